import type { Cents } from '../money/money';

/** checkout 3 "Loyalty customer": vouchers (id, code, external_ids, name, type, amount, url). Ours: amount in cents. */
export interface LoyaltyVoucher {
  readonly id: number;
  readonly code: string;
  readonly external_ids: readonly string[];
  readonly name: string;
  readonly type: string;
  readonly amount: Cents;
  readonly url: string | null;
}

/** checkout 3: possible_rewards (id, required_points, name). */
export interface PossibleReward {
  readonly id: number;
  readonly required_points: number;
  readonly name: string;
}

/**
 * checkout 3: advantages (name, codePromo, description, imgUrl, automatic). Ours: `fraud`, as checkout 4
 * speaks of "a fraud advantage" without saying how it is told apart; `required_points` when choosing
 * it costs points (checkout 5 "a loyalty point advantage").
 */
export interface LoyaltyAdvantage {
  readonly name: string;
  /** The promotion code the advantage applies (promotion/promotion.ts), or '' when it carries none. */
  readonly codePromo: string;
  readonly description: string;
  readonly imgUrl: string | null;
  readonly automatic: boolean;
  readonly fraud?: boolean;
  readonly required_points?: number;
}

/**
 * checkout 3 "Loyalty customer": points, pool, e_wallet_balance, member_summary, vouchers,
 * possible_rewards, advantages, error_msg, url. Ours: pool and e_wallet_balance are cents.
 */
export interface LoyaltyCustomer {
  readonly points: number;
  readonly pool: Cents;
  readonly e_wallet_balance: Cents;
  readonly member_summary: string;
  readonly vouchers: readonly LoyaltyVoucher[];
  readonly possible_rewards: readonly PossibleReward[];
  readonly advantages: readonly LoyaltyAdvantage[];
  /** checkout 8: invalid_user (with url) means the phone or card has no loyalty account. */
  readonly error_msg?: string;
  readonly url?: string;
  /** Ours: the card number the programme knows the customer by, sent back as loyaltyCardNumber. */
  readonly loyaltyCardNumber: string;
}

/** checkout 6: loyalty features require connecting with a phone number or a card number. */
export type LoyaltyLookup = 'phone' | 'card';

/** checkout 8: what a lookup leads to. */
export type LoyaltyConnection =
  | { readonly kind: 'connected'; readonly customer: LoyaltyCustomer }
  /** 'unknown phone' (external loyalty) or 'unknown card' (point of sale) when the lookup gives nothing or fails. */
  | { readonly kind: 'unknown'; readonly messageKey: 'unknown_phone' | 'unknown_card' }
  /** error_msg invalid_user with a url: 'no loyalty account' and a create-account button to the url. */
  | { readonly kind: 'no_account'; readonly messageKey: 'no_loyalty_account'; readonly url: string };

export const INVALID_USER = 'invalid_user';

/**
 * checkout 8 "Other messages": the outcome of a loyalty lookup by phone or card; `null` is no customer
 * or a failed call. Ours: invalid_user without a url, or any other error_msg, reads as unknown.
 */
export function loyaltyConnection(by: LoyaltyLookup, customer: LoyaltyCustomer | null): LoyaltyConnection {
  const unknown = { kind: 'unknown', messageKey: by === 'phone' ? 'unknown_phone' : 'unknown_card' } as const;
  if (customer === null) return unknown;
  if (customer.error_msg === INVALID_USER && customer.url) return { kind: 'no_account', messageKey: 'no_loyalty_account', url: customer.url };
  if (customer.error_msg) return unknown;
  return { kind: 'connected', customer };
}

/** checkout 5: a loyalty point advantage is disabled when its required points exceed the customer's ('not enough points'). */
export function pointsProblem(requiredPoints: number | undefined, points: number): 'not_enough_points' | null {
  return requiredPoints !== undefined && requiredPoints > points ? 'not_enough_points' : null;
}

export function rewardState(reward: PossibleReward, points: number): { readonly enabled: boolean; readonly reason: 'not_enough_points' | null } {
  const reason = pointsProblem(reward.required_points, points);
  return { enabled: reason === null, reason };
}

/** checkout 4: the fraud advantage, whose description is shown; null when the customer has none. */
export function fraudAdvantage(customer: Pick<LoyaltyCustomer, 'advantages'>): LoyaltyAdvantage | null {
  return customer.advantages.find((advantage) => advantage.fraud === true) ?? null;
}

/** checkout 4: a fraud advantage blocks the point-of-sale loyalty offers. */
export function offersBlocked(customer: Pick<LoyaltyCustomer, 'advantages'>): boolean {
  return fraudAdvantage(customer) !== null;
}

/**
 * The advantages the customer may choose: none while a fraud advantage blocks the offers; a fraud
 * advantage itself is never chosen. Each says whether points allow it.
 */
export function choosableAdvantages(customer: Pick<LoyaltyCustomer, 'advantages' | 'points'>): { readonly advantage: LoyaltyAdvantage; readonly reason: 'not_enough_points' | null }[] {
  if (offersBlocked(customer)) return [];
  return customer.advantages.map((advantage) => ({ advantage, reason: pointsProblem(advantage.required_points, customer.points) }));
}

/**
 * Ours (checkout 3 names `automatic`): an automatic advantage is applied on connecting, without the
 * customer choosing it, when the offers are not blocked and the points allow it.
 */
export function automaticAdvantages(customer: Pick<LoyaltyCustomer, 'advantages' | 'points'>): LoyaltyAdvantage[] {
  return choosableAdvantages(customer)
    .filter(({ advantage, reason }) => advantage.automatic && reason === null)
    .map(({ advantage }) => advantage);
}

/** The chosen advantages after choosing or removing one (by name); a change triggers a recalculation (checkout 4). */
export function toggleAdvantage(chosen: readonly LoyaltyAdvantage[], advantage: LoyaltyAdvantage): LoyaltyAdvantage[] {
  return chosen.some((one) => one.name === advantage.name) ? chosen.filter((one) => one.name !== advantage.name) : [...chosen, advantage];
}
