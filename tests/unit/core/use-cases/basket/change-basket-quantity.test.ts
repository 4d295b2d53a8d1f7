import { describe, expect, it } from 'vitest';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { ChangeBasketQuantity } from '../../../../../core/use-cases/basket/change-basket-quantity';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aCatalogue } from '../../fixtures/catalogue-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

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
    const result = changeQuantity.execute({ restaurantId: 'resto-1', catalogue: aCatalogue(), settings: aRestaurant(), key: soda.key, quantity: 5 });
    expect(result.ok && result.value.basketProducts.map((e) => e.nb)).toEqual([5, 1]);
    expect(result.ok && basketStore.read('resto-1').basket).toEqual(result.ok && result.value);
  });

  it('a quantity above 99 is saved as 99', () => {
    const { basketStore, changeQuantity } = setUp();
    changeQuantity.execute({ restaurantId: 'resto-1', catalogue: aCatalogue(), settings: aRestaurant(), key: soda.key, quantity: 500 });
    expect(basketStore.read('resto-1').basket.basketProducts[0]?.nb).toBe(99);
  });

  it('browsing 4: a quantity of 0 removes the line, and the removal is saved', () => {
    const { basketStore, changeQuantity } = setUp();
    changeQuantity.execute({ restaurantId: 'resto-1', catalogue: aCatalogue(), settings: aRestaurant(), key: soda.key, quantity: 0 });
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([steak]);
  });
});

describe('ChangeBasketQuantity: browsing 5, limits', () => {
  it('"+" past a limit is refused and the quantity kept; "-" always goes', () => {
    const { basketStore, changeQuantity } = setUp();
    const settings = aRestaurant({ total_products_limit: { limit: 3, current: 0 } });
    const base = { restaurantId: 'resto-1', catalogue: aCatalogue(), settings, key: soda.key };
    expect(changeQuantity.execute({ ...base, quantity: 3 })).toEqual({ ok: false, error: 'basket_limit_total_products' });
    expect(basketStore.read('resto-1').basket.basketProducts[0]?.nb).toBe(2);
    expect(changeQuantity.execute({ ...base, quantity: 1 }).ok).toBe(true);
  });
});
