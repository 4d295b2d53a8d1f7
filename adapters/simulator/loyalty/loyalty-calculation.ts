import type { DateTime } from 'luxon';
import type { LoyaltyAdvantage, LoyaltyCustomer } from '../../../core/domain/loyalty/loyalty-customer';
import { INVALID_USER, automaticAdvantages, offersBlocked, pointsProblem } from '../../../core/domain/loyalty/loyalty-customer';
import { loyaltyTotals } from '../../../core/domain/loyalty/loyalty-totals';
import type { OrderTypeSettings } from '../../../core/domain/order-type/order-type';
import type { PromoLine } from '../../../core/domain/promotion/promo-check';
import { checkPromotion, hasUsagesLeft, isWithinValidity } from '../../../core/domain/promotion/promo-check';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import type { CalculationAnswer, calculationRequest } from '../../platform-api/loyalty-api';
import type * as v from 'valibot';
import type { LoyaltyProgrammeDefinition, StoredLoyaltyCustomer } from './loyalty-store';

/** The programme's advantages a customer has, in the programme's order. */
export function advantagesOf(customer: Pick<StoredLoyaltyCustomer, 'advantages'>, programme: LoyaltyProgrammeDefinition): LoyaltyAdvantage[] {
  return programme.advantages.filter((advantage) => customer.advantages.includes(advantage.name));
}

/**
 * checkout 3 "Loyalty customer" as the lookups answer it. A phone or card known without an account is
 * checkout 8's invalid_user with the programme's create-account url, and nothing else of theirs.
 */
export function customerAnswer(customer: StoredLoyaltyCustomer, programme: LoyaltyProgrammeDefinition): LoyaltyCustomer {
  const empty = { points: 0, pool: 0, e_wallet_balance: 0, member_summary: '', vouchers: [], possible_rewards: [], advantages: [] };
  if (!customer.account) return { ...empty, error_msg: INVALID_USER, ...(programme.create_account_url !== null && { url: programme.create_account_url }), loyaltyCardNumber: '' };
  const { points, pool, e_wallet_balance, member_summary, vouchers, possible_rewards } = customer;
  return { points, pool, e_wallet_balance, member_summary, vouchers, possible_rewards, advantages: advantagesOf(customer, programme), loyaltyCardNumber: customer.card_number };
}

export interface CalculationInput {
  readonly request: v.InferOutput<typeof calculationRequest>;
  /** The customer of the request's card; null when it names none or the programme knows none. */
  readonly customer: StoredLoyaltyCustomer | null;
  readonly programme: LoyaltyProgrammeDefinition;
  /** Priced by the platform from its menu, never from the client. */
  readonly lines: readonly PromoLine[];
  readonly orderType: OrderTypeSettings;
  /** The establishment's active promotions. */
  readonly promotions: readonly Promotion[];
  readonly now: DateTime;
  readonly timezone: string;
}

/**
 * checkout 7 "Order calculation", recomputed from the programme's own data: the customer's pool and
 * e-wallet are the store's (the client's `pool` is not trusted), checkout 5's bounds apply (core's
 * loyaltyTotals: pool within total minus tip and discount and the customer's pool, e-wallet within the
 * balance and what is left), a fraud advantage blocks the offers (checkout 4), an advantage needing
 * more points than the customer has is refused (checkout 5). An advantage whose promotion does not apply
 * to this basket gives nothing and is said in `dropped` with the checkout 8 key.
 */
export function calculateLoyaltyOrder(input: CalculationInput): CalculationAnswer {
  const { request, customer, programme } = input;
  const names = request.advantages;
  const card = request.external_infos.loyalty_card_number.trim();
  const connected = customer !== null && customer.account ? { ...customer, advantages: advantagesOf(customer, programme) } : null;
  if (connected === null && (card !== '' || names.length > 0)) return { success: false, error: 'unknown_card' };
  const chosen: LoyaltyAdvantage[] = [];
  for (const name of names) {
    const advantage = connected?.advantages.find((each) => each.name === name);
    if (!advantage) return { success: false, error: 'unknown_advantage' };
    chosen.push(advantage);
  }
  if (connected !== null && chosen.length > 0 && offersBlocked(connected)) return { success: false, error: 'offers_blocked' };
  if (chosen.some((advantage) => pointsProblem(advantage.required_points, connected?.points ?? 0) !== null)) return { success: false, error: 'not_enough_points' };

  const applied: Promotion[] = [];
  const dropped: { name: string; error: string }[] = [];
  for (const advantage of chosen) {
    if (advantage.codePromo === '') continue;
    const promotion = input.promotions.find((each) => each.code === normalizePromoCode(advantage.codePromo));
    const checked = promotion
      ? checkPromotion(promotion, {
          lines: input.lines,
          orderTypeId: request.order_types_id,
          infos: { email: '', phone: connected?.phone ?? '', loyaltyCardNumber: card, usagesByCustomer: 0 },
          now: input.now,
          timezone: input.timezone,
        })
      : ({ ok: false, error: 'invalid_promo_code' } as const);
    if (checked.ok) applied.push(checked.value);
    else dropped.push({ name: advantage.name, error: checked.error });
  }
  const totals = loyaltyTotals({
    lines: input.lines,
    orderType: input.orderType,
    tips: request.tips,
    promotions: applied,
    wanted: { pool: request.external_infos.pool_to_use, eWallet: request.external_infos.e_wallet_to_use },
    customer: { pool: connected?.pool ?? 0, e_wallet_balance: connected?.e_wallet_balance ?? 0 },
  });
  return {
    success: true,
    poolUsed: totals.poolUsed,
    eWalletUsed: totals.eWalletUsed,
    promotedProducts: [...totals.promotedProducts],
    subtotal: totals.subtotal,
    discount: totals.discount,
    deliveryCost: totals.deliveryCost,
    tips: totals.tips,
    toPay: totals.toPay,
    dropped,
  };
}

/**
 * checkout 7 "Promo offers check" (ours, the spec says only "infos" and "promotion"): the promotion of the
 * customer's first automatic advantage (core's automaticAdvantages: none while a fraud advantage blocks
 * the offers, none the points do not allow) that is active, within its dates and has uses left.
 */
export function offeredPromotion(customer: LoyaltyCustomer, promotions: readonly Promotion[], now: DateTime, timezone: string): Promotion | null {
  for (const advantage of automaticAdvantages(customer)) {
    const promotion = promotions.find((each) => advantage.codePromo !== '' && each.code === normalizePromoCode(advantage.codePromo));
    if (promotion && promotion.active && isWithinValidity(promotion, now, timezone) && hasUsagesLeft(promotion, 0)) return promotion;
  }
  return null;
}
