import type { Catalogue } from '../catalogue/catalogue';
import { findProduct } from '../catalogue/menu-navigation';
import type { OptionSelection } from '../catalogue/option-selection';
import { chargesExtras, itemsOf, optionsOfProduct } from '../catalogue/option-selection';
import { findFormula } from '../formula/formula-pricing';
import type { LocalizedText } from '../locale/localized-text';
import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { FormulaPick } from '../formula/formula-pricing';
import type { BasketItem } from './basket';
import { isBasketFormula } from './basket';

/** An item chosen in an option and what it adds to the price: its own price, plus the extra charge if beyond max_number. */
export interface ChosenItem {
  readonly optionName: LocalizedText;
  readonly name: LocalizedText;
  readonly extraCost: Cents;
}

/** A formula's dish: the step, the product, its supplement over the formula price and its options. */
export interface ChosenDish {
  readonly stepId: number;
  readonly stepName: LocalizedText;
  readonly name: LocalizedText;
  readonly supplement: Cents;
  readonly items: readonly ChosenItem[];
}

export type BasketLineDetails =
  | { readonly kind: 'product'; readonly items: readonly ChosenItem[] }
  | { readonly kind: 'menu'; readonly menuPriceName: LocalizedText; readonly dishes: readonly ChosenDish[] };

/**
 * browsing 4: what each chosen item costs. Items are paid for themselves; beyond max_number each further
 * item, in the order picked, also costs additional_price (the same rule as optionPrice, told per item).
 */
export function chosenItems(catalogue: Catalogue, productId: number, selection: OptionSelection): ChosenItem[] {
  const product = findProduct(catalogue, productId);
  if (!product) return [];
  return optionsOfProduct(catalogue, product).flatMap((option) =>
    itemsOf(selection, option.id).flatMap((itemId, index): ChosenItem[] => {
      const item = option.product_option_items.find((candidate) => candidate.id === itemId);
      if (!item) return [];
      const extra = chargesExtras(option) && index >= option.max_number ? option.additional_price : 0;
      return [{ optionName: option.name, name: item.name, extraCost: item.price + extra }];
    }),
  );
}

/** A formula's dishes as chosen, in the order given (browsing 4: by step position), with their costs. */
export function formulaDishes(catalogue: Catalogue, formulaId: number, picks: readonly FormulaPick[]): ChosenDish[] {
  const formula = findFormula(catalogue, formulaId);
  return picks.flatMap((pick): ChosenDish[] => {
    const step = formula?.menu_choice.find((candidate) => candidate.id === pick.menu_choice_id);
    const product = findProduct(catalogue, pick.product_id);
    if (!step || !product) return [];
    const supplement = step.menu_contents.find((content) => content.product_id === pick.product_id)?.price ?? 0;
    return [{ stepId: step.id, stepName: step.name, name: product.name, supplement, items: chosenItems(catalogue, pick.product_id, pick.options) }];
  });
}

/** What a dish adds to its formula's price choice: its supplement and its options (browsing 4). */
export function dishCost(dish: ChosenDish): Cents {
  return dish.supplement + sumCents(dish.items.map((item) => item.extraCost));
}

/**
 * What a basket line says besides its name and price: each chosen option item with its extra cost, and
 * for a formula its price choice and the dish of each step (names as the catalogue has them now).
 */
export function basketLineDetails(catalogue: Catalogue, item: BasketItem): BasketLineDetails {
  if (!isBasketFormula(item)) return { kind: 'product', items: chosenItems(catalogue, item.id, item.selectedOptions) };
  return { kind: 'menu', menuPriceName: item.menuPriceName, dishes: formulaDishes(catalogue, item.id, item.products) };
}
