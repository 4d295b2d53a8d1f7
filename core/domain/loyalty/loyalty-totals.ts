import { orderAmounts } from '../basket/basket-totals';
import type { Cents } from '../money/money';
import type { OrderTypeSettings } from '../order-type/order-type';
import type { PromoLine } from '../promotion/promo-check';
import { linesSubtotal } from '../promotion/promo-check';
import type { OrderDiscounts, PromotedProduct } from '../promotion/promo-discount';
import { applyPromotions, promotedProductsOf } from '../promotion/promo-discount';
import type { ConfirmationDiscountType, Promotion } from '../promotion/promotion';
import type { LoyaltySettlement } from './pool-and-wallet';
import { settleLoyalty } from './pool-and-wallet';

export interface LoyaltyTotalsInput {
  readonly lines: readonly PromoLine[];
  readonly orderType: OrderTypeSettings | null;
  readonly tips: Cents;
  /** The promotions that passed their check (promo code and advantages), in the order applied. */
  readonly promotions: readonly Promotion[];
  readonly wanted: { readonly pool: Cents; readonly eWallet: Cents };
  /** The connected customer's pool and e-wallet; none connected: both 0. */
  readonly customer: { readonly pool: Cents; readonly e_wallet_balance: Cents };
}

export interface LoyaltyTotals extends LoyaltySettlement {
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly discountByType: Readonly<Record<ConfirmationDiscountType, Cents>>;
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  readonly discounts: OrderDiscounts;
  /** checkout 7 "Order calculation": promotedProducts (discount, product_id). */
  readonly promotedProducts: readonly PromotedProduct[];
}

/**
 * Subtotal, each discount by type, delivery (checkout 5: free from the threshold, reached by the
 * subtotal before discounts, or by pricing type), tips, pool, e-wallet and the amount to pay, in cents.
 * toPay = subtotal − discount + delivery + tips − pool − e-wallet, never below 0 nor above
 * subtotal + delivery + tips.
 */
export function loyaltyTotals(input: LoyaltyTotalsInput): LoyaltyTotals {
  const subtotal = linesSubtotal(input.lines);
  const { deliveryCost, tips } = orderAmounts(input.orderType, subtotal, input.tips);
  const discounts = applyPromotions(input.promotions, input.lines);
  const amounts = { subtotal, deliveryCost, tips, discount: discounts.total };
  return {
    subtotal,
    discount: discounts.total,
    discountByType: discounts.byType,
    deliveryCost,
    tips,
    discounts,
    promotedProducts: promotedProductsOf(discounts),
    ...settleLoyalty(amounts, input.wanted, input.customer),
  };
}
