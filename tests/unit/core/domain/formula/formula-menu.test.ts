import { describe, expect, it } from 'vitest';
import { formulaMenu, isRequiredStep } from '../../../../../core/domain/formula/formula-menu';
import { CAKE, DESSERT, FISH, LUNCH, MAIN, SALAD, SOUP, STARTER, STEAK, aLunchCatalogue, aLunchFormula } from '../../fixtures/formula-builders';

const menuOf = (catalogue = aLunchCatalogue()) => {
  const menu = formulaMenu(catalogue, LUNCH);
  if (!menu) throw new Error('no lunch formula');
  return menu;
};

describe('formulaMenu (browsing 4: the formula as its builder shows it)', () => {
  it('browsing 4: steps are ordered by position, and so are the dishes of each step', () => {
    const menu = menuOf();
    expect(menu.steps.map((step) => step.step.id)).toEqual([STARTER, MAIN, DESSERT]);
    expect(menu.steps[0]?.dishes.map((dish) => dish.product.id)).toEqual([SOUP, SALAD]);
  });

  it('browsing 4: unavailable products and invisible menu contents are hidden', () => {
    const menu = menuOf();
    // The terrine is sold out, the ice cream unavailable, the tart's content invisible.
    expect(menu.steps.map((step) => step.dishes.map((dish) => dish.product.id))).toEqual([[SOUP, SALAD], [STEAK, FISH], [CAKE]]);
    const hidden = menuOf(aLunchCatalogue({ products: { [FISH]: { visible: false } } }));
    expect(hidden.steps[1]?.dishes.map((dish) => dish.product.id)).toEqual([STEAK]);
  });

  it('browsing 4: a dish costs the menu content price (its supplement), not its own price, and comes with its options', () => {
    const [, main] = menuOf().steps;
    expect(main?.dishes.map((dish) => ({ id: dish.product.id, supplement: dish.supplement, options: dish.options.map((option) => option.id) }))).toEqual([
      { id: STEAK, supplement: 0, options: [200, 300] },
      { id: FISH, supplement: 300, options: [] },
    ]);
  });

  it('browsing 4: a step in all menu prices is required; the others are not', () => {
    expect(menuOf().steps.map((step) => step.required)).toEqual([false, true, false]);
    expect(isRequiredStep(aLunchFormula({ menu_prices: [] }), MAIN)).toBe(false);
  });

  it('there is no builder for an unknown or invisible formula', () => {
    expect(formulaMenu(aLunchCatalogue(), 424242)).toBeUndefined();
    expect(formulaMenu(aLunchCatalogue(), STEAK)).toBeUndefined();
    expect(formulaMenu(aLunchCatalogue({ products: { [LUNCH]: { visible: false } } }), LUNCH)).toBeUndefined();
  });
});
