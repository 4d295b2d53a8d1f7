import { describe, expect, it } from 'vitest';
import { basketEntryKey } from '../../../../../core/domain/basket/basket';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import type { OptionSelection } from '../../../../../core/domain/catalogue/option-selection';
import { AddToBasket } from '../../../../../core/use-cases/basket/add-to-basket';
import type { AddToBasketInput } from '../../../../../core/use-cases/basket/add-to-basket';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { aProduct, aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const catalogue = aSteakAndSodaCatalogue();
const medium: OptionSelection = [{ option_id: 200, item_ids: [202] }];

function setUp() {
  const store = new InMemoryKeyValueStore();
  const basketStore = new BasketStore(store);
  return { store, basketStore, addToBasket: new AddToBasket(basketStore) };
}

const input = (overrides: Partial<AddToBasketInput> = {}): AddToBasketInput => ({
  restaurantId: 'resto-1',
  catalogue,
  settings: aRestaurant(),
  productId: 1,
  selection: medium,
  quantity: 1,
  ...overrides,
});

function withProduct(changes: Parameters<typeof aProduct>[0]): Catalogue {
  return { ...catalogue, products: catalogue.products.map((p) => (p.id === 1 ? aProduct({ ...p, ...changes }) : p)) };
}

describe('AddToBasket', () => {
  it('browsing 4: a composed product goes into the basket and the basket is saved', () => {
    const { basketStore, addToBasket } = setUp();
    const result = addToBasket.execute(input({ quantity: 2 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.basketProducts).toEqual([
      { key: basketEntryKey(1, medium), product: { id: 1, name: 'Steak', category_id: 10, unitPrice: 1500, selectedOptions: medium }, nb: 2 },
    ]);
    expect(basketStore.read('resto-1').basket).toEqual(result.value);
  });

  it('browsing 4: the price comes from the catalogue, with the price of the options chosen', () => {
    const { addToBasket } = setUp();
    const result = addToBasket.execute(input({ selection: [...medium, { option_id: 300, item_ids: [301, 303] }] }));
    expect(result.ok && result.value.basketProducts[0]?.product.unitPrice).toBe(1500 + 2 * 100);
  });

  it('browsing 4: the basket is saved after every change, each addition adding to what is stored', () => {
    const { store, addToBasket } = setUp();
    addToBasket.execute(input());
    addToBasket.execute(input({ productId: 2, selection: [] }));
    const third = addToBasket.execute(input());
    expect(store.writes).toHaveLength(3);
    expect(third.ok && third.value.basketProducts.map((e) => [e.product.id, e.nb])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('a product that is not in the catalogue is refused and nothing is saved', () => {
    const { store, addToBasket } = setUp();
    expect(addToBasket.execute(input({ productId: 404 }))).toEqual({ ok: false, error: 'product_not_found' });
    expect(store.writes).toEqual([]);
  });

  it('browsing 3: a formula is not added as a product', () => {
    const { addToBasket } = setUp();
    expect(addToBasket.execute(input({ catalogue: withProduct({ type: 'menu' }) }))).toEqual({ ok: false, error: 'product_not_found' });
  });

  it('browsing 4: an unavailable or out-of-stock product cannot be added', () => {
    const { store, addToBasket } = setUp();
    expect(addToBasket.execute(input({ catalogue: withProduct({ unavailable: true }) }))).toEqual({ ok: false, error: 'product_unavailable' });
    expect(addToBasket.execute(input({ catalogue: withProduct({ stock: { number_available: 0 } }) }))).toEqual({ ok: false, error: 'product_unavailable' });
    expect(store.writes).toEqual([]);
  });

  it('browsing 4: a consultative product cannot be added', () => {
    const { addToBasket } = setUp();
    expect(addToBasket.execute(input({ catalogue: withProduct({ consultative: true }) }))).toEqual({ ok: false, error: 'product_unavailable' });
  });

  it('browsing 5: a product whose mandatory options are not chosen is refused', () => {
    const { store, addToBasket } = setUp();
    expect(addToBasket.execute(input({ selection: [{ option_id: 300, item_ids: [301] }] }))).toEqual({ ok: false, error: 'missing_mandatory_options' });
    expect(store.writes).toEqual([]);
  });

  it('browsing 5: a selection beyond an option maximum, or naming items the option lacks, is refused', () => {
    const { addToBasket } = setUp();
    expect(addToBasket.execute(input({ selection: [...medium, { option_id: 300, item_ids: [301, 302, 303] }] }))).toEqual({ ok: false, error: 'invalid_options' });
    expect(addToBasket.execute(input({ selection: [{ option_id: 200, item_ids: [202, 999] }] }))).toEqual({ ok: false, error: 'invalid_options' });
  });
});

describe('AddToBasket: browsing 4 and 5, the limits and consultative mode', () => {
  it('browsing 5: an add past the total limit is refused with its message key and the basket is kept', () => {
    const { basketStore, addToBasket } = setUp();
    addToBasket.execute(input({ quantity: 2 }));
    const settings = aRestaurant({ total_products_limit: { limit: 3, current: 1 } });
    expect(addToBasket.execute(input({ settings, quantity: 1 }))).toEqual({ ok: false, error: 'basket_limit_total_products' });
    expect(basketStore.read('resto-1').basket.basketProducts.map((entry) => entry.nb)).toEqual([2]);
  });

  it('browsing 5: a product with limit 2 and current 1 takes one more, not two', () => {
    const { addToBasket } = setUp();
    const limited = withProduct({ limit: 2, current: 1 });
    expect(addToBasket.execute(input({ catalogue: limited, quantity: 2 }))).toEqual({ ok: false, error: 'basket_limit_product' });
    expect(addToBasket.execute(input({ catalogue: limited, quantity: 1 })).ok).toBe(true);
  });

  it('browsing 4: nothing goes into the basket in consultative mode, unless the basket is allowed', () => {
    const { addToBasket } = setUp();
    expect(addToBasket.execute(input({ settings: aRestaurant({ consultative: true }) }))).toEqual({ ok: false, error: 'basket_closed_in_consultative_mode' });
    expect(addToBasket.execute(input({ settings: aRestaurant({ consultative: true, allow_basket_in_consultative: true }) })).ok).toBe(true);
  });
});
