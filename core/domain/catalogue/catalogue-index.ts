import type { Category, Product } from './catalogue';

/**
 * Issue 6 (long menus): a catalogue's visible products grouped by category, built once per product list
 * instead of filtering 2,000 products for each of 150 categories (and again for every "holds something?"
 * check up the tree). A catalogue is plain data replaced whole when it changes, never edited in place,
 * so an index stays right for as long as its product list lives; a new list gets a new index.
 */
export interface CatalogueIndex {
  /** browsing 3: the products a category lists itself, visible, not sold only inside a formula, by position. */
  readonly listed: (categoryId: number) => readonly Product[];
  /** Whether a category or one of its sub-categories lists a product. */
  readonly holdsProducts: (category: Category) => boolean;
}

const NONE: readonly Product[] = Object.freeze([]);
const indexes = new WeakMap<readonly Product[], CatalogueIndex>();

export function catalogueIndex(products: readonly Product[]): CatalogueIndex {
  const known = indexes.get(products);
  if (known) return known;
  const byCategory = new Map<number, Product[]>();
  for (const product of products) {
    if (!product.visible || product.isMenuOnly) continue;
    const list = byCategory.get(product.category_id);
    if (list) list.push(product);
    else byCategory.set(product.category_id, [product]);
  }
  for (const list of byCategory.values()) list.sort((a, b) => a.position - b.position);
  const holding = new WeakMap<Category, boolean>();
  const holdsProducts = (category: Category): boolean => {
    let holds = holding.get(category);
    if (holds === undefined) {
      holds = byCategory.has(category.id) || category.categories.some(holdsProducts);
      holding.set(category, holds);
    }
    return holds;
  };
  const index: CatalogueIndex = { listed: (categoryId) => byCategory.get(categoryId) ?? NONE, holdsProducts };
  indexes.set(products, index);
  return index;
}
