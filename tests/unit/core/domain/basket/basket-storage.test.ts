import { describe, expect, it } from 'vitest';
import { basketEntryKey, emptyBasket } from '../../../../../core/domain/basket/basket';
import { basketStorageKey, isSavableBasket, restoreStoredBasket, serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

const soda = aBasketProduct();
const steak = aBasketProduct({ id: 1, name: { fr: 'Steak', en: 'Steak' }, category_id: 10, unitPrice: 1700, selectedOptions: [{ option_id: 200, item_ids: [202] }] });

/** A stored basket as the browser would hold it, with lines given as plain JSON values. */
function stored(lines: unknown[], overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ version: '1.7', restaurantToken: 'resto-1', basketProducts: lines, ...overrides });
}
const line = (product: unknown, nb: unknown = 1) => ({ key: 'whatever', product, nb });

describe('basket storage (browsing 4, 9: basket version 1.7, saved only if its version is at least 1.7)', () => {
  it('browsing 3: each restaurant has its own stored basket', () => {
    expect(basketStorageKey('resto-1')).not.toBe(basketStorageKey('resto-2'));
  });

  it('browsing 4: a basket of version 1.7 or later may be saved', () => {
    expect(isSavableBasket(aBasketWith([], { version: '1.7' }))).toBe(true);
    expect(isSavableBasket(aBasketWith([], { version: '1.10' }))).toBe(true);
    expect(isSavableBasket(aBasketWith([], { version: '2.0' }))).toBe(true);
  });

  it('browsing 4: a basket older than version 1.7 is not saved', () => {
    expect(isSavableBasket(aBasketWith([], { version: '1.6' }))).toBe(false);
    expect(isSavableBasket(aBasketWith([], { version: '0.9' }))).toBe(false);
    expect(isSavableBasket(aBasketWith([], { version: 'beta' }))).toBe(false);
  });

  it('browsing 4: a saved basket is restored as it was', () => {
    const basket = aBasketWith([aBasketEntry(soda, 2), aBasketEntry(steak, 1)]);
    expect(restoreStoredBasket(serializeBasket(basket), 'resto-1')).toEqual({ basket, problem: null });
  });

  it('nothing stored gives an empty basket, without a problem to report', () => {
    expect(restoreStoredBasket(null, 'resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: null });
  });

  it('browsing 9: a stored basket older than version 1.7 is not restored', () => {
    const old = stored([line(soda)], { version: '1.6' });
    expect(restoreStoredBasket(old, 'resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: 'outdated' });
  });

  it('unreadable JSON gives an empty basket and says so', () => {
    expect(restoreStoredBasket('{"version":"1.7",', 'resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: 'unreadable' });
  });

  it('JSON that is not a basket (no lines, no version) gives an empty basket and says so', () => {
    expect(restoreStoredBasket('[1,2]', 'resto-1').problem).toBe('unreadable');
    expect(restoreStoredBasket(JSON.stringify({ version: '1.7', restaurantToken: 'resto-1' }), 'resto-1').problem).toBe('unreadable');
    expect(restoreStoredBasket(JSON.stringify({ restaurantToken: 'resto-1', basketProducts: [] }), 'resto-1').problem).toBe('unreadable');
  });

  it('browsing 3: a basket stored for another restaurant is not restored', () => {
    expect(restoreStoredBasket(stored([line(soda)], { restaurantToken: 'resto-2' }), 'resto-1')).toEqual({
      basket: emptyBasket('resto-1'),
      problem: 'other_restaurant',
    });
  });

  it('one bad line is dropped while the others are kept, and the loss is reported', () => {
    const raw = stored([line(soda, 2), line({ ...steak, unitPrice: 'free' }), line(steak, 1)]);
    const restored = restoreStoredBasket(raw, 'resto-1');
    expect(restored.problem).toBe('some_lines_unreadable');
    expect(restored.basket.basketProducts).toEqual([aBasketEntry(soda, 2), aBasketEntry(steak, 1)]);
  });

  it.each([
    ['a negative price', line({ ...soda, unitPrice: -1 })],
    ['a fractional price', line({ ...soda, unitPrice: 2.5 })],
    ['no name', line({ ...soda, name: 42 })],
    ['a product id that is not a whole number', line({ ...soda, id: '2' })],
    ['a malformed option', line({ ...soda, selectedOptions: [{ option_id: 1, item_ids: ['a'] }] })],
    ['no options list', line({ ...soda, selectedOptions: null })],
    ['a quantity of 0', line(soda, 0)],
    ['a quantity above 99', line(soda, 100)],
    ['a fractional quantity', line(soda, 1.5)],
    ['no product', { nb: 1 }],
  ])('a line with %s cannot be read and is dropped', (_, badLine) => {
    const restored = restoreStoredBasket(stored([badLine, line(steak)]), 'resto-1');
    expect(restored.problem).toBe('some_lines_unreadable');
    expect(restored.basket.basketProducts).toEqual([aBasketEntry(steak, 1)]);
  });

  it('the line key is worked out again rather than trusted from storage', () => {
    const restored = restoreStoredBasket(stored([line(steak, 1)]), 'resto-1');
    expect(restored.basket.basketProducts[0]?.key).toBe(basketEntryKey(steak.id, steak.selectedOptions));
  });

  it('browsing 3: duplicate lines of the same composition are merged, up to 99 units', () => {
    const sameSteakOtherItemOrder = { ...steak, selectedOptions: [{ option_id: 200, item_ids: [202] }, { option_id: 300, item_ids: [] }] };
    const restored = restoreStoredBasket(stored([line(steak, 2), line(soda, 60), line(sameSteakOtherItemOrder, 3), line(soda, 60)]), 'resto-1');
    expect(restored.problem).toBeNull();
    expect(restored.basket.basketProducts.map((entry) => [entry.product.id, entry.nb])).toEqual([
      [1, 5],
      [2, 99],
    ]);
  });
});
