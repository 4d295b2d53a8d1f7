import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { Catalogue } from '../catalogue/catalogue';
import { findProduct } from '../catalogue/menu-navigation';
import type { OptionSelection } from '../catalogue/option-selection';
import { isSelectionValid, optionPrice, optionsOfProduct } from '../catalogue/option-selection';
import type { Formula, MenuPrice } from './formula';

/** The dish picked at one step of a formula, with its options. */
export interface FormulaPick {
  readonly product_id: number;
  readonly menu_choice_id: number;
  readonly options: OptionSelection;
}

export type FormulaProblem =
  | { readonly reason: 'unknown_formula' }
  | { readonly reason: 'unknown_price_choice' }
  /** browsing 4: validate appears only when the steps picked equal one price choice. */
  | { readonly reason: 'steps_do_not_match_price_choice' }
  | { readonly reason: 'not_offered_at_step'; readonly pick: number }
  | { readonly reason: 'unknown_product'; readonly pick: number }
  | { readonly reason: 'invalid_options'; readonly pick: number };

export type FormulaPricing = { readonly ok: true; readonly unitPrice: Cents; readonly menuPrice: MenuPrice } | ({ readonly ok: false } & FormulaProblem);

export function findFormula(catalogue: Catalogue, formulaId: number): Formula | undefined {
  return catalogue.formulas.find((formula) => formula.id === formulaId);
}

/** browsing 4: the price choice whose steps are exactly the steps picked, if any. */
export function matchingMenuPrice(formula: Formula, stepIds: readonly number[]): MenuPrice | undefined {
  const picked = [...new Set(stepIds)].sort((a, b) => a - b);
  return formula.menu_prices.find((price) => {
    const wanted = [...new Set(price.menu_price_choice)].sort((a, b) => a - b);
    return wanted.length === picked.length && wanted.every((id, index) => id === picked[index]);
  });
}

/**
 * browsing 4: one formula's price is its price choice's price plus, for each dish, the step's
 * supplement (menu content price) and the dish's option prices, extras beyond max_number included.
 * Each step holds one dish, offered and visible at that step. Whether the dishes are in stock is
 * another question (unavailableDishes), answered with the stock of the moment.
 */
export function priceFormula(catalogue: Catalogue, formulaId: number, menuPriceId: number, picks: readonly FormulaPick[]): FormulaPricing {
  const formula = findFormula(catalogue, formulaId);
  const formulaProduct = findProduct(catalogue, formulaId);
  if (!formula || (formulaProduct && !formulaProduct.visible)) return { ok: false, reason: 'unknown_formula' };
  const menuPrice = formula.menu_prices.find((price) => price.id === menuPriceId);
  if (!menuPrice) return { ok: false, reason: 'unknown_price_choice' };
  const stepIds = picks.map((pick) => pick.menu_choice_id);
  if (new Set(stepIds).size !== stepIds.length || matchingMenuPrice(formula, stepIds)?.id !== menuPrice.id) {
    return { ok: false, reason: 'steps_do_not_match_price_choice' };
  }
  const supplements: Cents[] = [];
  for (const [index, pick] of picks.entries()) {
    const step = formula.menu_choice.find((choice) => choice.id === pick.menu_choice_id);
    const content = step?.menu_contents.find((c) => c.product_id === pick.product_id && c.visible);
    if (!content) return { ok: false, reason: 'not_offered_at_step', pick: index };
    const product = findProduct(catalogue, pick.product_id);
    if (!product || product.type !== 'product' || !product.visible) return { ok: false, reason: 'unknown_product', pick: index };
    const options = optionsOfProduct(catalogue, product);
    if (!isSelectionValid(options, pick.options)) return { ok: false, reason: 'invalid_options', pick: index };
    supplements.push(content.price + sumCents(options.map((option) => optionPrice(option, pick.options))));
  }
  return { ok: true, unitPrice: menuPrice.price + sumCents(supplements), menuPrice };
}
