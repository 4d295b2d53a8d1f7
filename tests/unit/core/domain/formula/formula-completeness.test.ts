import { describe, expect, it } from 'vitest';
import type { FormulaBuilder } from '../../../../../core/domain/formula/formula-builder';
import { pickDish, skipStep, startFormula } from '../../../../../core/domain/formula/formula-builder';
import { formulaCompleteness } from '../../../../../core/domain/formula/formula-completeness';
import { formulaMenu } from '../../../../../core/domain/formula/formula-menu';
import { CAKE, DESSERT, FISH, LUNCH, MAIN, SOUP, STARTER, aLunchCatalogue, aLunchFormula } from '../../fixtures/formula-builders';

const menu = formulaMenu(aLunchCatalogue(), LUNCH)!;
const pick = (state: FormulaBuilder, stepId: number, productId: number) => {
  const next = pickDish(menu, state, stepId, productId, []);
  if (!next.ok) throw new Error(next.error);
  return next.value;
};
const summary = (state: FormulaBuilder, on = menu) => {
  const completeness = formulaCompleteness(on, state);
  if (completeness.kind === 'complete') return { complete: completeness.menuPrice.id };
  if (completeness.kind === 'not_offered') return { notOffered: completeness.offered.map((price) => price.id) };
  return { missing: completeness.reachable.map((reachable) => ({ price: reachable.menuPrice.id, steps: reachable.missingSteps.map((step) => step.id) })) };
};

describe('formulaCompleteness (browsing 4: validate only when the selection equals a price choice, else what is missing)', () => {
  it('browsing 4: the selection that equals a price choice is complete, and the match names the price', () => {
    expect(summary(pick(pick(startFormula(menu), STARTER, SOUP), MAIN, FISH))).toEqual({ complete: 1 });
    expect(summary(pick(pick(pick(startFormula(menu), STARTER, SOUP), MAIN, FISH), DESSERT, CAKE))).toEqual({ complete: 3 });
  });

  it('nothing chosen yet: the closest price choices and the steps each needs, in step order', () => {
    expect(summary(startFormula(menu))).toEqual({ missing: [{ price: 1, steps: [STARTER, MAIN] }, { price: 2, steps: [MAIN, DESSERT] }] });
  });

  it('a starter alone: the main is missing for starter + main', () => {
    expect(summary(pick(startFormula(menu), STARTER, SOUP))).toEqual({ missing: [{ price: 1, steps: [MAIN] }] });
  });

  it('a skipped step is not asked for when a price choice without it can be reached', () => {
    const skipped = skipStep(menu, pick(startFormula(menu), STARTER, SOUP), STARTER);
    if (!skipped.ok) throw new Error(skipped.error);
    expect(summary(skipped.value)).toEqual({ missing: [{ price: 2, steps: [MAIN, DESSERT] }] });
  });

  it('steps that no price choice holds together are not offered: the offered choices are named', () => {
    const startersAndDesserts = formulaMenu(aLunchCatalogue({ formula: { menu_prices: aLunchFormula().menu_prices.slice(0, 2) } }), LUNCH)!;
    const state = { ...startFormula(startersAndDesserts), picks: [{ product_id: SOUP, menu_choice_id: STARTER, options: [] }, { product_id: CAKE, menu_choice_id: DESSERT, options: [] }] };
    expect(summary(state, startersAndDesserts)).toEqual({ notOffered: [1, 2] });
  });
});
