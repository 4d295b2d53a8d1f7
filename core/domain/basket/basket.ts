import type { Cents } from '../money/money';
import type { LocalizedText } from '../locale/localized-text';
import type { RestaurantId } from '../restaurant/restaurant-id';
import type { OptionSelection } from '../catalogue/option-selection';
import type { FormulaPick } from '../formula/formula-pricing';

/** browsing 9: basket version 1.7. */
export const BASKET_VERSION = '1.7';
/** Ours: one line holds at most this many units, so a typo cannot order a thousand coffees. */
export const MAX_LINE_QUANTITY = 99;

/** What the basket remembers of a product: enough to show and re-price it. */
export interface BasketProduct {
  /** Absent in baskets saved before formulas could be bought: a product. */
  readonly type?: 'product';
  readonly id: number;
  readonly name: LocalizedText;
  readonly category_id: number;
  readonly unitPrice: Cents;
  readonly selectedOptions: OptionSelection;
}

/**
 * browsing 3: the basket entry of a formula (type menu): its id, name, category, media, the price choice
 * its steps matched (menu_price_id, whose name says which combination it is) and the dish picked at each
 * step with its options, sorted by step position. unitPrice is what one costs, supplements and options in.
 */
export interface BasketFormula {
  readonly type: 'menu';
  readonly id: number;
  readonly name: LocalizedText;
  readonly category_id: number;
  readonly media_url: string | null;
  readonly unitPrice: Cents;
  readonly menu_price_id: number;
  readonly menuPriceName: LocalizedText;
  readonly products: readonly FormulaPick[];
}

/** What one basket line holds: a composed product or a formula. */
export type BasketItem = BasketProduct | BasketFormula;

export function isBasketFormula(item: BasketItem): item is BasketFormula {
  return item.type === 'menu';
}

/** browsing 3: basketProducts hold (product, nb); `key` tells two compositions apart. */
export interface BasketEntry {
  readonly key: string;
  readonly product: BasketItem;
  readonly nb: number;
}

/** browsing 3: one basket per restaurant. */
export interface Basket {
  readonly version: string;
  readonly restaurantToken: RestaurantId;
  readonly basketProducts: readonly BasketEntry[];
}

export function emptyBasket(restaurantId: RestaurantId): Basket {
  return { version: BASKET_VERSION, restaurantToken: restaurantId, basketProducts: [] };
}

/**
 * The same product with the same options is one line. Item order does not change the price (every
 * chosen item is paid and extras are counted, not named), so the key sorts it away.
 */
export function basketEntryKey(productId: number, selection: OptionSelection): string {
  const options = [...selection]
    .filter((option) => option.item_ids.length > 0)
    .sort((a, b) => a.option_id - b.option_id)
    .map((option) => `${option.option_id}:${[...option.item_ids].sort((a, b) => a - b).join(',')}`);
  return [String(productId), ...options].join('|');
}

/**
 * A formula's line is the formula, its price choice and each step's dish with its options: the same
 * formula with the same dishes is one line, another dish or option another line.
 */
export function formulaEntryKey(formulaId: number, menuPriceId: number, picks: readonly FormulaPick[]): string {
  const dishes = [...picks]
    .sort((a, b) => a.menu_choice_id - b.menu_choice_id)
    .map((pick) => `${pick.menu_choice_id}=${basketEntryKey(pick.product_id, pick.options)}`);
  return [`menu:${formulaId}:${menuPriceId}`, ...dishes].join('/');
}

export function basketItemKey(item: BasketItem): string {
  return isBasketFormula(item) ? formulaEntryKey(item.id, item.menu_price_id, item.products) : basketEntryKey(item.id, item.selectedOptions);
}

/** A quantity that is not a finite number (NaN from a bad input) counts as 0, never as NaN. */
function clampQuantity(nb: number): number {
  if (!Number.isFinite(nb)) return 0;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(nb)));
}

export function addToBasket(basket: Basket, product: BasketItem, nb: number): Basket {
  const key = basketItemKey(product);
  const existing = basket.basketProducts.find((entry) => entry.key === key);
  if (existing) return setEntryQuantity(basket, key, existing.nb + nb);
  const quantity = clampQuantity(nb);
  if (quantity === 0) return basket;
  return { ...basket, basketProducts: [...basket.basketProducts, { key, product, nb: quantity }] };
}

/** A quantity of 0 or less removes the line. */
export function setEntryQuantity(basket: Basket, key: string, nb: number): Basket {
  const quantity = clampQuantity(nb);
  if (quantity === 0) return removeEntry(basket, key);
  return {
    ...basket,
    basketProducts: basket.basketProducts.map((entry) => (entry.key === key ? { ...entry, nb: quantity } : entry)),
  };
}

export function removeEntry(basket: Basket, key: string): Basket {
  return { ...basket, basketProducts: basket.basketProducts.filter((entry) => entry.key !== key) };
}

export function basketItemCount(basket: Basket): number {
  return basket.basketProducts.reduce((count, entry) => count + entry.nb, 0);
}

export function isBasketEmpty(basket: Basket): boolean {
  return basket.basketProducts.length === 0;
}
