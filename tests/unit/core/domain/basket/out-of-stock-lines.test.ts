import { describe, expect, it } from 'vitest';
import { basketLinesHitByOutOfStock } from '../../../../../core/domain/basket/out-of-stock-lines';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

const soda = aBasketEntry(aBasketProduct({ id: 2 }));
const burgerWithBacon = aBasketEntry(aBasketProduct({ id: 7, selectedOptions: [{ option_id: 4, item_ids: [401, 402] }] }));
const plainBurger = aBasketEntry(aBasketProduct({ id: 7, selectedOptions: [{ option_id: 4, item_ids: [402] }] }));
const basket = aBasketWith([soda, burgerWithBacon, plainBurger]);
const none = { quantityIds: [], productIds: [], optionItemIds: [] };

describe('basketLinesHitByOutOfStock (browsing 2.8: out-of-stock products are removed from the basket)', () => {
  it('every line of a product named in productIds is hit', () => {
    expect(basketLinesHitByOutOfStock(basket, { ...none, productIds: [7] })).toEqual([burgerWithBacon, plainBurger]);
  });

  it('a product named in quantityIds (not enough units left) is hit too', () => {
    expect(basketLinesHitByOutOfStock(basket, { ...none, quantityIds: [2] })).toEqual([soda]);
  });

  it('only the lines holding an option item named in optionItemIds are hit', () => {
    expect(basketLinesHitByOutOfStock(basket, { ...none, optionItemIds: [401] })).toEqual([burgerWithBacon]);
  });

  it('no entities hit nothing', () => {
    expect(basketLinesHitByOutOfStock(basket, none)).toEqual([]);
  });
});
