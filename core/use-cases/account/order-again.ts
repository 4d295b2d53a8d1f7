import type { HistoryFormulaLine, HistoryOption, HistoryOrder, HistoryProductLine } from '../../domain/account/history-order';
import type { Basket } from '../../domain/basket/basket';
import type { BasketRuleSettings } from '../../domain/basket/basket-rules';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import { findProduct, isOrderable } from '../../domain/catalogue/menu-navigation';
import type { OptionSelection } from '../../domain/catalogue/option-selection';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { AddFormulaToBasket } from '../basket/add-formula-to-basket';
import type { AddToBasket } from '../basket/add-to-basket';
import type { BasketStore } from '../basket/basket-store';

/**
 * Why a line of a past order was not put back: the product (or a dish of a formula) is no longer on the
 * menu, it is there but cannot be ordered now (unavailable, sold out, hidden), one of its options or items
 * is gone or no longer valid, or the basket's limits refuse it (browsing 5).
 */
export type NotPutBackReason = 'product_gone' | 'product_unavailable' | 'option_gone' | 'basket_limit';

export interface NotPutBack {
  /** The name the line had in the order, to say which one. */
  readonly name: string;
  readonly count: number;
  readonly reason: NotPutBackReason;
}

export interface OrderAgainResult {
  readonly basket: Basket;
  readonly putBack: number;
  readonly notPutBack: readonly NotPutBack[];
}

export interface OrderAgainInput {
  readonly restaurantId: RestaurantId;
  /** The current catalogue: what a past order holds is put back only as the menu offers it now. */
  readonly catalogue: Catalogue;
  readonly settings: BasketRuleSettings;
  readonly order: HistoryOrder;
}

/** The options of a line as a selection, or null when an option or item is no longer in the catalogue. */
function selectionOf(catalogue: Catalogue, options: readonly HistoryOption[]): OptionSelection | null {
  const selection: { option_id: number; item_ids: number[] }[] = [];
  for (const { optionId, itemId } of options) {
    const option = catalogue.options.find((candidate) => candidate.id === optionId);
    if (!option?.visible || !option.product_option_items.some((item) => item.id === itemId)) return null;
    const entry = selection.find((selected) => selected.option_id === optionId);
    if (entry) entry.item_ids.push(itemId);
    else selection.push({ option_id: optionId, item_ids: [itemId] });
  }
  return selection;
}

function productProblem(catalogue: Catalogue, productId: number): NotPutBackReason | null {
  const product = findProduct(catalogue, productId);
  if (!product) return 'product_gone';
  return isOrderable(product) ? null : 'product_unavailable';
}

const REASON_OF_PROBLEM: Readonly<Record<string, NotPutBackReason>> = {
  product_not_found: 'product_gone',
  product_unavailable: 'product_unavailable',
  missing_mandatory_options: 'option_gone',
  invalid_options: 'option_gone',
  // browsing 4: a dish no longer offered at its step, or steps that match no price choice any more.
  dish_not_offered_at_step: 'product_unavailable',
  formula_selection_incomplete: 'product_unavailable',
};

/**
 * Ours (issue 8, order again): puts a past order's lines back in the basket through the basket's own use
 * cases, priced from the current catalogue (never from the old order), and says which lines could not be.
 */
export class OrderAgain {
  constructor(
    private readonly addToBasket: AddToBasket,
    private readonly addFormulaToBasket: AddFormulaToBasket,
    private readonly basketStore: BasketStore,
  ) {}

  execute(input: OrderAgainInput): OrderAgainResult {
    const notPutBack: NotPutBack[] = [];
    let putBack = 0;
    const refuse = (line: { name: string; count: number }, reason: NotPutBackReason) => notPutBack.push({ name: line.name, count: line.count, reason });
    for (const line of input.order.products) {
      const reason = this.putProductBack(input, line);
      if (reason) refuse(line, reason);
      else putBack += 1;
    }
    for (const line of input.order.formulas) {
      const reason = this.putFormulaBack(input, line);
      if (reason) refuse(line, reason);
      else putBack += 1;
    }
    return { basket: this.basketStore.read(input.restaurantId).basket, putBack, notPutBack };
  }

  private putProductBack(input: OrderAgainInput, line: HistoryProductLine): NotPutBackReason | null {
    const problem = productProblem(input.catalogue, line.id);
    if (problem) return problem;
    const selection = selectionOf(input.catalogue, line.options);
    if (!selection) return 'option_gone';
    const added = this.addToBasket.execute({ restaurantId: input.restaurantId, catalogue: input.catalogue, settings: input.settings, productId: line.id, selection, quantity: line.count });
    return added.ok ? null : (REASON_OF_PROBLEM[added.error] ?? 'basket_limit');
  }

  private putFormulaBack(input: OrderAgainInput, line: HistoryFormulaLine): NotPutBackReason | null {
    const formulaProblem = input.catalogue.formulas.some((formula) => formula.id === line.id) ? productProblem(input.catalogue, line.id) : 'product_gone';
    if (formulaProblem) return formulaProblem;
    const picks = [];
    for (const dish of line.products) {
      const problem = productProblem(input.catalogue, dish.id);
      if (problem) return problem;
      const selection = selectionOf(input.catalogue, dish.options);
      if (!selection || dish.menuChoiceId === undefined) return 'option_gone';
      picks.push({ product_id: dish.id, menu_choice_id: dish.menuChoiceId, options: selection });
    }
    const added = this.addFormulaToBasket.execute({ restaurantId: input.restaurantId, catalogue: input.catalogue, settings: input.settings, formulaId: line.id, picks, quantity: line.count });
    return added.ok ? null : (REASON_OF_PROBLEM[added.error] ?? 'basket_limit');
  }
}
