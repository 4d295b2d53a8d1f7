import type { MenuChoice, MenuPrice } from './formula';
import type { FormulaBuilder } from './formula-builder';
import { matchedPrice } from './formula-builder';
import type { FormulaMenu } from './formula-menu';

/** A price choice the customer can still reach, and the steps it still lacks. */
export interface ReachablePrice {
  readonly menuPrice: MenuPrice;
  readonly missingSteps: readonly MenuChoice[];
}

/**
 * browsing 4: validate or pay only when the selection equals a price choice; otherwise a clear word on
 * what is missing. complete: the match (it sets the price and the name). missing: the closest price
 * choices and the steps each lacks. not_offered: no price choice holds the steps picked together.
 */
export type FormulaCompleteness =
  | { readonly kind: 'complete'; readonly menuPrice: MenuPrice }
  | { readonly kind: 'missing'; readonly reachable: readonly ReachablePrice[] }
  | { readonly kind: 'not_offered'; readonly offered: readonly MenuPrice[] };

export function formulaCompleteness(menu: FormulaMenu, state: FormulaBuilder): FormulaCompleteness {
  const match = matchedPrice(menu, state);
  if (match) return { kind: 'complete', menuPrice: match };
  const done = state.picks.map((pick) => pick.menu_choice_id);
  const supersets = menu.formula.menu_prices.filter((price) => done.every((id) => price.menu_price_choice.includes(id)));
  // Price choices that need no step the customer skipped come first: skipping said they do not want it.
  const withoutSkipped = supersets.filter((price) => !price.menu_price_choice.some((id) => state.skipped.includes(id)));
  const candidates = withoutSkipped.length > 0 ? withoutSkipped : supersets;
  if (candidates.length === 0) return { kind: 'not_offered', offered: menu.formula.menu_prices };
  const reachable = candidates.map((menuPrice) => ({
    menuPrice,
    // Steps in the builder's order (by position), so the word reads in the order the customer goes.
    missingSteps: menu.steps.map((step) => step.step).filter((step) => menuPrice.menu_price_choice.includes(step.id) && !done.includes(step.id)),
  }));
  const fewest = Math.min(...reachable.map((price) => price.missingSteps.length));
  return { kind: 'missing', reachable: reachable.filter((price) => price.missingSteps.length === fewest) };
}
