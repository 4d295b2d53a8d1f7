import type { Catalogue, Product, ProductOption } from '../catalogue/catalogue';
import { findProduct, isOrderable, sortByPosition } from '../catalogue/menu-navigation';
import { optionsOfProduct } from '../catalogue/option-selection';
import type { Cents } from '../money/money';
import type { Formula, MenuChoice } from './formula';
import type { FormulaPick } from './formula-pricing';
import { findFormula } from './formula-pricing';

/** A dish a step offers: the product, its supplement over the formula price, its options. */
export interface OfferedDish {
  readonly product: Product;
  /** browsing 4: inside a formula a dish costs the menu content's price (plus its options), not its own. */
  readonly supplement: Cents;
  readonly options: readonly ProductOption[];
}

/** A step of the formula as the customer goes through it. */
export interface OfferedStep {
  readonly step: MenuChoice;
  /** browsing 4: a step present in every price choice is required and cannot be skipped. */
  readonly required: boolean;
  readonly dishes: readonly OfferedDish[];
}

/** A formula ready to be built: its product, its definition and its steps in order. */
export interface FormulaMenu {
  readonly product: Product;
  readonly formula: Formula;
  /** browsing 4: steps ordered by position. */
  readonly steps: readonly OfferedStep[];
}

/** browsing 4: a step in all menu prices is required. */
export function isRequiredStep(formula: Formula, stepId: number): boolean {
  return formula.menu_prices.length > 0 && formula.menu_prices.every((price) => price.menu_price_choice.includes(stepId));
}

/** browsing 4: invisible menu contents and unavailable products are hidden; the others by position. */
function offeredDishes(catalogue: Catalogue, step: MenuChoice): OfferedDish[] {
  return sortByPosition(step.menu_contents.filter((content) => content.visible)).flatMap((content) => {
    const product = findProduct(catalogue, content.product_id);
    if (!product || product.type !== 'product' || !isOrderable(product)) return [];
    return [{ product, supplement: content.price, options: optionsOfProduct(catalogue, product) }];
  });
}

/**
 * The formula of a catalogue as its builder shows it (browsing 4), or undefined when there is no such
 * visible formula. Whether it can be ordered now is the product's availability (isOrderable).
 */
export function formulaMenu(catalogue: Catalogue, formulaId: number): FormulaMenu | undefined {
  const formula = findFormula(catalogue, formulaId);
  const product = findProduct(catalogue, formulaId);
  if (!formula || !product || product.type !== 'menu' || !product.visible) return undefined;
  const steps = sortByPosition(formula.menu_choice).map((step) => ({
    step,
    required: isRequiredStep(formula, step.id),
    dishes: offeredDishes(catalogue, step),
  }));
  return { product, formula, steps };
}

export function offeredStep(menu: FormulaMenu, stepId: number): OfferedStep | undefined {
  return menu.steps.find((candidate) => candidate.step.id === stepId);
}

export function offeredDish(menu: FormulaMenu, stepId: number, productId: number): OfferedDish | undefined {
  return offeredStep(menu, stepId)?.dishes.find((dish) => dish.product.id === productId);
}

/** browsing 4: selected products are sorted by step position. */
export function sortedPicks(menu: FormulaMenu, picks: readonly FormulaPick[]): FormulaPick[] {
  const position = (pick: FormulaPick) => menu.steps.findIndex((step) => step.step.id === pick.menu_choice_id);
  return [...picks].sort((a, b) => position(a) - position(b));
}
