import { describe, expect, it } from 'vitest';
import { basketItemKey } from '../../../../../core/domain/basket/basket';
import { AddFormulaToBasket } from '../../../../../core/use-cases/basket/add-formula-to-basket';
import { AddToBasket } from '../../../../../core/use-cases/basket/add-to-basket';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { EditBasketLine } from '../../../../../core/use-cases/basket/edit-basket-line';
import { PutBackBasketLine } from '../../../../../core/use-cases/basket/put-back-basket-line';
import { aBasketFormula } from '../../fixtures/basket-builders';
import { DESSERT, CAKE, FISH, LUNCH, MAIN, SOUP, STARTER, STEAK, aLunchCatalogue, steakOptions } from '../../fixtures/formula-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const catalogue = aLunchCatalogue();
const restaurantId = 'resto-1';
const settings = aRestaurant();
const lunchPicks = aBasketFormula().products;

function setUp() {
  const basketStore = new BasketStore(new InMemoryKeyValueStore());
  const addToBasket = new AddToBasket(basketStore);
  const addFormulaToBasket = new AddFormulaToBasket(basketStore);
  return {
    basketStore,
    addToBasket,
    addFormulaToBasket,
    editBasketLine: new EditBasketLine(basketStore, addToBasket, addFormulaToBasket),
    putBack: new PutBackBasketLine(basketStore),
    stored: () => basketStore.read(restaurantId).basket.basketProducts,
  };
}

describe('AddFormulaToBasket (browsing 4)', () => {
  it('a formula whose steps equal a price choice goes into the basket, priced from the catalogue, and is saved', () => {
    const { addFormulaToBasket, stored } = setUp();
    const result = addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: LUNCH, picks: lunchPicks, quantity: 2 });
    expect(result.ok).toBe(true);
    expect(stored()).toEqual([{ key: basketItemKey(aBasketFormula()), product: aBasketFormula(), nb: 2 }]);
  });

  it('browsing 4: an incomplete selection is refused with its message key and the basket is untouched', () => {
    const { addFormulaToBasket, stored } = setUp();
    expect(addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: LUNCH, picks: [lunchPicks[0]!], quantity: 1 })).toEqual({ ok: false, error: 'formula_selection_incomplete' });
    expect(stored()).toEqual([]);
  });
});

describe('EditBasketLine (issue 6: editing a basket line reopens its composition and replaces the line)', () => {
  it('browsing 4: replacing a formula line removes the old line first; the new one takes its price', () => {
    const { addFormulaToBasket, editBasketLine, stored } = setUp();
    addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: LUNCH, picks: lunchPicks, quantity: 2 });
    const key = stored()[0]!.key;
    const picks = [...lunchPicks, { product_id: CAKE, menu_choice_id: DESSERT, options: [] }];
    const result = editBasketLine.execute({ restaurantId, catalogue, settings, key, line: { kind: 'formula', formulaId: LUNCH, picks, quantity: 2 } });
    expect(result.ok).toBe(true);
    expect(stored().map((entry) => ({ nb: entry.nb, price: entry.product.unitPrice, key: entry.key === key }))).toEqual([{ nb: 2, price: 1900, key: false }]);
  });

  it('a product line composed again replaces the old one', () => {
    const soupAndSteak = aLunchCatalogue();
    const { addToBasket, editBasketLine, stored } = setUp();
    addToBasket.execute({ restaurantId, catalogue: soupAndSteak, settings, productId: STEAK, selection: steakOptions(), quantity: 1 });
    const key = stored()[0]!.key;
    editBasketLine.execute({ restaurantId, catalogue: soupAndSteak, settings, key, line: { kind: 'product', productId: STEAK, selection: steakOptions(301), quantity: 3 } });
    expect(stored().map((entry) => ({ nb: entry.nb, price: entry.product.unitPrice }))).toEqual([{ nb: 3, price: 2000 + 100 }]);
  });

  it('an edit that is refused leaves the basket as it was', () => {
    const { addFormulaToBasket, editBasketLine, stored } = setUp();
    addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: LUNCH, picks: lunchPicks, quantity: 1 });
    const before = stored();
    const result = editBasketLine.execute({
      restaurantId,
      catalogue,
      settings,
      key: before[0]!.key,
      line: { kind: 'formula', formulaId: LUNCH, picks: [{ product_id: STEAK, menu_choice_id: MAIN, options: [] }, { product_id: SOUP, menu_choice_id: STARTER, options: [] }], quantity: 1 },
    });
    expect(result).toEqual({ ok: false, error: 'missing_mandatory_options' });
    expect(stored()).toEqual(before);
  });
});

describe('PutBackBasketLine (issue 6: removing a line can be undone)', () => {
  it('puts the removed line back in its place and saves the basket', () => {
    const { addFormulaToBasket, addToBasket, basketStore, putBack, stored } = setUp();
    addToBasket.execute({ restaurantId, catalogue, settings, productId: FISH, selection: [], quantity: 1 });
    addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: LUNCH, picks: lunchPicks, quantity: 1 });
    const before = stored();
    basketStore.save({ ...basketStore.read(restaurantId).basket, basketProducts: [before[1]!] });
    putBack.execute({ restaurantId, removed: { entry: before[0]!, index: 0 } });
    expect(stored()).toEqual(before);
  });
});
