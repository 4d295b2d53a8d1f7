import { describe, expect, it } from 'vitest';
import { ProductType } from '../../../../../core/domain/catalogue/catalogue';
import { HOME_BLOCK_SIZE, homeSelections, mostOrdered } from '../../../../../core/domain/home/home-selections';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';

const food = (id: number, overrides = {}) => aProduct({ id, name: `Dish ${id}`, category_id: 10, position: id, ...overrides });
const drink = (id: number, overrides = {}) => aProduct({ id, name: `Drink ${id}`, category_id: 20, product_type: ProductType.drink, position: id, ...overrides });

const catalogue = aCatalogue({
  categories: [aCategory({ id: 10 }), aCategory({ id: 20, product_type: ProductType.drink })],
  products: [
    food(1, { selectionType: 'accueil', position: 3 }),
    food(2, { selectionType: 'accueil', position: 1 }),
    food(3, { selectionType: 'best' }),
    food(4),
    food(5, { unavailable: true }),
    food(6, { visible: false, selectionType: 'accueil' }),
    food(7, { category_id: 99, selectionType: 'best' }),
    aProduct({ id: 8, category_id: 10, type: 'menu', product_type: ProductType.formula }),
    drink(21),
    drink(22, { product_type: ProductType.wine }),
    drink(23),
  ],
});

/** Always 0: the shuffle takes the same order every time. */
const firstDraw = { next: () => 0 };

describe('home selections (browsing 2.2: the blocks of the home)', () => {
  it('suggested products are the visible ones of selectionType accueil, in the order of the menu', () => {
    expect(homeSelections(catalogue, [], firstDraw).suggested.map((product) => product.id)).toEqual([2, 1]);
  });

  it('best products are those of selectionType best whose category exists', () => {
    expect(homeSelections(catalogue, [], firstDraw).best.map((product) => product.id)).toEqual([3]);
  });

  it('most ordered: the best sellers still orderable, most units first, split into to eat (food and formulas) and to drink (drinks and wines)', () => {
    const ordered = mostOrdered(catalogue, [
      { product_id: 21, nb_ordered: 50 },
      { product_id: 4, nb_ordered: 80 },
      { product_id: 5, nb_ordered: 500 },
      { product_id: 8, nb_ordered: 60 },
      { product_id: 22, nb_ordered: 70 },
      { product_id: 404, nb_ordered: 900 },
      { product_id: 23, nb_ordered: 0 },
    ]);
    expect(ordered.toEat.map((product) => product.id)).toEqual([4, 8]);
    expect(ordered.toDrink.map((product) => product.id)).toEqual([22, 21]);
  });

  it('most ordered: equal sales keep the order of the product ids, and each block holds 4 at most', () => {
    const many = aCatalogue({ categories: [aCategory({ id: 10 })], products: [1, 2, 3, 4, 5, 6].map((id) => food(id)) });
    const ordered = mostOrdered(many, [6, 5, 4, 3, 2, 1].map((product_id) => ({ product_id, nb_ordered: 10 })));
    expect(ordered.toEat.map((product) => product.id)).toEqual([1, 2, 3, 4]);
    expect(HOME_BLOCK_SIZE).toBe(4);
  });

  it('let yourself be tempted: drawn at random among the orderable products no other block shows', () => {
    const selections = homeSelections(catalogue, [{ product_id: 21, nb_ordered: 5 }], firstDraw);
    const elsewhere = [...selections.suggested, ...selections.best, ...selections.mostOrdered.toEat, ...selections.mostOrdered.toDrink].map((p) => p.id);
    const tempting = selections.tempting.map((product) => product.id);
    expect(tempting.length).toBeGreaterThan(0);
    expect(tempting.length).toBeLessThanOrEqual(HOME_BLOCK_SIZE);
    for (const id of tempting) {
      expect(elsewhere).not.toContain(id);
      expect([5, 6, 7]).not.toContain(id);
    }
  });

  it('let yourself be tempted: another draw, another choice', () => {
    let seed = 0.999;
    const other = homeSelections(catalogue, [], { next: () => (seed = (seed * 7.3) % 1) }).tempting.map((product) => product.id);
    const first = homeSelections(catalogue, [], firstDraw).tempting.map((product) => product.id);
    expect(new Set([...first, ...other]).size).toBeGreaterThan(first.length);
  });
});
