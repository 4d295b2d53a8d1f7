import type { BasketEntry, BasketProduct } from '../basket/basket';
import { isBasketFormula } from '../basket/basket';
import type { Catalogue } from '../catalogue/catalogue';
import { findProduct, isOrderable } from '../catalogue/menu-navigation';
import type { Formula, MenuPrice } from '../formula/formula';
import type { FormulaPick } from '../formula/formula-pricing';
import { priceFormula } from '../formula/formula-pricing';
import type { Cents } from '../money/money';

/** One basket line taken into the formula, at one of its steps. */
export interface MatchedLine {
  readonly key: string;
  readonly productId: number;
  readonly stepId: number;
}

/**
 * browsing 2.2 (menu-matching modal, config.hasMenuMatching): dishes of the basket that would make a
 * formula for less than they cost apart.
 */
export interface MenuMatch {
  readonly formula: Formula;
  readonly menuPrice: MenuPrice;
  readonly lines: readonly MatchedLine[];
  /** The formula with these dishes and their options (formula content supplements included). */
  readonly formulaPrice: Cents;
  /** What one of each of these dishes costs today as separate lines. */
  readonly separatePrice: Cents;
  readonly saving: Cents;
}

/** Every way to give each step of `steps` a different basket line offered (visible) at that step. */
function* assignments(formula: Formula, steps: readonly number[], lines: readonly BasketEntry[], taken: readonly MatchedLine[] = []): Generator<MatchedLine[]> {
  const [stepId, ...rest] = steps;
  if (stepId === undefined) {
    yield [...taken];
    return;
  }
  const step = formula.menu_choice.find((choice) => choice.id === stepId);
  if (!step) return;
  for (const line of lines) {
    if (taken.some((match) => match.key === line.key)) continue;
    if (!step.menu_contents.some((content) => content.visible && content.product_id === line.product.id)) continue;
    yield* assignments(formula, rest, lines, [...taken, { key: line.key, productId: line.product.id, stepId }]);
  }
}

/**
 * The formula of the catalogue the basket's dishes would fill at the best saving, or null when none
 * saves anything. Every dish must still be orderable, and the formula itself on the menu.
 */
export function findMenuMatch(catalogue: Catalogue, basketLines: readonly BasketEntry[]): MenuMatch | null {
  // Only products can join a formula: a formula already in the basket stays as it is.
  const lines = basketLines.filter((line): line is BasketEntry & { product: BasketProduct } => {
    if (isBasketFormula(line.product)) return false;
    const product = findProduct(catalogue, line.product.id);
    return product !== undefined && product.type === 'product' && isOrderable(product);
  });
  let best: MenuMatch | null = null;
  for (const formula of catalogue.formulas) {
    const formulaProduct = findProduct(catalogue, formula.id);
    if (formulaProduct && !isOrderable(formulaProduct)) continue;
    for (const menuPrice of formula.menu_prices) {
      for (const matched of assignments(formula, menuPrice.menu_price_choice, lines)) {
        const picks: FormulaPick[] = matched.map((match) => ({
          product_id: match.productId,
          menu_choice_id: match.stepId,
          options: lines.find((line) => line.key === match.key)?.product.selectedOptions ?? [],
        }));
        const priced = priceFormula(catalogue, formula.id, menuPrice.id, picks);
        if (!priced.ok) continue;
        const separatePrice = matched.reduce((sum, match) => sum + (lines.find((line) => line.key === match.key)?.product.unitPrice ?? 0), 0);
        const saving = separatePrice - priced.unitPrice;
        if (saving > 0 && (best === null || saving > best.saving)) {
          best = { formula, menuPrice, lines: matched, formulaPrice: priced.unitPrice, separatePrice, saving };
        }
      }
    }
  }
  return best;
}

/** Tells two matches apart, so a match the customer declined is not proposed again (the same lines). */
export function menuMatchSignature(match: MenuMatch): string {
  return `${match.formula.id}:${match.menuPrice.id}:${match.lines.map((line) => line.key).sort().join('+')}`;
}
