import type { Catalogue } from '../catalogue/catalogue';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { Basket } from './basket';
import { basketItemCount } from './basket';
import type { BasketLimitRule } from './basket-limits';
import { basketLimitViolation } from './basket-limits';

/** The restaurant settings every change of the basket answers to. */
export type BasketRuleSettings = Pick<RestaurantSettings, 'total_products_limit' | 'consultative' | 'allow_basket_in_consultative'>;

/** Why a change of the basket is refused; each is a message key of the storefront. */
export type BasketChangeRefusal = BasketLimitRule | 'basket_closed_in_consultative_mode';

const REFUSALS: readonly string[] = ['basket_limit_total_products', 'basket_limit_product', 'basket_limit_category', 'basket_closed_in_consultative_mode'] satisfies readonly BasketChangeRefusal[];

export function isBasketChangeRefusal(problem: string): problem is BasketChangeRefusal {
  return REFUSALS.includes(problem);
}

/**
 * browsing 4: in consultative mode the menu is shown for information: no basket, unless the restaurant
 * allows the basket in consultative mode.
 */
export function isBasketOpen(settings: Pick<RestaurantSettings, 'consultative' | 'allow_basket_in_consultative'>): boolean {
  return !settings.consultative || settings.allow_basket_in_consultative;
}

/**
 * Whether the basket may go from `before` to `after`: units may be added only while the basket is open
 * (browsing 4) and within the limits (browsing 5). Taking units out is always allowed.
 */
export function basketChangeRefusal(catalogue: Catalogue, settings: BasketRuleSettings, before: Basket, after: Basket): BasketChangeRefusal | null {
  const violation = basketLimitViolation(catalogue, settings.total_products_limit, before, after);
  if (basketItemCount(after) > basketItemCount(before) && !isBasketOpen(settings)) return 'basket_closed_in_consultative_mode';
  return violation?.rule ?? null;
}
