import type { DateTime } from 'luxon';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import { checkPromotion, promoLinesOfPricedOrder } from '../../../core/domain/promotion/promo-check';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import { SimulatorError } from './simulator-error';

/**
 * checkout 3 and 4 (promotion_id, customerExternalInfos.promoCodes) for a group order: the group checkout
 * offers no promo code, so one asking for a promotion is refused rather than taken at full price without a word.
 */
export function checkNoPromotion(payload: Pick<OrderPayload, 'promotion_id' | 'customerExternalInfos'>): void {
  if (payload.promotion_id !== 0) {
    throw new SimulatorError('unprocessable', 'a group order takes no promotion: promotion_id is 0', 'promotion_id');
  }
  if (payload.customerExternalInfos.promoCodes.length > 0) {
    throw new SimulatorError('unprocessable', 'a group order takes no promotion: no promo code is taken', 'customerExternalInfos.promoCodes');
  }
}

/** What the intake checks a code with: the restaurant's promotions as its store holds them (read only for an order with a code), now, its zone. */
export interface PromotionIntakeContext {
  readonly promotions: () => readonly Promotion[];
  readonly now: DateTime;
  readonly timezone: string;
  /** Uses of a promotion by this order's customer (order-money-intake.ts customerKeyOf); none when not given. */
  readonly usagesByCustomer?: (promotionId: number) => number;
}

/**
 * Issue 18, checkout 3 and 8: the code typed in the promo field comes as promotion_id with its code in
 * promoCodes. The platform checks it again with core's rules (checkPromotion) on the order it priced: a
 * code that no longer applies is checkout 8's promotion error with its key. A promotion_id this restaurant
 * does not have, or without its code, or a code without promotion_id (advantages' codes come with the
 * loyalty programme), is a 422 naming the field. The codes after the first are the advantages' and the
 * discounts, debits and amount to pay are order-money-intake.ts's (the intake's authority).
 */
export function checkPromotionIntake(payload: OrderPayload, priced: PricedOrder, context: PromotionIntakeContext | null): OrderRejection | null {
  const codes = payload.customerExternalInfos.promoCodes.map(normalizePromoCode);
  // Without a typed code, promoCodes holds only the advantages' codes (order-money-intake.ts checks them).
  if (payload.promotion_id === 0) return null;
  // A caller without the restaurant's promotions (null) knows no promotion at all.
  const promotion = context?.promotions().find((candidate) => candidate.id === payload.promotion_id);
  if (!promotion || !context) throw new SimulatorError('unprocessable', `this restaurant has no promotion ${payload.promotion_id}`, 'promotion_id');
  if (codes[0] !== normalizePromoCode(promotion.code)) {
    throw new SimulatorError('unprocessable', 'promoCodes holds the code of promotion_id first', 'customerExternalInfos.promoCodes');
  }
  const checked = checkPromotion(promotion, {
    lines: promoLinesOfPricedOrder(priced),
    orderTypeId: payload.order_types_id,
    // Ours: the customer's own uses are those the intake debited (order_debits), the given-back ones not counted.
    infos: {
      email: payload.email,
      phone: payload.phone,
      loyaltyCardNumber: payload.customerExternalInfos.loyaltyCardNumber,
      usagesByCustomer: context.usagesByCustomer?.(promotion.id) ?? 0,
    },
    now: context.now,
    timezone: context.timezone,
  });
  return checked.ok ? null : { err: 'promotion_error', data: checked.error };
}
