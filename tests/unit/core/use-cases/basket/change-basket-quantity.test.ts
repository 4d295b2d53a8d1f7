import { describe, expect, it } from 'vitest';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { ChangeBasketQuantity } from '../../../../../core/use-cases/basket/change-basket-quantity';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

const soda = aBasketEntry(aBasketProduct(), 2);
const steak = aBasketEntry(aBasketProduct({ id: 1, name: 'Steak', category_id: 10, unitPrice: 1500 }), 1);

function setUp() {
  const basketStore = new BasketStore(new InMemoryKeyValueStore());
  basketStore.save(aBasketWith([soda, steak]));
  return { basketStore, changeQuantity: new ChangeBasketQuantity(basketStore) };
}

describe('ChangeBasketQuantity', () => {
  it("browsing 4: a line's new quantity is saved", () => {
    const { basketStore, changeQuantity } = setUp();
    const basket = changeQuantity.execute({ restaurantId: 'resto-1', key: soda.key, quantity: 5 });
    expect(basket.basketProducts.map((e) => e.nb)).toEqual([5, 1]);
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it('a quantity above 99 is saved as 99', () => {
    const { basketStore, changeQuantity } = setUp();
    changeQuantity.execute({ restaurantId: 'resto-1', key: soda.key, quantity: 500 });
    expect(basketStore.read('resto-1').basket.basketProducts[0]?.nb).toBe(99);
  });

  it('browsing 4: a quantity of 0 removes the line, and the removal is saved', () => {
    const { basketStore, changeQuantity } = setUp();
    changeQuantity.execute({ restaurantId: 'resto-1', key: soda.key, quantity: 0 });
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([steak]);
  });
});
