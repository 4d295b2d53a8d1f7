import { describe, expect, it } from 'vitest';
import type { FormulaBuilder } from '../../../../../core/domain/formula/formula-builder';
import { goToStep, isRecapReady, matchedPrice, pickDish, skipStep, startFormula, stepState } from '../../../../../core/domain/formula/formula-builder';
import { formulaMenu, sortedPicks } from '../../../../../core/domain/formula/formula-menu';
import type { OptionSelection } from '../../../../../core/domain/catalogue/option-selection';
import { CAKE, DESSERT, FISH, ICE_CREAM, LUNCH, MAIN, SALAD, SOUP, STARTER, STEAK, TART, TERRINE, aLunchCatalogue, steakOptions } from '../../fixtures/formula-builders';

const menu = formulaMenu(aLunchCatalogue(), LUNCH)!;

function pick(state: FormulaBuilder, stepId: number, productId: number, options: OptionSelection = []): FormulaBuilder {
  const next = pickDish(menu, state, stepId, productId, options);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

function skip(state: FormulaBuilder, stepId: number): FormulaBuilder {
  const next = skipStep(menu, state, stepId);
  if (!next.ok) throw new Error(next.error);
  return next.value;
}

const started = startFormula(menu);

describe('the formula builder (browsing 4)', () => {
  it('starts at the first step by position, nothing picked', () => {
    expect(started).toEqual({ currentStepId: STARTER, picks: [], skipped: [], validated: false, view: 'steps' });
  });

  it('browsing 4: picking a product marks the step done and advances to the next step', () => {
    const next = pick(started, STARTER, SOUP);
    expect(stepState(next, STARTER)).toBe('done');
    expect(next.currentStepId).toBe(MAIN);
  });

  it('browsing 4: picking another product of the step unselects the first one', () => {
    const next = pick(goToStep(menu, pick(started, STARTER, SOUP), STARTER), STARTER, SALAD);
    expect(next.picks).toEqual([{ product_id: SALAD, menu_choice_id: STARTER, options: [] }]);
  });

  it('browsing 4: picking removes an earlier skipped mark of that step', () => {
    const skipped = skip(started, STARTER);
    expect(stepState(skipped, STARTER)).toBe('skipped');
    const picked = pick(goToStep(menu, skipped, STARTER), STARTER, SOUP);
    expect(stepState(picked, STARTER)).toBe('done');
    expect(picked.skipped).toEqual([]);
  });

  it('browsing 4: the last step does not advance', () => {
    const atDessert = goToStep(menu, started, DESSERT);
    expect(pick(atDessert, DESSERT, CAKE).currentStepId).toBe(DESSERT);
  });

  it('browsing 4: once validated (the selection was complete), a pick no longer advances: it goes back to the recap', () => {
    const complete = pick(pick(pick(started, STARTER, SOUP), MAIN, FISH), DESSERT, CAKE);
    expect(complete).toMatchObject({ validated: true, view: 'recap' });
    const changing = goToStep(menu, complete, STARTER);
    expect(changing).toMatchObject({ currentStepId: STARTER, view: 'steps' });
    const changed = pick(changing, STARTER, SALAD);
    expect(changed).toMatchObject({ currentStepId: STARTER, view: 'recap' });
  });

  it('browsing 4: ignoring marks the step skipped and advances; its dish, if any, is let go', () => {
    const skipped = skip(pick(started, STARTER, SOUP), STARTER);
    expect(skipped.picks).toEqual([]);
    expect(skipped.skipped).toEqual([STARTER]);
    expect(skipped.currentStepId).toBe(MAIN);
  });

  it('browsing 4: a step present in all menu prices is required and cannot be skipped', () => {
    expect(skipStep(menu, started, MAIN)).toEqual({ ok: false, error: 'step_required' });
  });

  it('browsing 4: the recap shows when done steps match a menu price and done plus skipped steps cover all steps', () => {
    const starterAndMain = pick(pick(started, STARTER, SOUP), MAIN, FISH);
    // Starter + main matches a price choice, but the dessert is neither done nor skipped yet.
    expect(matchedPrice(menu, starterAndMain)?.id).toBe(1);
    expect(isRecapReady(menu, starterAndMain)).toBe(false);
    expect(starterAndMain.view).toBe('steps');
    const withoutDessert = skip(starterAndMain, DESSERT);
    expect(isRecapReady(menu, withoutDessert)).toBe(true);
    expect(withoutDessert.view).toBe('recap');
    // A starter alone, the dessert skipped: the main is still to do and a starter alone is no price choice.
    const starterOnly = skip(pick(started, STARTER, SOUP), DESSERT);
    expect(isRecapReady(menu, starterOnly)).toBe(false);
    expect(starterOnly.view).toBe('steps');
  });

  it('browsing 4: selected products are sorted by step position, whatever the order they were picked in', () => {
    const backwards = pick(pick(goToStep(menu, started, DESSERT), DESSERT, CAKE), MAIN, FISH);
    expect(backwards.picks.map((p) => p.menu_choice_id)).toEqual([MAIN, DESSERT]);
    expect(sortedPicks(menu, [{ product_id: CAKE, menu_choice_id: DESSERT, options: [] }, { product_id: SOUP, menu_choice_id: STARTER, options: [] }]).map((p) => p.product_id)).toEqual([SOUP, CAKE]);
  });

  it('browsing 4: an unavailable product cannot be added, nor a hidden one or a product of another step', () => {
    expect(pickDish(menu, started, STARTER, TERRINE, [])).toEqual({ ok: false, error: 'product_unavailable' });
    expect(pickDish(menu, started, DESSERT, ICE_CREAM, [])).toEqual({ ok: false, error: 'product_unavailable' });
    expect(pickDish(menu, started, DESSERT, TART, [])).toEqual({ ok: false, error: 'dish_not_offered_at_step' });
    expect(pickDish(menu, started, STARTER, FISH, [])).toEqual({ ok: false, error: 'dish_not_offered_at_step' });
    expect(pickDish(menu, started, 99, SOUP, [])).toEqual({ ok: false, error: 'dish_not_offered_at_step' });
  });

  it('browsing 5: a dish with options is picked only with its mandatory options and options that fit', () => {
    expect(pickDish(menu, started, MAIN, STEAK, [])).toEqual({ ok: false, error: 'missing_mandatory_options' });
    expect(pickDish(menu, started, MAIN, STEAK, [...steakOptions(), { option_id: 999, item_ids: [1] }])).toEqual({ ok: false, error: 'invalid_options' });
    expect(pick(started, MAIN, STEAK, steakOptions(301, 302, 303)).picks).toEqual([{ product_id: STEAK, menu_choice_id: MAIN, options: steakOptions(301, 302, 303) }]);
  });

  it('editing a basket line starts from its dishes, at the recap, with the steps it left out skipped', () => {
    const editing = startFormula(menu, [{ product_id: FISH, menu_choice_id: MAIN, options: [] }, { product_id: SOUP, menu_choice_id: STARTER, options: [] }]);
    expect(editing).toMatchObject({ skipped: [DESSERT], validated: true, view: 'recap' });
    expect(editing.picks.map((p) => p.product_id)).toEqual([SOUP, FISH]);
  });
});
