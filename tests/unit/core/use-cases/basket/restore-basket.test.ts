import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../../../../core/domain/basket/basket';
import { basketStorageKey, serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { RestoreBasket } from '../../../../../core/use-cases/basket/restore-basket';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const catalogue = aSteakAndSodaCatalogue();
const soda = aBasketEntry(aBasketProduct({ id: 2, name: 'Soda', category_id: 20, unitPrice: 300 }), 2);
const discontinued = aBasketEntry(aBasketProduct({ id: 77, name: 'Old dessert', category_id: 30, unitPrice: 450 }), 1);

function storing(raw: string | null) {
  const store = new InMemoryKeyValueStore(raw === null ? {} : { [basketStorageKey('resto-1')]: raw });
  const basketStore = new BasketStore(store);
  return { store, basketStore, restoreBasket: new RestoreBasket(basketStore) };
}

describe('RestoreBasket', () => {
  it('browsing 4: the basket left earlier comes back as it was when the catalogue still allows it', () => {
    const basket = aBasketWith([soda]);
    const { store, restoreBasket } = storing(serializeBasket(basket));
    expect(restoreBasket.execute({ restaurantId: 'resto-1', catalogue })).toEqual({ basket, storageProblem: null, removed: [] });
    expect(store.writes).toEqual([]);
  });

  it('a first visit, with nothing stored, gives an empty basket and nothing to report', () => {
    const { restoreBasket } = storing(null);
    expect(restoreBasket.execute({ restaurantId: 'resto-1', catalogue })).toEqual({ basket: emptyBasket('resto-1'), storageProblem: null, removed: [] });
  });

  it('checkout 4: lines the catalogue no longer allows are removed, reported and the cleaned basket saved', () => {
    const { basketStore, restoreBasket } = storing(serializeBasket(aBasketWith([soda, discontinued])));
    const restored = restoreBasket.execute({ restaurantId: 'resto-1', catalogue });
    expect(restored.removed).toEqual([discontinued]);
    expect(restored.basket.basketProducts).toEqual([soda]);
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([soda]);
  });

  it('corrupt storage gives an empty basket, names the problem and is overwritten, never an exception', () => {
    const { basketStore, restoreBasket } = storing('{"version": "1.7", "basketProd');
    expect(restoreBasket.execute({ restaurantId: 'resto-1', catalogue })).toEqual({ basket: emptyBasket('resto-1'), storageProblem: 'unreadable', removed: [] });
    expect(basketStore.read('resto-1')).toEqual({ basket: emptyBasket('resto-1'), problem: null });
  });

  it('browsing 9: a basket stored by an older version (below 1.7) is not restored, and the reason is given', () => {
    const { restoreBasket } = storing(serializeBasket(aBasketWith([soda], { version: '1.6' })));
    expect(restoreBasket.execute({ restaurantId: 'resto-1', catalogue })).toEqual({ basket: emptyBasket('resto-1'), storageProblem: 'outdated', removed: [] });
  });

  it('a stored basket with one unreadable line keeps the others and reports some_lines_unreadable', () => {
    const raw = JSON.stringify({ version: '1.7', restaurantToken: 'resto-1', basketProducts: [soda, { product: { id: 'x' }, nb: 1 }] });
    const { basketStore, restoreBasket } = storing(raw);
    const restored = restoreBasket.execute({ restaurantId: 'resto-1', catalogue });
    expect(restored).toEqual({ basket: aBasketWith([soda]), storageProblem: 'some_lines_unreadable', removed: [] });
    expect(basketStore.read('resto-1')).toEqual({ basket: aBasketWith([soda]), problem: null });
  });
});
