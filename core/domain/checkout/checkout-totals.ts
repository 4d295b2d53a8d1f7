import type { Basket } from '../basket/basket';
import type { BasketTotals } from '../basket/basket-totals';
import { computeBasketTotals } from '../basket/basket-totals';
import type { LoyaltyTotals } from '../loyalty/loyalty-totals';
import { loyaltyTotals } from '../loyalty/loyalty-totals';
import type { Cents } from '../money/money';
import type { OrderTypeSettings } from '../order-type/order-type';
import { promoLinesOfBasket } from '../promotion/promo-check';
import type { Promotion } from '../promotion/promotion';

/** The loyalty money the customer asks to use and has (issue 18, the loyalty part); none: both 0. */
export interface TotalsLoyalty {
  readonly wanted: { readonly pool: Cents; readonly eWallet: Cents };
  readonly customer: { readonly pool: Cents; readonly e_wallet_balance: Cents };
}

export interface CheckoutTotalsInput {
  readonly basket: Basket;
  readonly orderType: OrderTypeSettings | null;
  /** The tip the customer adds (0 when none). */
  readonly tips?: Cents;
  /** The promotions that passed their check (the promo code, then advantages), in the order applied. */
  readonly promotions?: readonly Promotion[];
  readonly loyalty?: TotalsLoyalty;
}

/**
 * The basket's totals (BasketTotals: subtotal, delivery, minimum) and what the order costs: each
 * discount by type, tips, pool, e-wallet and the amount to pay (toPay), in cents. `total` keeps its
 * meaning (subtotal plus delivery, what the minimum and the providers' thresholds read).
 */
export type CheckoutTotals = BasketTotals &
  Pick<LoyaltyTotals, 'discount' | 'discountByType' | 'discounts' | 'promotedProducts' | 'tips' | 'poolUsed' | 'eWalletUsed' | 'toPay'>;

const NO_LOYALTY_MONEY: TotalsLoyalty = { wanted: { pool: 0, eWallet: 0 }, customer: { pool: 0, e_wallet_balance: 0 } };

/**
 * Issue 18: the one totals rule of an order, for the storefront, the CLI and the simulator. The
 * arithmetic of discounts and loyalty money is core's loyaltyTotals (never redone here), on the basket's
 * lines; so toPay = subtotal − discount + delivery + tips − pool − e-wallet, never below 0, never above
 * subtotal + delivery + tips, whatever the order of the lines.
 */
export function checkoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const basketTotals = computeBasketTotals(input.basket, input.orderType);
  const loyalty = input.loyalty ?? NO_LOYALTY_MONEY;
  const { discount, discountByType, discounts, promotedProducts, tips, poolUsed, eWalletUsed, toPay } = loyaltyTotals({
    lines: promoLinesOfBasket(input.basket),
    orderType: input.orderType,
    tips: input.tips ?? 0,
    promotions: input.promotions ?? [],
    wanted: loyalty.wanted,
    customer: loyalty.customer,
  });
  return { ...basketTotals, discount, discountByType, discounts, promotedProducts, tips, poolUsed, eWalletUsed, toPay };
}
