import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../../../../core/domain/catalogue/catalogue';
import { catalogueIndex } from '../../../../../core/domain/catalogue/catalogue-index';

const product = (id: number, categoryId: number, position: number, extra: Partial<Product> = {}) =>
  ({ id, category_id: categoryId, position, visible: true, isMenuOnly: false, ...extra }) as Product;
const category = (id: number, children: Category[] = []) => ({ id, position: id, categories: children }) as unknown as Category;

describe('issue 6 (long menus): products indexed per category once', () => {
  const products = [product(1, 10, 2), product(2, 10, 1), product(3, 10, 0, { visible: false }), product(4, 20, 0, { isMenuOnly: true }), product(5, 31, 0)];

  it('lists each category by position, without invisible or formula-only products (browsing 3)', () => {
    const index = catalogueIndex(products);
    expect(index.listed(10).map((p) => p.id)).toEqual([2, 1]);
    expect(index.listed(20)).toEqual([]);
    expect(index.listed(99)).toEqual([]);
  });

  it('says whether a category or one below it lists something', () => {
    const index = catalogueIndex(products);
    expect(index.holdsProducts(category(20))).toBe(false);
    expect(index.holdsProducts(category(30, [category(31)]))).toBe(true);
  });

  it('builds one index per product list: a new list is indexed anew', () => {
    expect(catalogueIndex(products)).toBe(catalogueIndex(products));
    const changed = [...products, product(6, 20, 1)];
    expect(catalogueIndex(changed).listed(20).map((p) => p.id)).toEqual([6]);
  });
});
