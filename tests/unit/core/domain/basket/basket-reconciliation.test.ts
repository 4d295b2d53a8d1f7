import { describe, expect, it } from 'vitest';
import { reconcileBasket } from '../../../../../core/domain/basket/basket-reconciliation';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aCappedToppingsOption, aMandatoryCookingOption, aProduct, aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';

const catalogue = aSteakAndSodaCatalogue();
const mediumSteak = aBasketProduct({ id: 1, name: 'Steak', category_id: 10, unitPrice: 1500, selectedOptions: [{ option_id: 200, item_ids: [202] }] });
const soda = aBasketProduct({ id: 2, name: 'Soda', category_id: 20, unitPrice: 300 });

/** The steak-and-soda catalogue with product 1 replaced. */
function withSteak(changes: Parameters<typeof aProduct>[0], base: Catalogue = catalogue): Catalogue {
  return { ...base, products: base.products.map((p) => (p.id === 1 ? aProduct({ ...p, ...changes }) : p)) };
}

describe('reconcileBasket (checkout 4: on load, basket products no longer valid are removed; browsing 4)', () => {
  it('checkout 4: lines that still fit the catalogue are all kept', () => {
    const basket = aBasketWith([aBasketEntry(mediumSteak, 2), aBasketEntry(soda, 1)]);
    expect(reconcileBasket(basket, catalogue)).toEqual({ basket, removed: [] });
  });

  it('checkout 4: a product no longer in the catalogue is removed', () => {
    const gone = aBasketEntry(aBasketProduct({ id: 77, category_id: 10 }), 1);
    const result = reconcileBasket(aBasketWith([gone, aBasketEntry(soda)]), catalogue);
    expect(result.removed).toEqual([gone]);
    expect(result.basket.basketProducts.map((e) => e.product.id)).toEqual([2]);
  });

  it('checkout 4: a product moved to another category is removed', () => {
    const entry = aBasketEntry(mediumSteak);
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ category_id: 20 })).removed).toEqual([entry]);
  });

  it('browsing 4: a product now out of stock or unavailable is removed', () => {
    const entry = aBasketEntry(mediumSteak);
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ stock: { number_available: 0 } })).removed).toEqual([entry]);
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ unavailable: true })).removed).toEqual([entry]);
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ visible: false })).removed).toEqual([entry]);
  });

  it('checkout 4: a product that became a formula is removed', () => {
    const entry = aBasketEntry(mediumSteak);
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ type: 'menu' })).removed).toEqual([entry]);
  });

  it('checkout 4: a line whose chosen item no longer exists is removed', () => {
    const entry = aBasketEntry(mediumSteak);
    const withoutMedium: Catalogue = {
      ...catalogue,
      options: [aMandatoryCookingOption({ product_option_items: aMandatoryCookingOption().product_option_items.filter((i) => i.id !== 202) }), aCappedToppingsOption()],
    };
    expect(reconcileBasket(aBasketWith([entry]), withoutMedium).removed).toEqual([entry]);
  });

  it('checkout 4: a line whose option the product no longer has is removed', () => {
    const entry = aBasketEntry(aBasketProduct({ ...mediumSteak, selectedOptions: [...mediumSteak.selectedOptions, { option_id: 300, item_ids: [301] }] }));
    expect(reconcileBasket(aBasketWith([entry]), withSteak({ product_option_ids: [200] })).removed).toEqual([entry]);
  });

  it('checkout 4: a line missing an option that became mandatory is removed', () => {
    const entry = aBasketEntry(mediumSteak);
    const toppingsNowMandatory: Catalogue = { ...catalogue, options: [aMandatoryCookingOption(), aCappedToppingsOption({ mandatory: true })] };
    expect(reconcileBasket(aBasketWith([entry]), toppingsNowMandatory).removed).toEqual([entry]);
  });

  it('lines kept take the catalogue current price with their options, and its current name', () => {
    const withToppings = aBasketProduct({ ...mediumSteak, name: 'Old name', unitPrice: 999, selectedOptions: [...mediumSteak.selectedOptions, { option_id: 300, item_ids: [301, 302] }] });
    const result = reconcileBasket(aBasketWith([aBasketEntry(withToppings, 2)]), withSteak({ price: 1600, name: 'Steak frites' }));
    expect(result.removed).toEqual([]);
    expect(result.basket.basketProducts[0]?.product).toEqual({ ...withToppings, name: 'Steak frites', unitPrice: 1600 + 2 * 100 });
    expect(result.basket.basketProducts[0]?.nb).toBe(2);
  });
});
