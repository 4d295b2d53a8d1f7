import type { Catalogue, Category } from '../catalogue/catalogue';
import { findProduct } from '../catalogue/menu-navigation';
import type { Basket } from './basket';
import { isBasketFormula } from './basket';

/**
 * browsing 3 and 5: a counter with a limit. `limit` null means no limit; `current` is what was already
 * ordered against it (the platform counts it from the orders it took).
 */
export interface ProductCountLimit {
  readonly limit: number | null;
  readonly current: number;
}

export const NO_PRODUCT_COUNT_LIMIT: ProductCountLimit = { limit: null, current: 0 };

/** Which limit an add would pass; each is also the storefront's message key for it. */
export type BasketLimitRule = 'basket_limit_total_products' | 'basket_limit_product' | 'basket_limit_category';

export interface BasketLimitViolation {
  readonly rule: BasketLimitRule;
  /** The product or category whose limit it is; absent for the total. */
  readonly id?: number;
  readonly limit: number;
  /** Units the customer may still add against this limit (0 when it is full). */
  readonly remaining: number;
}

/** The units of a basket per product, per category and in all, formula dishes counted (browsing 5). */
export interface BasketUnitCounts {
  readonly total: number;
  readonly byProduct: ReadonlyMap<number, number>;
  readonly byCategory: ReadonlyMap<number, number>;
}

function add(map: Map<number, number>, key: number, units: number): void {
  map.set(key, (map.get(key) ?? 0) + units);
}

/** Every ancestor of each category, the category itself included, so a limit covers its sub-categories. */
function categoryLineage(categories: readonly Category[], parents: readonly number[] = [], into = new Map<number, readonly number[]>()): Map<number, readonly number[]> {
  for (const category of categories) {
    const lineage = [...parents, category.id];
    into.set(category.id, lineage);
    categoryLineage(category.categories, lineage, into);
  }
  return into;
}

/** Units of one product in a basket or an order; a formula is counted as its dishes. */
export interface DishUnits {
  readonly productId: number;
  /** Where the product is not on the menu any more, the category its line remembers. */
  readonly fallbackCategory?: number;
  readonly nb: number;
}

/** browsing 5: the units of a list of dishes per product, per category (ancestors included) and in all. */
export function dishUnitCounts(catalogue: Catalogue, dishes: readonly DishUnits[]): BasketUnitCounts {
  const lineage = categoryLineage(catalogue.categories);
  const byProduct = new Map<number, number>();
  const byCategory = new Map<number, number>();
  let total = 0;
  for (const dish of dishes) {
    total += dish.nb;
    add(byProduct, dish.productId, dish.nb);
    const categoryId = findProduct(catalogue, dish.productId)?.category_id ?? dish.fallbackCategory;
    if (categoryId === undefined) continue;
    for (const id of lineage.get(categoryId) ?? [categoryId]) add(byCategory, id, dish.nb);
  }
  return { total, byProduct, byCategory };
}

/**
 * browsing 5: a formula is its dishes: each dish counts toward the total, its product's limit and its
 * category's (a menu of a burger and a soda is two products).
 */
export function basketUnitCounts(catalogue: Catalogue, basket: Basket): BasketUnitCounts {
  return dishUnitCounts(
    catalogue,
    basket.basketProducts.flatMap((entry): DishUnits[] => {
      const item = entry.product;
      if (isBasketFormula(item)) return item.products.map((pick) => ({ productId: pick.product_id, fallbackCategory: item.category_id, nb: entry.nb }));
      return [{ productId: item.id, fallbackCategory: item.category_id, nb: entry.nb }];
    }),
  );
}

function allCategories(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...allCategories(category.categories)]);
}

function passes(limit: ProductCountLimit, units: number): boolean {
  return limit.limit !== null && limit.current + units > limit.limit;
}

function remaining(limit: number, current: number, units: number): number {
  return Math.max(0, limit - current - units);
}

/**
 * browsing 5: adding is blocked when what was already ordered (current) plus the basket would pass a
 * limit: the order's total product count, a product's own limit, a category's. Only the counters the
 * change makes grow are checked, so taking units out is always allowed, even from a basket the limits
 * have overtaken since. `before` is the basket as it was, `after` as the change would make it.
 */
export function basketLimitViolation(catalogue: Catalogue, total: ProductCountLimit, before: Basket, after: Basket): BasketLimitViolation | null {
  return countsLimitViolation(catalogue, total, basketUnitCounts(catalogue, before), basketUnitCounts(catalogue, after));
}

const NO_UNITS: BasketUnitCounts = { total: 0, byProduct: new Map(), byCategory: new Map() };

/**
 * browsing 5, on the platform's side: an order passes a limit when what was already ordered (current)
 * plus its own units pass it.
 */
export function orderLimitViolation(catalogue: Catalogue, total: ProductCountLimit, dishes: readonly DishUnits[]): BasketLimitViolation | null {
  return countsLimitViolation(catalogue, total, NO_UNITS, dishUnitCounts(catalogue, dishes));
}

function countsLimitViolation(catalogue: Catalogue, total: ProductCountLimit, was: BasketUnitCounts, now: BasketUnitCounts): BasketLimitViolation | null {
  if (now.total > was.total && passes(total, now.total)) {
    return { rule: 'basket_limit_total_products', limit: total.limit!, remaining: remaining(total.limit!, total.current, was.total) };
  }
  for (const [productId, units] of now.byProduct) {
    const product = findProduct(catalogue, productId);
    if (!product || units <= (was.byProduct.get(productId) ?? 0)) continue;
    const limit = { limit: product.limit ?? null, current: product.current ?? 0 };
    if (passes(limit, units)) {
      return { rule: 'basket_limit_product', id: productId, limit: limit.limit!, remaining: remaining(limit.limit!, limit.current, was.byProduct.get(productId) ?? 0) };
    }
  }
  for (const category of allCategories(catalogue.categories)) {
    const units = now.byCategory.get(category.id) ?? 0;
    if (units <= (was.byCategory.get(category.id) ?? 0)) continue;
    const limit = { limit: category.limit ?? null, current: category.current ?? 0 };
    if (passes(limit, units)) {
      return { rule: 'basket_limit_category', id: category.id, limit: limit.limit!, remaining: remaining(limit.limit!, limit.current, was.byCategory.get(category.id) ?? 0) };
    }
  }
  return null;
}

/** The products whose units grew from `before` to `after` (a formula's dishes included). */
export function addedProductIds(catalogue: Catalogue, before: Basket, after: Basket): number[] {
  const was = basketUnitCounts(catalogue, before).byProduct;
  return [...basketUnitCounts(catalogue, after).byProduct].filter(([id, units]) => units > (was.get(id) ?? 0)).map(([id]) => id);
}
