import { describe, expect, it } from 'vitest';
import { addToBasket, basketItemKey, emptyBasket, formulaEntryKey } from '../../../../../core/domain/basket/basket';
import { basketLineDetails } from '../../../../../core/domain/basket/basket-line-details';
import { reconcileBasket } from '../../../../../core/domain/basket/basket-reconciliation';
import { restoreStoredBasket, serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import { basketLinesHitByOutOfStock } from '../../../../../core/domain/basket/out-of-stock-lines';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { FISH, LUNCH, MAIN, SOUP, STARTER, STEAK, aLunchCatalogue } from '../../fixtures/formula-builders';

const lunch = aBasketFormula();

describe('formula lines in the basket (browsing 3: basket entry for a formula)', () => {
  it('the same formula with the same dishes is one line; another dish or option is another line', () => {
    const twice = addToBasket(addToBasket(emptyBasket('resto-1'), lunch, 1), lunch, 2);
    expect(twice.basketProducts.map((entry) => entry.nb)).toEqual([3]);
    const withFish = aBasketFormula({ products: [lunch.products[0]!, { product_id: FISH, menu_choice_id: MAIN, options: [] }] });
    const wellDone = aBasketFormula({ products: [lunch.products[0]!, { product_id: STEAK, menu_choice_id: MAIN, options: [{ option_id: 200, item_ids: [203] }] }] });
    expect(new Set([lunch, withFish, wellDone].map(basketItemKey)).size).toBe(3);
    // The order the dishes are listed in does not make another line.
    expect(formulaEntryKey(LUNCH, 1, [...lunch.products].reverse())).toBe(basketItemKey(lunch));
  });

  it('browsing 4 and 9: a formula is saved and restored with its price choice and dishes, in a basket of version 1.7', () => {
    const basket = aBasketWith([aBasketEntry(lunch, 2), aBasketEntry(aBasketProduct(), 1)]);
    expect(restoreStoredBasket(serializeBasket(basket), 'resto-1')).toEqual({ basket, problem: null });
  });

  it('old baskets, whose product lines carry no type, are still restored as products', () => {
    const old = JSON.stringify({ version: '1.7', restaurantToken: 'resto-1', basketProducts: [{ key: 'x', product: { id: 2, name: 'Soda', category_id: 20, unitPrice: 300, selectedOptions: [] }, nb: 1 }] });
    expect(restoreStoredBasket(old, 'resto-1')).toEqual({ basket: aBasketWith([aBasketEntry(aBasketProduct())]), problem: null });
  });

  it('a stored formula line that cannot be read is dropped and the loss reported', () => {
    const broken = { ...lunch, products: [{ product_id: 'soup', menu_choice_id: 1, options: [] }] };
    const raw = JSON.stringify({ version: '1.7', restaurantToken: 'resto-1', basketProducts: [{ key: 'x', product: broken, nb: 1 }, aBasketEntry(aBasketProduct())] });
    expect(restoreStoredBasket(raw, 'resto-1')).toEqual({ basket: aBasketWith([aBasketEntry(aBasketProduct())]), problem: 'some_lines_unreadable' });
  });

  it('checkout 4: on load a formula is re-priced like a product, and removed when a dish can no longer be served', () => {
    const catalogue = aLunchCatalogue();
    const stale = aBasketEntry(aBasketFormula({ unitPrice: 999 }), 2);
    expect(reconcileBasket(aBasketWith([stale]), catalogue)).toEqual({ basket: aBasketWith([aBasketEntry(lunch, 2)]), removed: [] });
    const soldOutSoup = aLunchCatalogue({ products: { [SOUP]: { stock: { number_available: 0 } } } });
    expect(reconcileBasket(aBasketWith([stale]), soldOutSoup).removed).toEqual([stale]);
    const movedFormula = aLunchCatalogue({ products: { [LUNCH]: { category_id: 10 } } });
    expect(reconcileBasket(aBasketWith([stale]), movedFormula).removed).toEqual([stale]);
  });

  it('browsing 2.8: a formula line is hit by an out-of-stock answer naming any of its dishes, or the formula', () => {
    const basket = aBasketWith([aBasketEntry(lunch), aBasketEntry(aBasketProduct())]);
    const none = { productIds: [], quantityIds: [], optionItemIds: [] };
    expect(basketLinesHitByOutOfStock(basket, { ...none, productIds: [STEAK] })).toEqual([aBasketEntry(lunch)]);
    expect(basketLinesHitByOutOfStock(basket, { ...none, quantityIds: [LUNCH] })).toEqual([aBasketEntry(lunch)]);
    expect(basketLinesHitByOutOfStock(basket, { ...none, optionItemIds: [202] })).toEqual([aBasketEntry(lunch)]);
    expect(basketLinesHitByOutOfStock(basket, { ...none, productIds: [FISH] })).toEqual([]);
  });

  it('issue 6: a formula line shows its price choice and the dish of each step, with supplements and option extras', () => {
    const catalogue = aLunchCatalogue();
    const item = aBasketFormula({
      menu_price_id: 1,
      products: [
        { product_id: SOUP, menu_choice_id: STARTER, options: [] },
        { product_id: STEAK, menu_choice_id: MAIN, options: [{ option_id: 200, item_ids: [202] }, { option_id: 300, item_ids: [301, 302, 303] }] },
      ],
    });
    expect(basketLineDetails(catalogue, item)).toEqual({
      kind: 'menu',
      menuPriceName: { fr: 'Entrée + plat', en: 'Starter + main' },
      dishes: [
        { stepId: STARTER, stepName: { fr: 'Entrée', en: 'Starter' }, name: 'Soup', supplement: 0, items: [] },
        {
          stepId: MAIN,
          stepName: { fr: 'Plat', en: 'Main' },
          name: 'Steak',
          supplement: 0,
          items: [
            { optionName: 'Cooking', name: 'Item 202', extraCost: 0 },
            { optionName: 'Toppings', name: 'Item 301', extraCost: 100 },
            { optionName: 'Toppings', name: 'Item 302', extraCost: 100 },
            // browsing 4: the third topping is beyond the two included: its price plus the additional price.
            { optionName: 'Toppings', name: 'Item 303', extraCost: 150 },
          ],
        },
      ],
    });
  });
});
