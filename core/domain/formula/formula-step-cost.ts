import type { Cents } from '../money/money';
import type { MenuPrice } from './formula';
import type { FormulaBuilder } from './formula-builder';
import type { FormulaMenu, OfferedDish } from './formula-menu';

/** The cheapest of some price choices, preferring those that need no step the customer skipped. */
function cheapest(prices: readonly MenuPrice[], skipped: readonly number[]): Cents | null {
  // Skipping a step said the customer does not want it: a price choice without it is the one they aim at.
  const withoutSkipped = prices.filter((price) => !price.menu_price_choice.some((id) => skipped.includes(id)));
  const candidates = withoutSkipped.length > 0 ? withoutSkipped : prices;
  return candidates.length === 0 ? null : Math.min(...candidates.map((price) => price.price));
}

/**
 * Issue 22.10 (browsing 4): what taking a step adds to the formula's price, given the steps picked so far.
 * A step that is not in every price choice moves the formula to another price choice: Le Comptoir's
 * optional dessert has no supplement of its own, yet "starter + main + dessert" costs 5.00 more than
 * "starter + main". It is the cheapest price choice the customer can still reach with the step, less
 * the cheapest one without it; 0 when the step is needed anyway (no price choice goes without it).
 */
export function stepExtraCost(menu: FormulaMenu, state: FormulaBuilder, stepId: number): Cents {
  const done = state.picks.map((pick) => pick.menu_choice_id).filter((id) => id !== stepId);
  const skipped = state.skipped.filter((id) => id !== stepId);
  const reachable = menu.formula.menu_prices.filter((price) => done.every((id) => price.menu_price_choice.includes(id)));
  const withStep = cheapest(reachable.filter((price) => price.menu_price_choice.includes(stepId)), skipped);
  const withoutStep = cheapest(reachable.filter((price) => !price.menu_price_choice.includes(stepId)), skipped);
  if (withStep === null || withoutStep === null) return 0;
  // A bigger price choice that costs less than a smaller one is the restaurant's gift: the step costs nothing.
  return Math.max(0, withStep - withoutStep);
}

/** Issue 22.10 (browsing 4): what picking this dish at this step adds: the step's extra cost plus the dish's supplement. */
export function dishExtraCost(menu: FormulaMenu, state: FormulaBuilder, stepId: number, dish: Pick<OfferedDish, 'supplement'>): Cents {
  return stepExtraCost(menu, state, stepId) + dish.supplement;
}
