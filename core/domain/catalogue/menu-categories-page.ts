import type { Catalogue, Category } from './catalogue';
import { ProductType } from './catalogue';
import { hasVisibleProducts, sortByPosition, subCategories } from './menu-navigation';

export type CategoryGroupKind = 'foods' | 'drinks' | 'wines' | 'formulas';

export interface CategoryGroup {
  /** A parent category's id when grouped by parent; null for a group by product type. */
  readonly parent: Category | null;
  readonly productType: CategoryGroupKind | null;
  readonly categories: readonly Category[];
}

const KIND_OF_TYPE: Record<ProductType, CategoryGroupKind> = {
  [ProductType.food]: 'foods',
  [ProductType.drink]: 'drinks',
  [ProductType.wine]: 'wines',
  [ProductType.formula]: 'formulas',
};
const KIND_ORDER: readonly CategoryGroupKind[] = ['foods', 'drinks', 'wines', 'formulas'];

/**
 * browsing 2.3: the categories page groups categories by parent (a top-level category holding
 * sub-categories lists them) or, for top-level categories without sub-categories, by product type
 * (foods, drinks, wines, formulas); every list is sorted by position and empty categories are left out.
 */
export function categoriesPageGroups(catalogue: Catalogue): CategoryGroup[] {
  const tops = sortByPosition(catalogue.categories).filter((category) => hasVisibleProducts(catalogue, category));
  const byParent: CategoryGroup[] = [];
  const loose = new Map<CategoryGroupKind, Category[]>();
  for (const top of tops) {
    const children = subCategories(catalogue, top);
    if (children.length > 0) {
      byParent.push({ parent: top, productType: null, categories: children });
    } else {
      const kind = KIND_OF_TYPE[top.product_type];
      loose.set(kind, [...(loose.get(kind) ?? []), top]);
    }
  }
  const byType = KIND_ORDER.flatMap((kind) => {
    const categories = loose.get(kind);
    return categories ? [{ parent: null, productType: kind, categories }] : [];
  });
  return [...byParent, ...byType];
}
