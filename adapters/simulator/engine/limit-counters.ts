import type { BasketLimitViolation, BasketUnitCounts, DishUnits } from '../../../core/domain/basket/basket-limits';
import { dishUnitCounts } from '../../../core/domain/basket/basket-limits';
import type { Catalogue, Category, Product } from '../../../core/domain/catalogue/catalogue';
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
  // Issue 17: the products are copied as an array (a copy of references) and only the limited ones made again,
  // their places found once per menu: most of a menu's products carry no limit.
  const products = catalogue.products.slice();
  for (const index of limitedProductIndexes(catalogue.products)) {
    const product = products[index]!;
    products[index] = { ...product, current: (product.current ?? 0) + (ordered.byProduct.get(product.id) ?? 0) };
  }
  return { ...catalogue, categories: catalogue.categories.map((entry) => categoryWithOrdered(entry, ordered)), products };
}

/**
 * Issue 17: this runs for every order of an establishment with limits; a category with no limit in it or below
 * it is kept as it is (the catalogue is read only) rather than copied, with every category above it. A function
 * of the module, not one made per call: under tsx (how `ordering serve` runs) each function made names itself
 * (`__name`, a property defined on it), which cost more than the work here.
 */
function categoryWithOrdered(entry: Category, ordered: BasketUnitCounts): Category {
  let below: Category[] | null = null;
  for (let index = 0; index < entry.categories.length; index += 1) {
    const child = entry.categories[index]!;
    const counted = categoryWithOrdered(child, ordered);
    if (counted === child) continue;
    below ??= [...entry.categories];
    below[index] = counted;
  }
  if (!hasLimit(entry) && below === null) return entry;
  return {
    ...entry,
    ...(hasLimit(entry) && { current: (entry.current ?? 0) + (ordered.byCategory.get(entry.id) ?? 0) }),
    categories: below ?? entry.categories,
  };
}

/** Where a menu's limited products are, per products array (the menu is read only: its array never changes). */
const limitedIndexes = new WeakMap<readonly Product[], readonly number[]>();

function limitedProductIndexes(products: readonly Product[]): readonly number[] {
  let indexes = limitedIndexes.get(products);
  if (indexes === undefined) {
    indexes = products.flatMap((product, index) => (hasLimit(product) ? [index] : []));
    limitedIndexes.set(products, indexes);
  }
  return indexes;
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
  return { total: a.total + b.total, byProduct: mergeCounts(a.byProduct, b.byProduct), byCategory: mergeCounts(a.byCategory, b.byCategory) };
}

/** Of the module rather than made in addCounts at each order (issue 17: tsx's `__name` was 12 us an order). */
function mergeCounts(x: ReadonlyMap<number, number>, y: ReadonlyMap<number, number>): Map<number, number> {
  const sum = new Map(x);
  for (const [key, units] of y) sum.set(key, (sum.get(key) ?? 0) + units);
  return sum;
}
