import type { Cents } from '../money/money';

/** checkout 9: pool use is debounced 800 ms before the recalculation. */
export const POOL_DEBOUNCE_MS = 800;

/** The amounts of an order the pool and the e-wallet are bounded by, in cents. */
export interface AmountsBeforeLoyalty {
  readonly subtotal: Cents;
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  /** Every promotion's discount together (promotion/promo-discount.ts), never above the subtotal. */
  readonly discount: Cents;
}

/** The order's total before loyalty money: subtotal plus delivery and tips, minus the discount. */
export function totalAfterDiscount(amounts: AmountsBeforeLoyalty): Cents {
  return Math.max(0, amounts.subtotal + amounts.deliveryCost + amounts.tips - amounts.discount);
}

/**
 * checkout 5: "Pool use: minimum 0, maximum limited by total minus tip plus discount and by the
 * customer's pool". Read as total − (tip + discount), the total being subtotal plus delivery plus tip:
 * the pool pays the order after its discount, never the tip, and never more than the customer has.
 * (Read as (total − tip) + discount, pool and discount together could pay more than is owed.)
 */
export function maxPoolUse(amounts: AmountsBeforeLoyalty, pool: Cents): Cents {
  const payable = amounts.subtotal + amounts.deliveryCost - amounts.discount;
  return Math.max(0, Math.min(Math.floor(pool), payable));
}

export type AmountUseProblem = 'invalid_amount' | 'amount_negative' | 'amount_above_maximum';

/** checkout 5: a use of pool or e-wallet is a whole number of cents from 0 to its maximum; the platform refuses anything else. */
export function amountUseProblem(use: Cents, maximum: Cents): AmountUseProblem | null {
  if (!Number.isSafeInteger(use)) return 'invalid_amount';
  if (use < 0) return 'amount_negative';
  if (use > maximum) return 'amount_above_maximum';
  return null;
}

/** What the storefront keeps of a typed use: bounded to 0..maximum, a fraction of a cent dropped, nonsense read as 0. */
export function boundedUse(requested: Cents, maximum: Cents): Cents {
  if (!Number.isFinite(requested)) return 0;
  return Math.max(0, Math.min(Math.floor(requested), Math.max(0, maximum)));
}

/**
 * checkout 5: "E-wallet use: minimum 0, cannot exceed the remaining balance". Ours: nor what is left to
 * pay once the discount and the pool are taken off (the e-wallet is money: it may pay the tip).
 */
export function maxEWalletUse(amounts: AmountsBeforeLoyalty, poolUsed: Cents, balance: Cents): Cents {
  return Math.max(0, Math.min(Math.floor(balance), totalAfterDiscount(amounts) - poolUsed));
}

/** checkout 4: "E-wallet: the amount is applied, increased if already applied, or cancelled." */
export type EWalletAction = { readonly kind: 'apply'; readonly amount: Cents } | { readonly kind: 'cancel' };

/** The e-wallet use after an action: applying adds to what is already applied; always within 0..maximum. */
export function eWalletUseAfter(current: Cents, action: EWalletAction, maximum: Cents): Cents {
  if (action.kind === 'cancel') return 0;
  return boundedUse(boundedUse(current, maximum) + boundedUse(action.amount, maximum), maximum);
}

/** What the loyalty money pays and what is left to pay. */
export interface LoyaltySettlement {
  readonly poolUsed: Cents;
  readonly eWalletUsed: Cents;
  /** Never below 0, never above subtotal plus delivery plus tips. */
  readonly toPay: Cents;
}

/**
 * The pool first, then the e-wallet, each bounded as checkout 5 says; what the customer asked for
 * beyond a bound is not used (the storefront shows what was). poolUsed is checkout 7's answer.
 */
export function settleLoyalty(amounts: AmountsBeforeLoyalty, wanted: { readonly pool: Cents; readonly eWallet: Cents }, customer: { readonly pool: Cents; readonly e_wallet_balance: Cents }): LoyaltySettlement {
  const poolUsed = boundedUse(wanted.pool, maxPoolUse(amounts, customer.pool));
  const eWalletUsed = boundedUse(wanted.eWallet, maxEWalletUse(amounts, poolUsed, customer.e_wallet_balance));
  return { poolUsed, eWalletUsed, toPay: totalAfterDiscount(amounts) - poolUsed - eWalletUsed };
}
