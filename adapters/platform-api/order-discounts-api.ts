import * as v from 'valibot';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Issue 18, ours (the spec shows the discount types on the confirmation, "gift, percentage, cash", not where
 * the track or history answer carries them): what the platform took off an order at intake. `lines` are the
 * promotions applied in order (the typed code, then the advantages'), each shown as gift, percentage or cash;
 * `to_pay` is what the customer pays, the same as track's `total_price` and history's `totalPrice`.
 */
export const orderDiscountsAnswer = v.object({
  discount: cents,
  pool_used: cents,
  e_wallet_used: cents,
  to_pay: cents,
  lines: v.pipe(
    v.array(
      v.object({
        code: v.pipe(v.string(), v.maxLength(ORDER_LIMITS.text.shortId)),
        shown_as: v.picklist(['gift', 'percentage', 'cash']),
        amount: cents,
        gifts: v.array(v.object({ product_id: v.pipe(v.number(), v.integer()), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.optional(v.pipe(v.string(), v.maxLength(ORDER_LIMITS.text.name))) })),
      }),
    ),
    v.maxLength(ORDER_LIMITS.promoCodes),
  ),
});

export type OrderDiscountsAnswer = v.InferOutput<typeof orderDiscountsAnswer>;
