import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../../../../core/domain/basket/basket';
import { basketStorageKey, serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { aBasketEntry, aBasketWith } from '../../fixtures/basket-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

describe('BasketStore (browsing 4: saved after every change, only if its version is at least 1.7)', () => {
  it('browsing 4: a saved basket is read back as it was', () => {
    const store = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(store);
    const basket = aBasketWith([aBasketEntry()]);
    expect(basketStore.save(basket)).toBe(true);
    expect(store.get(basketStorageKey('resto-1'))).toBe(serializeBasket(basket));
    expect(basketStore.read('resto-1')).toEqual({ basket, problem: null });
  });

  it('browsing 4: a basket with a version older than 1.7 is not saved', () => {
    const store = new InMemoryKeyValueStore();
    expect(new BasketStore(store).save(aBasketWith([aBasketEntry()], { version: '1.6' }))).toBe(false);
    expect(store.writes).toEqual([]);
  });

  it('a storage that refuses the write (quota, private mode) is reported as not saved', () => {
    const store = new InMemoryKeyValueStore();
    store.refuseWrites = true;
    expect(new BasketStore(store).save(aBasketWith([aBasketEntry()]))).toBe(false);
  });

  it('a restaurant with nothing stored has an empty basket', () => {
    expect(new BasketStore(new InMemoryKeyValueStore()).read('resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: null });
  });

  it('corrupt storage reads as an empty basket with the problem named, never an exception', () => {
    const store = new InMemoryKeyValueStore({ [basketStorageKey('resto-1')]: 'not json at all' });
    expect(new BasketStore(store).read('resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: 'unreadable' });
  });

  it('checkout 4: emptying the basket stores an empty basket for that restaurant', () => {
    const store = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(store);
    basketStore.save(aBasketWith([aBasketEntry()]));
    expect(basketStore.empty('resto-1')).toEqual(emptyBasket('resto-1'));
    expect(basketStore.read('resto-1').basket).toEqual(emptyBasket('resto-1'));
  });

  it("browsing 3: each restaurant's basket is kept apart", () => {
    const basketStore = new BasketStore(new InMemoryKeyValueStore());
    basketStore.save(aBasketWith([aBasketEntry()], { restaurantToken: 'resto-2' }));
    expect(basketStore.read('resto-1').basket).toEqual(emptyBasket('resto-1'));
    expect(basketStore.read('resto-2').basket.basketProducts).toHaveLength(1);
  });
});
