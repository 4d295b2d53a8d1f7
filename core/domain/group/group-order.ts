import type { Basket } from '../basket/basket';
import type { BasketTotals } from '../basket/basket-totals';
import { computeBasketTotals } from '../basket/basket-totals';
import type { CheckoutForm } from '../checkout/checkout-form';
import type { CheckoutProblem } from '../checkout/checkout-validation';
import { validateCheckout } from '../checkout/checkout-validation';
import type { PaymentChoice } from '../checkout/payment-choice';
import { DEFAULT_PAYMENT_TYPE_ID, NO_PROVIDER_ID, availableProviders, choosePaymentProvider } from '../checkout/payment-choice';
import type { Cents } from '../money/money';
import type { OrderRejection } from '../order/order-rejection';
import { sumCents } from '../money/money';
import { buildOrderPayload } from '../order/build-order-payload';
import type { OrderPayload } from '../order/order-payload';
import { EMPTY_ADDRESS } from '../order/order-payload';
import type { OrderTypeSettings } from '../order-type/order-type';
import { OrderTypeId } from '../order-type/order-type';
import type { RestaurantId, RestaurantSettings } from '../restaurant/restaurant-settings';

/** checkout 3: "orders (group only: list of restaurant_child_token plus products)". */
export interface GroupChildOrder {
  readonly restaurant_child_token: RestaurantId;
  readonly products: OrderPayload['products'];
}

/**
 * checkout 3 and 7: the payload of POST order/multiRestaurant?restaurant_token={group}. The order payload
 * of the spec, for the group (restaurant_id is the group), with its orders list. Ours, as the spec does
 * not say more: the customer's infos, order type and schedule apply to every child; the lines are in
 * `orders` only, so the top-level products carry the count of every unit and no line; each child is paid
 * on the spot at its own counter (ONSPOT, no provider: each counter takes its own payment); no tip and no
 * delivery, which belong to one restaurant, not to the hall.
 */
export interface GroupOrderPayload extends OrderPayload {
  readonly orders: readonly GroupChildOrder[];
}

/** One outlet of the group with the basket the customer filled there (browsing 4: a basket per child). */
export interface GroupOutlet {
  readonly settings: RestaurantSettings;
  readonly basket: Basket;
}

/** Ours: the order types a group order can take; a delivery has one restaurant's cost and area. */
export const GROUP_ORDER_TYPES: readonly OrderTypeId[] = [OrderTypeId.onPlace, OrderTypeId.takeAway, OrderTypeId.roomDelivery];

/** The outlets whose basket holds something: those the group order goes to, in the group's order. */
export function outletsWithLines<T extends GroupOutlet>(outlets: readonly T[]): T[] {
  return outlets.filter((outlet) => outlet.basket.basketProducts.length > 0);
}

export function outletOrderType(outlet: GroupOutlet, orderTypeId: OrderTypeId | null): OrderTypeSettings | null {
  return outlet.settings.orderTypes.find((type) => type.id === orderTypeId) ?? null;
}

/** Each counter's own payment on the spot for this order type, or null when it takes none there. */
export function onSpotPayment(orderType: OrderTypeSettings): PaymentChoice | null {
  if (orderType.order_type_providers.length === 0) return { mode: 'ONSPOT', providerId: NO_PROVIDER_ID, paymentTypeId: DEFAULT_PAYMENT_TYPE_ID };
  const provider = availableProviders(orderType).find((candidate) => candidate.type === 'ONSPOT');
  return provider ? choosePaymentProvider(provider) : null;
}

/** The order types the whole group order can take: every outlet with lines takes it, paid on the spot. */
export function groupOrderTypesFor(outlets: readonly GroupOutlet[]): OrderTypeId[] {
  const filled = outletsWithLines(outlets);
  if (filled.length === 0) return [];
  return GROUP_ORDER_TYPES.filter((id) =>
    filled.every((outlet) => {
      const orderType = outletOrderType(outlet, id);
      return orderType !== null && onSpotPayment(orderType) !== null;
    }),
  );
}

export interface OutletTotals {
  readonly outlet: GroupOutlet;
  readonly totals: BasketTotals;
}

/** The totals of each outlet's part and of the whole order (no delivery: GROUP_ORDER_TYPES). */
export function groupTotals(outlets: readonly GroupOutlet[], orderTypeId: OrderTypeId | null): { readonly parts: OutletTotals[]; readonly itemCount: number; readonly total: Cents } {
  const parts = outletsWithLines(outlets).map((outlet) => ({ outlet, totals: computeBasketTotals(outlet.basket, outletOrderType(outlet, orderTypeId)) }));
  return {
    parts,
    itemCount: parts.reduce((count, part) => count + part.totals.itemCount, 0),
    total: sumCents(parts.map((part) => part.totals.total)),
  };
}

/**
 * checkout 5 for a group order: every outlet's own rules (its required infos, its minimum, its order
 * type), each problem said once; an empty group basket is `empty_basket`; an order type one of the
 * outlets does not take is `order_type_unavailable`.
 */
export function groupOrderProblems(form: CheckoutForm, outlets: readonly GroupOutlet[]): CheckoutProblem[] {
  const filled = outletsWithLines(outlets);
  if (filled.length === 0) return [{ field: 'basket', key: 'empty_basket' }];
  const problems = new Map<string, CheckoutProblem>();
  if (form.orderTypeId === null || !groupOrderTypesFor(filled).includes(form.orderTypeId)) problems.set('orderType', { field: 'orderType', key: 'order_type_unavailable' });
  for (const outlet of filled) {
    const orderType = outletOrderType(outlet, form.orderTypeId);
    const payment = orderType ? onSpotPayment(orderType) : null;
    for (const problem of validateCheckout({ ...form, payment, tips: 0 }, outlet.settings, computeBasketTotals(outlet.basket, orderType))) {
      problems.set(`${problem.field}:${problem.key}`, problem);
    }
  }
  return [...problems.values()];
}

/** checkout 3: the group order payload, from a form groupOrderProblems accepted. */
export function buildGroupOrderPayload(
  form: CheckoutForm & { readonly orderTypeId: OrderTypeId },
  context: { readonly groupId: RestaurantId; readonly outlets: readonly GroupOutlet[]; readonly metricsUuid: string },
): GroupOrderPayload {
  const noReturn = { success: '', cancel: '' };
  const orders = outletsWithLines(context.outlets).map((outlet) => {
    const orderType = outletOrderType(outlet, form.orderTypeId);
    const payload = buildOrderPayload({ ...form, payment: orderType ? onSpotPayment(orderType) : null, tips: 0 }, {
      settings: outlet.settings,
      basket: outlet.basket,
      totals: computeBasketTotals(outlet.basket, orderType),
      metricsUuid: context.metricsUuid,
      returnUrls: noReturn,
    });
    return { payload, order: { restaurant_child_token: outlet.settings.id, products: payload.products } };
  });
  const first = orders[0];
  if (!first) throw new Error('a group order needs at least one outlet with lines');
  return {
    ...first.payload,
    address: EMPTY_ADDRESS,
    restaurant_id: context.groupId,
    products: { count: orders.reduce((count, { order }) => count + order.products.count, 0), data: [] },
    payement_infos: { type: 'ONSPOT', provider_id: NO_PROVIDER_ID, payment_type_id: DEFAULT_PAYMENT_TYPE_ID, success_url: '', cancel_url: '' },
    delivery_cost: 0,
    tips: 0,
    orders: orders.map(({ order }) => order),
  };
}

/** checkout 8: what a refused group order says (the outlet's own pages are not this checkout's). */
export function groupRefusalKey(rejection: OrderRejection): string {
  if (rejection.err === 'stock_error') return 'not_enough_stock';
  if (rejection.err.startsWith('limitation_')) return 'limitation_order_total_products_full';
  return 'group_order_refused';
}
