import type { Catalogue } from '../catalogue/catalogue';
import { findProduct, isOrderable } from '../catalogue/menu-navigation';
import { missingMandatoryOptions, optionsOfProduct } from '../catalogue/option-selection';
import { formulaMenu, sortedPicks } from '../formula/formula-menu';
import type { FormulaPick } from '../formula/formula-pricing';
import { matchingMenuPrice, priceFormula } from '../formula/formula-pricing';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { BasketFormula } from './basket';

/** Why a formula cannot go into the basket as chosen; each is a message key of the storefront. */
export type FormulaEntryProblem =
  | 'product_not_found'
  | 'product_unavailable'
  /** browsing 4: the steps picked equal no price choice. */
  | 'formula_selection_incomplete'
  | 'dish_not_offered_at_step'
  | 'missing_mandatory_options'
  | 'invalid_options';

/**
 * The basket entry of a formula (browsing 3), priced from the catalogue (browsing 4: the price choice
 * the steps match, plus each dish's supplement and options). The formula and every dish must be
 * orderable now: an unavailable product cannot be added. The caller's prices are never taken.
 */
export function formulaEntry(catalogue: Catalogue, formulaId: number, picks: readonly FormulaPick[]): Result<BasketFormula, FormulaEntryProblem> {
  const menu = formulaMenu(catalogue, formulaId);
  if (!menu) return fail('product_not_found');
  if (!isOrderable(menu.product)) return fail('product_unavailable');
  const menuPrice = matchingMenuPrice(menu.formula, picks.map((pick) => pick.menu_choice_id));
  if (!menuPrice || new Set(picks.map((pick) => pick.menu_choice_id)).size !== picks.length) return fail('formula_selection_incomplete');
  for (const pick of picks) {
    const dish = findProduct(catalogue, pick.product_id);
    const offered = menu.formula.menu_choice
      .find((step) => step.id === pick.menu_choice_id)
      ?.menu_contents.some((content) => content.product_id === pick.product_id && content.visible);
    if (!dish || dish.type !== 'product' || !offered) return fail('dish_not_offered_at_step');
    if (!isOrderable(dish)) return fail('product_unavailable');
    if (missingMandatoryOptions(optionsOfProduct(catalogue, dish), pick.options).length > 0) return fail('missing_mandatory_options');
  }
  const ordered = sortedPicks(menu, picks);
  const priced = priceFormula(catalogue, formulaId, menuPrice.id, ordered);
  if (!priced.ok) return fail(priced.reason === 'invalid_options' ? 'invalid_options' : 'dish_not_offered_at_step');
  return ok({
    type: 'menu',
    id: menu.product.id,
    name: menu.formula.name,
    category_id: menu.product.category_id,
    media_url: menu.formula.media_url,
    unitPrice: priced.unitPrice,
    menu_price_id: menuPrice.id,
    menuPriceName: menuPrice.name,
    products: ordered,
  });
}
