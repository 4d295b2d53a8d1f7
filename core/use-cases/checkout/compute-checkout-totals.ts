import type { Basket } from '../../domain/basket/basket';
import type { CheckoutTotals, TotalsLoyalty } from '../../domain/checkout/checkout-totals';
import { checkoutTotals } from '../../domain/checkout/checkout-totals';
import type { Cents } from '../../domain/money/money';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { Promotion } from '../../domain/promotion/promotion';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import { ComputeTotals } from '../basket/compute-totals';

export interface ComputeCheckoutTotalsInput {
  readonly basket: Basket;
  readonly settings: RestaurantSettings;
  readonly orderTypeId: OrderTypeId | null;
  readonly tips?: Cents;
  /** Issue 18: the promotions checked (the promo code first); their discounts and the amount to pay follow. */
  readonly promotions?: readonly Promotion[];
  readonly loyalty?: TotalsLoyalty;
}

/**
 * Issue 18: ComputeTotals extended with each discount by type, tips, pool, e-wallet and the amount to pay
 * (core checkoutTotals, which builds on the basket's totals): the checkout, the CLI and the simulator use
 * it. A class of its own so that the menu's first load, whose basket bar needs the basket's totals only
 * (ComputeTotals), carries none of the promotion arithmetic: the checkout's lazy chunk brings it.
 */
export class ComputeCheckoutTotals extends ComputeTotals {
  override execute(input: ComputeCheckoutTotalsInput): CheckoutTotals {
    const orderType = input.settings.orderTypes.find((type) => type.id === input.orderTypeId) ?? null;
    return checkoutTotals({ basket: input.basket, orderType, tips: input.tips ?? 0, promotions: input.promotions ?? [], ...(input.loyalty && { loyalty: input.loyalty }) });
  }
}
