import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../../core/domain/catalogue/catalogue';
import { ProductType } from '../../../../../core/domain/catalogue/catalogue';
import { categoriesPageGroups } from '../../../../../core/domain/catalogue/menu-categories-page';
import { aCatalogue, aProduct } from '../../fixtures/catalogue-builders';

const category = (id: number, position: number, product_type: ProductType, categories: Category[] = []): Category => ({ id, name: `C${id}`, description: '', position, product_type, categories });

describe('browsing 2.3: the categories page, grouped and sorted', () => {
  const catalogue = aCatalogue({
    categories: [
      category(40, 4, ProductType.formula),
      category(30, 3, ProductType.wine),
      category(10, 1, ProductType.food, [category(12, 2, ProductType.food), category(11, 1, ProductType.food), category(13, 3, ProductType.food)]),
      category(25, 5, ProductType.drink),
      category(20, 2, ProductType.drink),
      category(50, 6, ProductType.food),
    ],
    products: [11, 12, 20, 25, 30, 40, 50].map((categoryId, index) => aProduct({ id: index + 1, category_id: categoryId })),
  });

  it('a parent lists its sub-categories by position; empty ones are left out', () => {
    const [first] = categoriesPageGroups(catalogue);
    expect(first?.parent?.id).toBe(10);
    expect(first?.categories.map((c) => c.id)).toEqual([11, 12]);
  });

  it('categories without sub-categories are grouped by product type: foods, drinks, wines, formulas, each by position', () => {
    const byType = categoriesPageGroups(catalogue).filter((group) => group.parent === null);
    expect(byType.map((group) => [group.productType, group.categories.map((c) => c.id)])).toEqual([
      ['foods', [50]],
      ['drinks', [20, 25]],
      ['wines', [30]],
      ['formulas', [40]],
    ]);
  });
});
