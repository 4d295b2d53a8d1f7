import type { Basket } from '../../domain/basket/basket';
import type { CheckoutTotals, TotalsLoyalty } from '../../domain/checkout/checkout-totals';
import { checkoutTotals } from '../../domain/checkout/checkout-totals';
import type { Cents } from '../../domain/money/money';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { Promotion } from '../../domain/promotion/promotion';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';

export interface ComputeTotalsInput {
  readonly basket: Basket;
  readonly settings: RestaurantSettings;
  readonly orderTypeId: OrderTypeId | null;
  readonly tips?: Cents;
  /** Issue 18: the promotions checked (promo code first); their discounts and the amount to pay follow. */
  readonly promotions?: readonly Promotion[];
  readonly loyalty?: TotalsLoyalty;
}

/** The basket's totals for the chosen order type (its minimum and delivery cost), its discounts, tips and the amount to pay. */
export class ComputeTotals {
  execute(input: ComputeTotalsInput): CheckoutTotals {
    const orderType = input.settings.orderTypes.find((type) => type.id === input.orderTypeId) ?? null;
    return checkoutTotals({ basket: input.basket, orderType, tips: input.tips ?? 0, promotions: input.promotions ?? [], ...(input.loyalty && { loyalty: input.loyalty }) });
  }
}
