import * as v from 'valibot';
import { orderDiscountsAnswer } from './order-discounts-api';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { OrderList, OrderListParams } from '../../core/domain/account/history-order';
import { HISTORY_ORDER_TYPES, HISTORY_STATUSES } from '../../core/domain/account/history-order';

/**
 * accounts 7, Get order list: the spec shows no path; ours is under the customer's account, the session
 * in x-access-token (checkout 7), the parameters in the query: take, skip, orderBy, orderWith (accounts 3).
 */
export const ORDER_HISTORY_PATH = (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/account/orders`;
export const ORDER_HISTORY_ROUTE = '/api_click_and_collect/v7/:restaurantId/account/orders';

export function orderHistorySearch(params: OrderListParams): Record<string, string> {
  return { take: String(params.take), skip: String(params.skip), orderBy: params.orderBy, orderWith: params.orderWith };
}

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const name = v.pipe(v.string(), v.maxLength(300));
const vatRate = v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))), null);
const productLine = v.object({
  id: v.number(),
  name,
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantityName: v.optional(name, ''),
  price: cents,
  options: v.optional(v.array(v.object({ optionId: v.number(), itemId: v.number(), optionName: name, itemName: name })), []),
  vatRate,
  menuChoiceId: v.optional(v.number()),
});

/** accounts 3: order list response, checked at the boundary. */
export const orderListAnswer = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  items: v.array(
    v.object({
      orderInfo: v.object({
        orderNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
        createdAt: v.pipe(v.string(), v.isoTimestamp()),
        status: v.picklist(HISTORY_STATUSES),
        displayOrderNumber: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
        // Issue 20 item 6, ours: the order type that picked the lines' VAT rates.
        orderType: v.optional(v.nullable(v.picklist(HISTORY_ORDER_TYPES)), null),
      }),
      restaurantName: name,
      // Issue 18, ours: totalPrice is what the customer pays; discounts what the platform took off (null: none kept).
      paymentInfo: v.object({ totalPrice: cents, deliveryCost: v.optional(cents, 0), tips: v.optional(cents, 0), discounts: v.optional(v.nullable(orderDiscountsAnswer), null) }),
      products: v.array(productLine),
      formulas: v.array(v.object({ id: v.number(), count: v.pipe(v.number(), v.integer(), v.minValue(0)), name, price: cents, products: v.array(productLine), vatRate })),
    }),
  ),
});

export const orderListMatches = (parsed: v.InferOutput<typeof orderListAnswer>): OrderList => parsed;
