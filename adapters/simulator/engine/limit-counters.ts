import type { BasketLimitViolation, BasketUnitCounts, DishUnits } from '../../../core/domain/basket/basket-limits';
import { dishUnitCounts } from '../../../core/domain/basket/basket-limits';
import type { Catalogue, Category } from '../../../core/domain/catalogue/catalogue';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';

/** The dishes of a priced order with their units (a formula's dishes each count, browsing 5). */
export function orderDishes(priced: PricedOrder): DishUnits[] {
  return priced.lines.flatMap((line) => line.dishes.map((productId) => ({ productId, nb: line.nb })));
}

const hasLimit = (entity: { readonly limit?: number | null }) => entity.limit !== undefined && entity.limit !== null;

/** Whether the establishment limits anything, so that orders are counted only where it matters. */
export function limitsAnything(settings: RestaurantSettings, catalogue: Catalogue): boolean {
  const categories = (list: readonly Category[]): boolean => list.some((category) => hasLimit(category) || categories(category.categories));
  return settings.total_products_limit.limit !== null || catalogue.products.some(hasLimit) || categories(catalogue.categories);
}

/**
 * browsing 3 and 5: the platform's `current` counters: what its file says was already ordered, plus the
 * units of the orders it took today. Only limited products and categories carry them.
 */
export function withOrderedUnits(catalogue: Catalogue, ordered: BasketUnitCounts): Catalogue {
  // Issue 17: this runs for every order of an establishment with limits; a category with no limit in it or below
  // it is kept as it is (the catalogue is read only) rather than copied, with every category above it.
  const category = (entry: Category): Category => {
    const below = entry.categories.map(category);
    const changedBelow = below.some((child, index) => child !== entry.categories[index]);
    if (!hasLimit(entry) && !changedBelow) return entry;
    return {
      ...entry,
      ...(hasLimit(entry) && { current: (entry.current ?? 0) + (ordered.byCategory.get(entry.id) ?? 0) }),
      categories: changedBelow ? below : entry.categories,
    };
  };
  return {
    ...catalogue,
    categories: catalogue.categories.map(category),
    products: catalogue.products.map((product) => (hasLimit(product) ? { ...product, current: (product.current ?? 0) + (ordered.byProduct.get(product.id) ?? 0) } : product)),
  };
}

export function settingsWithOrderedUnits(settings: RestaurantSettings, ordered: BasketUnitCounts): RestaurantSettings {
  const { limit, current } = settings.total_products_limit;
  return limit === null ? settings : { ...settings, total_products_limit: { limit, current: current + ordered.total } };
}

export function countOrdered(catalogue: Catalogue, orders: readonly PricedOrder[]): BasketUnitCounts {
  return dishUnitCounts(catalogue, orders.flatMap(orderDishes));
}

/**
 * checkout 8: the refusal of an order passing a limit, with the limitation entities of browsing 3 (the
 * products to take out of the basket, the limited categories), served as a 422 naming the field.
 */
export function limitRejection(violation: BasketLimitViolation, catalogue: Catalogue, dishes: readonly DishUnits[]): OrderRejection {
  const message = `the order passes a limit of ${violation.limit} units (${violation.remaining} left)`;
  switch (violation.rule) {
    case 'basket_limit_product':
      return { err: 'limitation_products', entities: { productIds: [violation.id!], categoriesIds: [] }, field: 'products', message };
    case 'basket_limit_category': {
      const inCategory = dishUnitCounts(catalogue, dishes);
      const productIds = [...inCategory.byProduct.keys()].filter((id) => dishUnitCounts(catalogue, [{ productId: id, nb: 1 }]).byCategory.has(violation.id!));
      return { err: 'limitation_categories', entities: { productIds, categoriesIds: [violation.id!] }, field: 'products', message };
    }
    case 'basket_limit_total_products':
      return { err: 'limitation_total_products', field: 'products', message };
  }
}

/** Counts of two sets of orders together (the orders counted so far and the one just taken). */
export function addCounts(a: BasketUnitCounts, b: BasketUnitCounts): BasketUnitCounts {
  const merge = (x: ReadonlyMap<number, number>, y: ReadonlyMap<number, number>) => {
    const sum = new Map(x);
    for (const [key, units] of y) sum.set(key, (sum.get(key) ?? 0) + units);
    return sum;
  };
  return { total: a.total + b.total, byProduct: merge(a.byProduct, b.byProduct), byCategory: merge(a.byCategory, b.byCategory) };
}
