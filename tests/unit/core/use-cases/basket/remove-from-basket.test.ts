import { describe, expect, it } from 'vitest';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { RemoveFromBasket } from '../../../../../core/use-cases/basket/remove-from-basket';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const soda = aBasketEntry(aBasketProduct(), 2);
const steak = aBasketEntry(aBasketProduct({ id: 1, name: 'Steak', category_id: 10, unitPrice: 1500 }), 1);
const water = aBasketEntry(aBasketProduct({ id: 3, name: 'Water', unitPrice: 200 }), 1);

function setUp() {
  const basketStore = new BasketStore(new InMemoryKeyValueStore());
  basketStore.save(aBasketWith([soda, steak, water]));
  return { basketStore, removeFromBasket: new RemoveFromBasket(basketStore) };
}

describe('RemoveFromBasket', () => {
  it('browsing 4: a removed line is gone from the saved basket', () => {
    const { basketStore, removeFromBasket } = setUp();
    const basket = removeFromBasket.execute({ restaurantId: 'resto-1', keys: [steak.key] });
    expect(basket.basketProducts).toEqual([soda, water]);
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it('checkout 2: several lines are removed at once (products no longer available popup)', () => {
    const { basketStore, removeFromBasket } = setUp();
    removeFromBasket.execute({ restaurantId: 'resto-1', keys: [soda.key, water.key] });
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([steak]);
  });

  it('removing a line that is not in the basket leaves the others', () => {
    const { basketStore, removeFromBasket } = setUp();
    removeFromBasket.execute({ restaurantId: 'resto-1', keys: ['no-such-line'] });
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([soda, steak, water]);
  });
});
