import * as v from 'valibot';
import type { OrderDiscounts } from '../../core/domain/tracking/order-discounts';
import { DISCOUNT_KINDS } from '../../core/domain/tracking/order-discounts';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { orderListAnswer } from '../platform-api/order-history-api';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Issue 18: the discounts of a tracked or history order, as the storefront reads them (the platform's shape:
 * platform-api/order-discounts-api.ts). Read leniently, so that a discount never breaks the page that shows
 * the order: a type this storefront does not know is shown as cash (its amount is still taken off, so the
 * row says what was taken off); a field that is not a discount list at all reads as none (README).
 */
export const readDiscounts = v.optional(
  v.fallback(
    v.nullable(
      v.object({
        discount: cents,
        pool_used: v.optional(cents, 0),
        e_wallet_used: v.optional(cents, 0),
        to_pay: cents,
        lines: v.pipe(
          v.array(
            v.object({
              code: v.pipe(v.string(), v.maxLength(ORDER_LIMITS.text.shortId)),
              shown_as: v.fallback(v.picklist(DISCOUNT_KINDS), 'cash'),
              amount: cents,
              gifts: v.optional(v.pipe(v.array(v.object({ product_id: v.pipe(v.number(), v.integer()), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(ORDER_LIMITS.text.name))), undefined) })), v.maxLength(50)), []),
            }),
          ),
          v.maxLength(ORDER_LIMITS.promoCodes),
        ),
      }),
    ),
    null,
  ),
  null,
);

export const discountsMatch = (parsed: v.InferOutput<typeof readDiscounts>): OrderDiscounts | null => parsed;

const historyItem = orderListAnswer.entries.items.item;

/**
 * accounts 3 order list as the storefront reads it: the platform's schema, but for its discounts, read as
 * above (the platform's own schema refuses an unknown type, which would lose the whole history).
 */
export const orderListRead = v.object({
  ...orderListAnswer.entries,
  items: v.array(v.object({ ...historyItem.entries, paymentInfo: v.object({ ...historyItem.entries.paymentInfo.entries, discounts: readDiscounts }) })),
});
