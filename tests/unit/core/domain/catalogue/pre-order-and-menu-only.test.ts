import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { hasVisibleProducts, isOrderable, isPreOrder, isSoldAlone, productsOfCategory } from '../../../../../core/domain/catalogue/menu-navigation';
import { formulaEntry } from '../../../../../core/domain/basket/formula-entry';
import { canQuickAdd } from '../../../../../core/domain/basket/quick-add';
import { reconcileBasket } from '../../../../../core/domain/basket/basket-reconciliation';
import { priceOrder } from '../../../../../core/domain/order/order-pricing';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { AddToBasket } from '../../../../../core/use-cases/basket/add-to-basket';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { aTakeAwayPayload, withLines } from '../../../adapters/fixtures/order-payloads';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

describe('browsing 3: preOrderWhenUnavailable, a product marked unavailable that still takes pre-orders', () => {
  it('an unavailable product is orderable, as a pre-order, only when it takes pre-orders', () => {
    const galette = aProduct({ unavailable: true, preOrderWhenUnavailable: true });
    expect(isOrderable(galette)).toBe(true);
    expect(isPreOrder(galette)).toBe(true);
    expect(isOrderable(aProduct({ unavailable: true }))).toBe(false);
    expect(isPreOrder(aProduct())).toBe(false);
  });

  it('pre-orders never open what else closes a product: hidden, consultative or sold out', () => {
    for (const closed of [{ visible: false }, { consultative: true }, { stock: { number_available: 0 } }]) {
      const product = aProduct({ unavailable: true, preOrderWhenUnavailable: true, ...closed });
      expect(isOrderable(product)).toBe(false);
      expect(isPreOrder(product)).toBe(false);
    }
  });

  it('the demo galette des rois of Le Comptoir is a pre-order, and the menu lists it', () => {
    const galette = leComptoir.catalogue.products.find((product) => product.id === 1404)!;
    expect(isPreOrder(galette)).toBe(true);
    expect(productsOfCategory(leComptoir.catalogue, galette.category_id).map((product) => product.id)).toContain(1404);
  });
});

describe('browsing 3: isMenuOnly, a product sold only inside a formula', () => {
  const islandId = 1405;
  const island = leComptoir.catalogue.products.find((product) => product.id === islandId)!;

  it('is not listed in its category, cannot be bought alone, nor quick-added', () => {
    expect(island.isMenuOnly).toBe(true);
    expect(productsOfCategory(leComptoir.catalogue, island.category_id).map((product) => product.id)).not.toContain(islandId);
    expect(isSoldAlone(island)).toBe(false);
    expect(canQuickAdd(leComptoir.catalogue, island)).toBe(false);
  });

  it('a category holding only menu-only products is empty to the menu', () => {
    const catalogue = aCatalogue({ categories: [aCategory({ id: 5 })], products: [aProduct({ id: 1, category_id: 5, isMenuOnly: true })] });
    expect(hasVisibleProducts(catalogue, catalogue.categories[0]!)).toBe(false);
  });

  it('AddToBasket refuses it alone', () => {
    const store = new BasketStore(new InMemoryKeyValueStore());
    const result = new AddToBasket(store).execute({ restaurantId: 'le-comptoir', settings: leComptoir.settings, catalogue: leComptoir.catalogue, productId: islandId, selection: [], quantity: 1 });
    expect(result).toEqual({ ok: false, error: 'product_unavailable' });
  });

  it('it is a dish of the lunch set menu', () => {
    const entry = formulaEntry(leComptoir.catalogue, 3001, [
      { product_id: 1001, menu_choice_id: 1, options: [] },
      { product_id: 1202, menu_choice_id: 2, options: [{ option_id: 2, item_ids: [201] }] },
      { product_id: islandId, menu_choice_id: 3, options: [] },
    ]);
    expect(entry).toMatchObject({ ok: true, value: { products: [{ product_id: 1001 }, { product_id: 1202 }, { product_id: islandId }] } });
  });

  it('a basket line of it alone, saved before, is taken out on load', () => {
    const basket = aBasketWith([aBasketEntry(aBasketProduct({ id: islandId, name: island.name, category_id: island.category_id, unitPrice: island.price }))]);
    expect(reconcileBasket(basket, leComptoir.catalogue).removed).toHaveLength(1);
  });

  it('the platform refuses an order line of it alone, naming the line (simulator pricing)', () => {
    const takeAway = leComptoir.settings.orderTypes.find((type) => type.id === OrderTypeId.takeAway)!;
    const line = { type: 'product' as const, product_id: islandId, name: 'Île flottante', nb: 1, unit_price: island.price, options: [] };
    const result = priceOrder(leComptoir.catalogue, takeAway, withLines(aTakeAwayPayload(), line));
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringContaining('isMenuOnly') } });
  });
});
