import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import { OrderAgain } from '../../../../../core/use-cases/account/order-again';
import { AddFormulaToBasket } from '../../../../../core/use-cases/basket/add-formula-to-basket';
import { AddToBasket } from '../../../../../core/use-cases/basket/add-to-basket';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aHistoryOrder } from '../../domain/account/history-order-fixtures';

const { settings } = leComptoir;

function setUp() {
  const basketStore = new BasketStore(new InMemoryKeyValueStore());
  return { basketStore, orderAgain: new OrderAgain(new AddToBasket(basketStore), new AddFormulaToBasket(basketStore), basketStore) };
}

const withProducts = (catalogue: Catalogue, change: (id: number) => object | null): Catalogue => ({
  ...catalogue,
  products: catalogue.products.flatMap((product) => {
    const changed = change(product.id);
    return changed === null ? [] : [{ ...product, ...changed }];
  }),
});

describe('OrderAgain (issue 8: a past order’s lines back in the basket)', () => {
  it('puts every line back, priced from the current catalogue, options and formula dishes included', () => {
    const { orderAgain } = setUp();
    const result = orderAgain.execute({ restaurantId: 'le-comptoir', catalogue: leComptoir.catalogue, settings, order: aHistoryOrder() });
    expect(result.notPutBack).toEqual([]);
    expect(result.putBack).toBe(3);
    const lines = result.basket.basketProducts.map((entry) => [entry.product.id, entry.nb, entry.product.unitPrice]);
    // The burger: 16.50 € and a 2.50 € side; the formula: starter + main, 19.90 €.
    expect(lines).toEqual([
      [1101, 1, 1900],
      [2301, 1, 600],
      [3001, 2, 1990],
    ]);
  });

  it('says what could not be put back: a product gone, one unavailable, an option item gone; the rest goes in', () => {
    const { orderAgain } = setUp();
    let catalogue = withProducts(leComptoir.catalogue, (id) => (id === 2301 ? null : id === 1301 ? { unavailable: true } : {}));
    catalogue = { ...catalogue, options: catalogue.options.map((option) => (option.id === 2 ? { ...option, product_option_items: option.product_option_items.filter((item) => item.id !== 203) } : option)) };
    const result = orderAgain.execute({ restaurantId: 'le-comptoir', catalogue, settings, order: aHistoryOrder() });
    expect(result.notPutBack).toEqual([
      { name: 'Burger du Comptoir', count: 1, reason: 'option_gone' },
      { name: 'Côtes-du-Rhône', count: 1, reason: 'product_gone' },
      { name: 'Formule du midi', count: 2, reason: 'product_unavailable' },
    ]);
    expect(result.putBack).toBe(0);
    expect(result.basket.basketProducts).toEqual([]);
  });

  it('browsing 5: a line the basket’s limits refuse is said, the basket keeps what it had', () => {
    const { orderAgain } = setUp();
    const order = aHistoryOrder();
    const risotto = { ...order, formulas: [], products: [{ id: 1301, name: 'Risotto aux cèpes', count: 5, quantityName: '', price: 1700, vatRate: 10, options: [] }] };
    const result = orderAgain.execute({ restaurantId: 'le-comptoir', catalogue: leComptoir.catalogue, settings, order: risotto });
    expect(result.notPutBack).toEqual([{ name: 'Risotto aux cèpes', count: 5, reason: 'basket_limit' }]);
  });
});
