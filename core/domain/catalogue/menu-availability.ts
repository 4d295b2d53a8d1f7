import type { Basket } from '../basket/basket';
import { isBasketFormula } from '../basket/basket';
import type { RestaurantId, RestaurantSettings } from '../restaurant/restaurant-settings';
import type { Catalogue, Product } from './catalogue';
import { isOrderable } from './menu-navigation';

/**
 * Issue 20.3, ours: what the platform tells live of an establishment's menu while it is open. `stock` holds
 * each product whose stock is tracked (browsing 3: number_available, null for "not available"), by id;
 * `preparationMinutes` is checkout 3's default_preparation_time as of now, the busy minutes included
 * (`busyMinutes`, 0 when the kitchen is not busy).
 */
export interface MenuAvailability {
  readonly restaurantId: RestaurantId;
  readonly stock: Readonly<Record<string, number | null>>;
  readonly busyMinutes: number;
  readonly preparationMinutes: number;
}

/** Ours: how long a kitchen may say it is busy, in minutes (`ordering sim busy`). */
export const MAX_BUSY_MINUTES = 180;

/**
 * The catalogue with the stock of the moment. The same object when nothing changed, so that screens holding
 * it by reference (issue 6: a menu of 2,000 products is never wrapped) are drawn again only on a change.
 */
export function catalogueWithAvailability(catalogue: Catalogue, availability: MenuAvailability): Catalogue {
  let changed = false;
  const products = catalogue.products.map((product) => {
    const units = availability.stock[String(product.id)];
    if (units === undefined || (product.stock !== null && product.stock.number_available === units)) return product;
    changed = true;
    return { ...product, stock: { number_available: units } };
  });
  return changed ? { ...catalogue, products } : catalogue;
}

/** The settings with the preparation time of the moment (checkout 3): the same object when it did not move. */
export function settingsWithAvailability(settings: RestaurantSettings, availability: MenuAvailability): RestaurantSettings {
  if (settings.default_preparation_time === availability.preparationMinutes) return settings;
  return { ...settings, default_preparation_time: availability.preparationMinutes };
}

/** The products a basket line takes: the product, or a formula and each of its dishes. */
function productIdsOfLine(item: Basket['basketProducts'][number]['product']): number[] {
  return isBasketFormula(item) ? [item.id, ...item.products.map((pick) => pick.product_id)] : [item.id];
}

/**
 * browsing 3 and checkout 8, live: the keys of the basket lines that cannot be ordered with this catalogue (a
 * product or formula dish sold out or no longer orderable, or fewer units left than the basket takes,
 * every line counted together), so the basket says so before the checkout sends them.
 */
export function unavailableBasketLines(basket: Basket, catalogue: Catalogue): string[] {
  const byId = new Map<number, Product>(catalogue.products.map((product) => [product.id, product]));
  const wanted = new Map<number, number>();
  for (const entry of basket.basketProducts) for (const id of productIdsOfLine(entry.product)) wanted.set(id, (wanted.get(id) ?? 0) + entry.nb);
  const short = (id: number): boolean => {
    const product = byId.get(id);
    if (!product) return false; // A product the menu no longer has is the restore's business (basket-reconciliation.ts).
    const units = product.stock?.number_available;
    return !isOrderable(product) || (typeof units === 'number' && units < (wanted.get(id) ?? 0));
  };
  return basket.basketProducts.filter((entry) => productIdsOfLine(entry.product).some(short)).map((entry) => entry.key);
}
