import type { Catalogue, Category } from '../catalogue/catalogue';
import type { LimitationEntities } from '../order/order-rejection';
import type { Basket, BasketEntry } from './basket';
import { isBasketFormula } from './basket';

/**
 * browsing 2.7: the basket lines a limitation takes out: the lines of a product the platform named in
 * productIds; a formula goes with any of its dishes.
 */
export function basketLinesHitByLimitation(basket: Basket, entities: LimitationEntities): BasketEntry[] {
  const products = new Set(entities.productIds ?? []);
  return basket.basketProducts.filter((entry) => {
    const item = entry.product;
    if (!isBasketFormula(item)) return products.has(item.id);
    return products.has(item.id) || item.products.some((pick) => products.has(pick.product_id));
  });
}

/** browsing 2.7: the categories the platform says are limited, as the menu knows them (unknown ids left out). */
export function limitedCategories(catalogue: Catalogue, entities: LimitationEntities): Category[] {
  const ids = new Set(entities.categoriesIds ?? []);
  const all = (categories: readonly Category[]): Category[] => categories.flatMap((category) => [category, ...all(category.categories)]);
  return all(catalogue.categories).filter((category) => ids.has(category.id));
}
