import { describe, expect, it } from 'vitest';
import type { FormulaBuilder } from '../../../../../core/domain/formula/formula-builder';
import { pickDish, skipStep, startFormula } from '../../../../../core/domain/formula/formula-builder';
import { formulaMenu } from '../../../../../core/domain/formula/formula-menu';
import { dishExtraCost, stepExtraCost } from '../../../../../core/domain/formula/formula-step-cost';
import { DESSERT, FISH, LUNCH, MAIN, SOUP, STARTER, aLunchCatalogue, aLunchFormula } from '../../fixtures/formula-builders';

// Starter + main 15.00, main + dessert 15.00, all three 19.00 (tests/unit/core/fixtures/formula-builders.ts).
const menu = formulaMenu(aLunchCatalogue(), LUNCH)!;
const pick = (state: FormulaBuilder, stepId: number, productId: number) => {
  const next = pickDish(menu, state, stepId, productId, []);
  if (!next.ok) throw new Error(next.error);
  return next.value;
};
const skip = (state: FormulaBuilder, stepId: number) => {
  const next = skipStep(menu, state, stepId);
  if (!next.ok) throw new Error(next.error);
  return next.value;
};

describe('stepExtraCost (issue 22.10, browsing 4: a step says what it adds to the formula)', () => {
  it('issue 22.10: after a starter and a main, the optional dessert costs the step up to "starter + main + dessert" (+4.00), though its dishes have no supplement', () => {
    const state = pick(pick(startFormula(menu), STARTER, SOUP), MAIN, FISH);
    expect(stepExtraCost(menu, state, DESSERT)).toBe(400);
    expect(dishExtraCost(menu, state, DESSERT, { supplement: 0 })).toBe(400);
  });

  it('issue 22.10: a dish with a supplement at such a step costs both', () => {
    const state = pick(pick(startFormula(menu), STARTER, SOUP), MAIN, FISH);
    expect(dishExtraCost(menu, state, DESSERT, { supplement: 150 })).toBe(550);
  });

  it('before anything is picked, a dessert is included: "main + dessert" costs what "starter + main" costs', () => {
    expect(stepExtraCost(menu, startFormula(menu), DESSERT)).toBe(0);
    expect(stepExtraCost(menu, startFormula(menu), STARTER)).toBe(0);
  });

  it('a step in every price choice (the main) adds nothing: it is the formula itself', () => {
    expect(stepExtraCost(menu, pick(startFormula(menu), STARTER, SOUP), MAIN)).toBe(0);
  });

  it('with the starter skipped, the dessert is what completes "main + dessert": included', () => {
    const state = skip(pick(startFormula(menu), MAIN, FISH), STARTER);
    expect(stepExtraCost(menu, state, DESSERT)).toBe(0);
  });

  it('the step\'s own dish does not count against it: a dessert already picked still says +4.00 after starter and main', () => {
    const state = pick(pick(pick(startFormula(menu), STARTER, SOUP), MAIN, FISH), DESSERT, 31);
    expect(stepExtraCost(menu, state, DESSERT)).toBe(400);
  });

  it('a bigger price choice cheaper than a smaller one makes the step free, never a negative cost', () => {
    const cheaperWithDessert = aLunchFormula().menu_prices.map((price) => (price.id === 3 ? { ...price, price: 1400 } : price));
    const generous = formulaMenu(aLunchCatalogue({ formula: { menu_prices: cheaperWithDessert } }), LUNCH)!;
    const state = { ...startFormula(generous), picks: [{ product_id: SOUP, menu_choice_id: STARTER, options: [] }, { product_id: FISH, menu_choice_id: MAIN, options: [] }] };
    expect(stepExtraCost(generous, state, DESSERT)).toBe(0);
  });
});
