import type { Catalogue, Category, Product } from './catalogue';
import { catalogueIndex } from './catalogue-index';

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

export function sortByPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort(byPosition);
}

/**
 * The products a category lists itself (not its sub-categories), by position: visible ones, not those
 * sold only inside a formula (browsing 3: isMenuOnly). Read from the catalogue's index (issue 6).
 */
export function productsOfCategory(catalogue: Catalogue, categoryId: number): readonly Product[] {
  return catalogueIndex(catalogue.products).listed(categoryId);
}

export function hasVisibleProducts(catalogue: Catalogue, category: Category): boolean {
  return catalogueIndex(catalogue.products).holdsProducts(category);
}

/** Top-level categories worth showing in the menu bar: non-empty, by position. */
export function menuCategories(catalogue: Catalogue): Category[] {
  return sortByPosition(catalogue.categories).filter((c) => hasVisibleProducts(catalogue, c));
}

/** Non-empty sub-categories of a category, by position. */
export function subCategories(catalogue: Catalogue, category: Category): Category[] {
  return sortByPosition(category.categories).filter((c) => hasVisibleProducts(catalogue, c));
}

/** The category and its ancestors, outermost first; null when the id is unknown. */
export function findCategoryPath(catalogue: Catalogue, categoryId: number): Category[] | null {
  const search = (categories: readonly Category[], trail: Category[]): Category[] | null => {
    for (const category of categories) {
      const path = [...trail, category];
      if (category.id === categoryId) return path;
      const found = search(category.categories, path);
      if (found) return found;
    }
    return null;
  };
  return search(catalogue.categories, []);
}

export type MenuRoute =
  | { readonly kind: 'category'; readonly category: Category; readonly subcategoryId: number | null }
  | { readonly kind: 'home' }
  | { readonly kind: 'empty-menu' };

/**
 * browsing 2.3: category id 0 means the home; with no home page configured it shows the first non-empty
 * category and its first sub-category. A non-numeric id goes home; an unknown category goes to
 * /{restaurantId}. A sub-category id in the address selects the top-level category that holds it.
 */
export function resolveMenuRoute(catalogue: Catalogue, rawCategoryId: string, hasHomePage: boolean): MenuRoute {
  if (!/^\d+$/.test(rawCategoryId)) return { kind: 'home' };
  const categoryId = Number(rawCategoryId);
  if (categoryId === 0) {
    if (hasHomePage) return { kind: 'home' };
    const first = menuCategories(catalogue)[0];
    if (!first) return { kind: 'empty-menu' };
    return { kind: 'category', category: first, subcategoryId: subCategories(catalogue, first)[0]?.id ?? null };
  }
  const path = findCategoryPath(catalogue, categoryId);
  if (!path) return { kind: 'home' };
  const [top] = path;
  return { kind: 'category', category: top!, subcategoryId: path.length > 1 ? categoryId : null };
}

export function findProduct(catalogue: Catalogue, productId: number): Product | undefined {
  return catalogue.products.find((p) => p.id === productId);
}

/**
 * Whether a product can go into the basket: visible, not marked unavailable (unless it takes pre-orders
 * then), not consultative, and in stock when stock is tracked (browsing 3: number_available null means
 * not available). A menu-only product passes: whether it may be sold alone is isSoldAlone's question.
 */
export function isOrderable(product: Product): boolean {
  if (!product.visible || product.consultative) return false;
  if (product.unavailable && !product.preOrderWhenUnavailable) return false;
  if (product.stock === null) return true;
  return product.stock.number_available !== null && product.stock.number_available > 0;
}

/** browsing 3: preOrderWhenUnavailable: marked unavailable today, yet orderable ahead. */
export function isPreOrder(product: Product): boolean {
  return product.unavailable && product.preOrderWhenUnavailable === true && isOrderable(product);
}

/** Whether a product may be a basket or order line of its own (browsing 3: isMenuOnly ones go in formulas). */
export function isSoldAlone(product: Product): boolean {
  return isOrderable(product) && !product.isMenuOnly;
}
