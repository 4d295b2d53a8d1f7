import type { OptionSelection } from '../catalogue/option-selection';
import { isSelectionValid, missingMandatoryOptions } from '../catalogue/option-selection';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { MenuPrice } from './formula';
import type { FormulaMenu } from './formula-menu';
import { offeredDish, offeredStep, sortedPicks } from './formula-menu';
import type { FormulaPick } from './formula-pricing';
import { matchingMenuPrice } from './formula-pricing';

/**
 * Where the customer is in a formula (browsing 4). One dish at most per step (picks), the steps they
 * chose to skip, the step shown, and whether the selection was once complete (validated): from then
 * on a change no longer moves to the next step, it goes back to the recap.
 */
export interface FormulaBuilder {
  readonly currentStepId: number | null;
  readonly picks: readonly FormulaPick[];
  readonly skipped: readonly number[];
  readonly validated: boolean;
  /** browsing 4: on a phone the recap with validation replaces the steps once the selection is complete. */
  readonly view: 'steps' | 'recap';
}

export type FormulaPickProblem = 'dish_not_offered_at_step' | 'product_unavailable' | 'missing_mandatory_options' | 'invalid_options';
export type FormulaSkipProblem = 'step_required' | 'dish_not_offered_at_step';

export type StepState = 'done' | 'skipped' | 'todo';

/** browsing 4: the price choice the picked steps equal, the one that sets the formula's price and name. */
export function matchedPrice(menu: FormulaMenu, state: FormulaBuilder): MenuPrice | undefined {
  return state.picks.length === 0 ? undefined : matchingMenuPrice(menu.formula, state.picks.map((pick) => pick.menu_choice_id));
}

/** browsing 4: done steps match a price choice and done plus skipped steps cover every step. */
export function isRecapReady(menu: FormulaMenu, state: FormulaBuilder): boolean {
  return matchedPrice(menu, state) !== undefined && menu.steps.every((step) => stepState(state, step.step.id) !== 'todo');
}

export function stepState(state: FormulaBuilder, stepId: number): StepState {
  if (state.picks.some((pick) => pick.menu_choice_id === stepId)) return 'done';
  return state.skipped.includes(stepId) ? 'skipped' : 'todo';
}

export function pickAt(state: FormulaBuilder, stepId: number): FormulaPick | undefined {
  return state.picks.find((pick) => pick.menu_choice_id === stepId);
}

/** A new formula starts at its first step; a basket line being edited starts from its dishes, at the recap. */
export function startFormula(menu: FormulaMenu, from?: readonly FormulaPick[]): FormulaBuilder {
  const first = menu.steps[0]?.step.id ?? null;
  if (!from) return { currentStepId: first, picks: [], skipped: [], validated: false, view: 'steps' };
  const picks = sortedPicks(menu, from.filter((pick) => offeredStep(menu, pick.menu_choice_id)));
  const skipped = menu.steps.filter((step) => !step.required && !picks.some((pick) => pick.menu_choice_id === step.step.id)).map((step) => step.step.id);
  return settle(menu, { currentStepId: first, picks, skipped, validated: false, view: 'steps' });
}

/** browsing 4: moving on goes to the next step, unless this is the last one or the selection was validated. */
function advanceFrom(menu: FormulaMenu, state: FormulaBuilder, stepId: number): number | null {
  if (state.validated) return stepId;
  const index = menu.steps.findIndex((step) => step.step.id === stepId);
  return menu.steps[index + 1]?.step.id ?? stepId;
}

/** Once complete, the selection is validated and the recap shows; after a change that breaks it, the steps. */
function settle(menu: FormulaMenu, state: FormulaBuilder): FormulaBuilder {
  const ready = isRecapReady(menu, state);
  return { ...state, validated: state.validated || ready, view: ready ? 'recap' : 'steps' };
}

/**
 * browsing 4: picking a product marks its step done, removes an earlier skipped mark, unselects the
 * other product of that step and advances unless last step or already validated. An unavailable
 * product cannot be added; its options must fit (browsing 5).
 */
export function pickDish(menu: FormulaMenu, state: FormulaBuilder, stepId: number, productId: number, options: OptionSelection): Result<FormulaBuilder, FormulaPickProblem> {
  const step = offeredStep(menu, stepId);
  if (!step) return fail('dish_not_offered_at_step');
  const dish = offeredDish(menu, stepId, productId);
  if (!dish) {
    // The content is on the formula but its product cannot be ordered now (sold out, unavailable).
    const listed = step.step.menu_contents.some((content) => content.product_id === productId && content.visible);
    return fail(listed ? 'product_unavailable' : 'dish_not_offered_at_step');
  }
  if (missingMandatoryOptions(dish.options, options).length > 0) return fail('missing_mandatory_options');
  if (!isSelectionValid(dish.options, options)) return fail('invalid_options');
  const picks = sortedPicks(menu, [...state.picks.filter((pick) => pick.menu_choice_id !== stepId), { product_id: productId, menu_choice_id: stepId, options }]);
  const skipped = state.skipped.filter((id) => id !== stepId);
  return ok(settle(menu, { ...state, picks, skipped, currentStepId: advanceFrom(menu, state, stepId) }));
}

/** browsing 4: ignoring a step marks it skipped (its dish, if any, is let go); a required step cannot be skipped. */
export function skipStep(menu: FormulaMenu, state: FormulaBuilder, stepId: number): Result<FormulaBuilder, FormulaSkipProblem> {
  const step = offeredStep(menu, stepId);
  if (!step) return fail('dish_not_offered_at_step');
  if (step.required) return fail('step_required');
  const picks = state.picks.filter((pick) => pick.menu_choice_id !== stepId);
  const skipped = state.skipped.includes(stepId) ? state.skipped : [...state.skipped, stepId];
  return ok(settle(menu, { ...state, picks, skipped, currentStepId: advanceFrom(menu, state, stepId) }));
}

/** The customer goes back to a step (from the recap or the list of steps) to change it. */
export function goToStep(menu: FormulaMenu, state: FormulaBuilder, stepId: number): FormulaBuilder {
  if (!offeredStep(menu, stepId)) return state;
  return { ...state, currentStepId: stepId, view: 'steps' };
}
