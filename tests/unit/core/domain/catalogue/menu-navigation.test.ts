import { describe, expect, it } from 'vitest';
import {
  findCategoryPath,
  findProduct,
  hasVisibleProducts,
  isOrderable,
  menuCategories,
  productsOfCategory,
  resolveMenuRoute,
  sortByPosition,
  subCategories,
} from '../../../../../core/domain/catalogue/menu-navigation';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';

/**
 * Starters (1, empty), Mains (2) with sub-categories Burgers (21) and Salads (22, only an invisible
 * product), Drinks (3).
 */
const menu = aCatalogue({
  categories: [
    aCategory({ id: 3, name: 'Drinks', position: 3 }),
    aCategory({ id: 1, name: 'Starters', position: 1 }),
    aCategory({
      id: 2,
      name: 'Mains',
      position: 2,
      categories: [aCategory({ id: 22, name: 'Salads', position: 1 }), aCategory({ id: 21, name: 'Burgers', position: 2 })],
    }),
  ],
  products: [
    aProduct({ id: 10, category_id: 21, position: 2 }),
    aProduct({ id: 11, category_id: 21, position: 1 }),
    aProduct({ id: 12, category_id: 22, visible: false }),
    aProduct({ id: 30, category_id: 3 }),
  ],
});

describe('resolveMenuRoute (browsing 2.3)', () => {
  it('browsing 2.3: category id 0 means the home when a home page is configured', () => {
    expect(resolveMenuRoute(menu, '0', true)).toEqual({ kind: 'home' });
  });

  it('browsing 2.3: category id 0 without a home page shows the first non-empty category and its first non-empty sub-category', () => {
    const route = resolveMenuRoute(menu, '0', false);
    expect(route.kind).toBe('category');
    if (route.kind !== 'category') return;
    expect(route.category.id).toBe(2);
    expect(route.subcategoryId).toBe(21);
  });

  it('browsing 2.3: a first category without sub-categories is shown with no sub-category', () => {
    const flat = aCatalogue({ categories: [aCategory({ id: 5 })], products: [aProduct({ category_id: 5 })] });
    expect(resolveMenuRoute(flat, '0', false)).toEqual({ kind: 'category', category: flat.categories[0], subcategoryId: null });
  });

  it('browsing 2.3: category id 0 without a home page and with an empty menu says the menu is empty', () => {
    const empty = aCatalogue({ categories: [aCategory({ id: 1 })], products: [aProduct({ category_id: 1, visible: false })] });
    expect(resolveMenuRoute(empty, '0', false)).toEqual({ kind: 'empty-menu' });
  });

  it('browsing 2.3: a non-numeric category id goes home', () => {
    expect(resolveMenuRoute(menu, 'pizzas', false)).toEqual({ kind: 'home' });
    expect(resolveMenuRoute(menu, '-2', false)).toEqual({ kind: 'home' });
    expect(resolveMenuRoute(menu, '2.5', false)).toEqual({ kind: 'home' });
    expect(resolveMenuRoute(menu, '', false)).toEqual({ kind: 'home' });
  });

  it('browsing 2.3: an unknown category goes to /{restaurantId}', () => {
    expect(resolveMenuRoute(menu, '999', false)).toEqual({ kind: 'home' });
  });

  it('browsing 2.3: a top-level category id shows that category without a sub-category', () => {
    const route = resolveMenuRoute(menu, '3', true);
    expect(route).toEqual({ kind: 'category', category: expect.objectContaining({ id: 3 }), subcategoryId: null });
  });

  it('browsing 2.3: a sub-category id shows the top-level category holding it, with that sub-category selected', () => {
    const route = resolveMenuRoute(menu, '21', true);
    expect(route).toEqual({ kind: 'category', category: expect.objectContaining({ id: 2 }), subcategoryId: 21 });
  });
});

describe('menuCategories and subCategories (browsing 2.3: categories sorted by position, empty ones not shown)', () => {
  it('browsing 2.3: the menu bar lists non-empty top-level categories by position, skipping empty ones', () => {
    expect(menuCategories(menu).map((c) => c.id)).toEqual([2, 3]);
  });

  it('browsing 2.3: a category whose products are all in its sub-categories is not empty', () => {
    expect(hasVisibleProducts(menu, menu.categories.find((c) => c.id === 2)!)).toBe(true);
  });

  it('browsing 2.3: a category with only invisible products is empty', () => {
    expect(hasVisibleProducts(menu, aCategory({ id: 22 }))).toBe(false);
  });

  it('browsing 2.3: sub-categories are listed by position, skipping empty ones', () => {
    const mains = menu.categories.find((c) => c.id === 2)!;
    expect(subCategories(menu, mains).map((c) => c.id)).toEqual([21]);
  });
});

describe('productsOfCategory (browsing 3: product position and visible)', () => {
  it('browsing 3: products of a category are sorted by position and invisible ones are hidden', () => {
    expect(productsOfCategory(menu, 21).map((p) => p.id)).toEqual([11, 10]);
    expect(productsOfCategory(menu, 22)).toEqual([]);
  });

  it('browsing 3: products of sub-categories are not listed under their parent', () => {
    expect(productsOfCategory(menu, 2)).toEqual([]);
  });

  it('sorting by position leaves the list given untouched', () => {
    const items = [{ position: 2 }, { position: 1 }];
    expect(sortByPosition(items)).toEqual([{ position: 1 }, { position: 2 }]);
    expect(items).toEqual([{ position: 2 }, { position: 1 }]);
  });
});

describe('findCategoryPath and findProduct', () => {
  it('browsing 3: a sub-category is found with its ancestors, outermost first', () => {
    expect(findCategoryPath(menu, 21)?.map((c) => c.id)).toEqual([2, 21]);
  });

  it('browsing 3: an unknown category has no path', () => {
    expect(findCategoryPath(menu, 404)).toBeNull();
  });

  it('a product is found by id, and an unknown id finds nothing', () => {
    expect(findProduct(menu, 30)?.id).toBe(30);
    expect(findProduct(menu, 404)).toBeUndefined();
  });
});

describe('isOrderable (browsing 3: stock.number_available null means not available)', () => {
  it('browsing 3: a product whose stock is not tracked (stock null) can be ordered', () => {
    expect(isOrderable(aProduct({ stock: null }))).toBe(true);
  });

  it('browsing 3: a product with number_available null is not available', () => {
    expect(isOrderable(aProduct({ stock: { number_available: null } }))).toBe(false);
  });

  it('browsing 4: a product with no unit left in stock cannot be ordered', () => {
    expect(isOrderable(aProduct({ stock: { number_available: 0 } }))).toBe(false);
  });

  it('browsing 3: a product with units left in stock can be ordered', () => {
    expect(isOrderable(aProduct({ stock: { number_available: 3 } }))).toBe(true);
  });

  it('browsing 3-4: an invisible, unavailable or consultative product cannot be ordered', () => {
    expect(isOrderable(aProduct({ visible: false }))).toBe(false);
    expect(isOrderable(aProduct({ unavailable: true }))).toBe(false);
    expect(isOrderable(aProduct({ consultative: true }))).toBe(false);
  });
});
