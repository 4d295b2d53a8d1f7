import { describe, expect, it } from 'vitest';
import {
  BASKET_VERSION,
  MAX_LINE_QUANTITY,
  addToBasket,
  basketEntryKey,
  basketItemCount,
  emptyBasket,
  isBasketEmpty,
  removeEntry,
  setEntryQuantity,
} from '../../../../../core/domain/basket/basket';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

const burger = aBasketProduct({
  id: 5,
  name: 'Burger',
  category_id: 10,
  unitPrice: 1200,
  selectedOptions: [
    { option_id: 300, item_ids: [302, 301] },
    { option_id: 200, item_ids: [201] },
  ],
});

describe('basket (browsing 3: one basket per restaurant, basketProducts of product and nb)', () => {
  it('browsing 3, 9: a new basket is empty, belongs to its restaurant and has version 1.7', () => {
    const basket = emptyBasket('resto-1');
    expect(basket).toEqual({ version: '1.7', restaurantToken: 'resto-1', basketProducts: [] });
    expect(BASKET_VERSION).toBe('1.7');
    expect(isBasketEmpty(basket)).toBe(true);
  });

  it('browsing 3: adding a product makes a line with its quantity', () => {
    const basket = addToBasket(emptyBasket('resto-1'), burger, 2);
    expect(basket.basketProducts).toEqual([{ key: basketEntryKey(5, burger.selectedOptions), product: burger, nb: 2 }]);
    expect(isBasketEmpty(basket)).toBe(false);
  });

  it('browsing 3: the same product with the same options is one line, whatever the order its items were picked in', () => {
    const sameInOtherOrder = aBasketProduct({
      ...burger,
      selectedOptions: [
        { option_id: 200, item_ids: [201] },
        { option_id: 300, item_ids: [301, 302] },
      ],
    });
    expect(basketEntryKey(5, sameInOtherOrder.selectedOptions)).toBe(basketEntryKey(5, burger.selectedOptions));
    const basket = addToBasket(addToBasket(emptyBasket('resto-1'), burger, 1), sameInOtherOrder, 2);
    expect(basket.basketProducts).toHaveLength(1);
    expect(basket.basketProducts[0]?.nb).toBe(3);
  });

  it('browsing 3: an option answered with no item is the same composition as an option not answered', () => {
    expect(basketEntryKey(5, [{ option_id: 300, item_ids: [] }])).toBe(basketEntryKey(5, []));
  });

  it('browsing 3: the same product with other options is another line', () => {
    const other = aBasketProduct({ ...burger, selectedOptions: [{ option_id: 200, item_ids: [202] }] });
    expect(basketEntryKey(5, other.selectedOptions)).not.toBe(basketEntryKey(5, burger.selectedOptions));
    const basket = addToBasket(addToBasket(emptyBasket('resto-1'), burger, 1), other, 1);
    expect(basket.basketProducts).toHaveLength(2);
  });

  it('a line holds at most 99 units, however many are added', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(addToBasket(emptyBasket('resto-1'), burger, 150).basketProducts[0]?.nb).toBe(99);
    const full = addToBasket(addToBasket(emptyBasket('resto-1'), burger, 98), burger, 5);
    expect(full.basketProducts[0]?.nb).toBe(99);
  });

  it('adding 0 units of a product leaves the basket as it was', () => {
    const basket = aBasketWith([aBasketEntry()]);
    expect(addToBasket(basket, burger, 0)).toEqual(basket);
  });

  it('a quantity is set to a whole number between 1 and 99', () => {
    const entry = aBasketEntry(burger, 1);
    const basket = aBasketWith([entry]);
    expect(setEntryQuantity(basket, entry.key, 4).basketProducts[0]?.nb).toBe(4);
    expect(setEntryQuantity(basket, entry.key, 2.7).basketProducts[0]?.nb).toBe(2);
    expect(setEntryQuantity(basket, entry.key, 1000).basketProducts[0]?.nb).toBe(99);
  });

  it('a quantity of 0 or less removes the line', () => {
    const entry = aBasketEntry(burger, 3);
    const soda = aBasketEntry();
    const basket = aBasketWith([entry, soda]);
    expect(setEntryQuantity(basket, entry.key, 0).basketProducts).toEqual([soda]);
    expect(setEntryQuantity(basket, entry.key, -2).basketProducts).toEqual([soda]);
  });

  it('changing the quantity of a line that is not in the basket changes nothing', () => {
    const basket = aBasketWith([aBasketEntry(burger, 1)]);
    expect(setEntryQuantity(basket, 'no-such-line', 5)).toEqual(basket);
  });

  it('removing a line leaves the other lines', () => {
    const entry = aBasketEntry(burger, 1);
    const soda = aBasketEntry();
    expect(removeEntry(aBasketWith([entry, soda]), entry.key).basketProducts).toEqual([soda]);
  });

  it('the item count adds up the quantities of every line', () => {
    expect(basketItemCount(aBasketWith([aBasketEntry(burger, 2), aBasketEntry(aBasketProduct(), 3)]))).toBe(5);
    expect(basketItemCount(emptyBasket('resto-1'))).toBe(0);
  });
});
