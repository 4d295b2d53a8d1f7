import { describe, expect, it } from 'vitest';
import type { Formula } from '../../../../../core/domain/formula/formula';
import { findMenuMatch, menuMatchSignature } from '../../../../../core/domain/home/menu-matching';
import { aBasketEntry, aBasketProduct } from '../../fixtures/basket-builders';
import { aCatalogue, aCategory, aProduct, anOption, optionItems } from '../../fixtures/catalogue-builders';

/** Main (1 croque 12.50, 2 quiche 11.50 with a paid side) and dessert (3 cookie 3.50, 4 cheesecake 5.50) at 15.90; a drink (5 juice 5.00, +0.50) for 18.90. */
const lunch: Formula = {
  id: 90,
  name: 'Lunch',
  description: '',
  category_id: 30,
  media_url: null,
  price: 1590,
  menu_choice: [
    { id: 1, name: 'Main', position: 1, menu_contents: [{ product_id: 1, position: 1, price: 0, visible: true }, { product_id: 2, position: 2, price: 0, visible: true }] },
    { id: 2, name: 'Dessert', position: 2, menu_contents: [{ product_id: 3, position: 1, price: 0, visible: true }, { product_id: 4, position: 2, price: 0, visible: false }, { product_id: 6, position: 3, price: 0, visible: true }] },
    { id: 3, name: 'Drink', position: 3, menu_contents: [{ product_id: 5, position: 1, price: 50, visible: true }] },
  ],
  menu_prices: [
    { id: 1, name: 'Main + dessert', price: 1590, menu_price_choice: [1, 2] },
    { id: 2, name: 'Main + dessert + drink', price: 1890, menu_price_choice: [1, 2, 3] },
  ],
};
const catalogue = aCatalogue({
  categories: [aCategory({ id: 10 }), aCategory({ id: 30 })],
  products: [
    aProduct({ id: 1, price: 1250 }),
    aProduct({ id: 2, price: 1150, product_option_ids: [100] }),
    aProduct({ id: 3, price: 350 }),
    aProduct({ id: 4, price: 550 }),
    aProduct({ id: 5, price: 500 }),
    aProduct({ id: 6, price: 550, stock: { number_available: 0 } }),
    aProduct({ id: 90, category_id: 30, type: 'menu', price: 1590 }),
  ],
  options: [anOption({ id: 100, product_option_items: optionItems([101, 102], 200) })],
  formulas: [lunch],
});
const line = (id: number, unitPrice: number, selectedOptions: { option_id: number; item_ids: number[] }[] = []) =>
  aBasketEntry(aBasketProduct({ id, name: `Dish ${id}`, category_id: 10, unitPrice, selectedOptions }));

describe('menu matching (browsing 2.2: the modal proposing a formula, config.hasMenuMatching)', () => {
  it('a main and a dessert of the formula, dearer apart: the formula is proposed with the saving', () => {
    const match = findMenuMatch(catalogue, [line(1, 1250), line(3, 350), line(5, 500)]);
    expect(match?.formula.id).toBe(90);
    // 12.50 + 3.50 + 5.00 = 21.00 apart; main + dessert + drink is 18.90 + 0.50 supplement: 19.40.
    expect(match?.menuPrice.id).toBe(2);
    expect([match?.formulaPrice, match?.separatePrice, match?.saving]).toEqual([1940, 2100, 160]);
    expect(match?.lines.map((matched) => [matched.productId, matched.stepId])).toEqual([
      [1, 1],
      [3, 2],
      [5, 3],
    ]);
  });

  it('the options chosen count on both sides (their price is in the formula too)', () => {
    const withSide = [{ option_id: 100, item_ids: [102] }];
    const match = findMenuMatch(catalogue, [line(2, 1350, withSide), line(3, 350)]);
    // 13.50 + 3.50 = 17.00 apart; the formula with the same side: 15.90 + 2.00 = 17.90: no saving.
    expect(match).toBeNull();
    const plain = findMenuMatch(catalogue, [line(1, 1250), line(3, 350)]);
    expect(plain?.saving).toBe(1600 - 1590);
  });

  it('nothing to propose without a dish for every step of a price choice', () => {
    expect(findMenuMatch(catalogue, [line(1, 1250), line(2, 1150)])).toBeNull();
    expect(findMenuMatch(catalogue, [])).toBeNull();
  });

  it('a dish hidden at its step, or no longer orderable, does not count', () => {
    expect(findMenuMatch(catalogue, [line(1, 1250), line(4, 550)])).toBeNull();
    expect(findMenuMatch(catalogue, [line(1, 1250), line(6, 550)])).toBeNull();
  });

  it('the same proposal has the same signature (a declined one is not proposed again)', () => {
    const a = findMenuMatch(catalogue, [line(1, 1250), line(3, 350), line(5, 500)]);
    const b = findMenuMatch(catalogue, [line(5, 500), line(1, 1250), line(3, 350)]);
    expect(a && menuMatchSignature(a)).toBe(b && menuMatchSignature(b));
  });
});
