import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { Catalogue, Product, ProductOption } from './catalogue';
import { sortByPosition } from './menu-navigation';

/** The items chosen in one option, in the order they were picked (order decides which are extras). */
export interface SelectedOption {
  readonly option_id: number;
  readonly item_ids: readonly number[];
}
export type OptionSelection = readonly SelectedOption[];

/** The visible options of a product, in the order the product lists them. */
export function optionsOfProduct(catalogue: Catalogue, product: Product): ProductOption[] {
  return product.product_option_ids
    .map((id) => catalogue.options.find((option) => option.id === id))
    .filter((option): option is ProductOption => option !== undefined && option.visible);
}

export function itemsOf(selection: OptionSelection, optionId: number): readonly number[] {
  return selection.find((s) => s.option_id === optionId)?.item_ids ?? [];
}

function withItems(selection: OptionSelection, optionId: number, itemIds: readonly number[]): OptionSelection {
  const others = selection.filter((s) => s.option_id !== optionId);
  return itemIds.length === 0 ? others : [...others, { option_id: optionId, item_ids: itemIds }];
}

/** browsing 4: default items are pre-selected (one for a single-choice option). */
export function defaultSelection(options: readonly ProductOption[]): OptionSelection {
  return options.flatMap((option) => {
    const defaults = sortByPosition(option.product_option_items)
      .filter((item) => item.byDefault)
      .map((item) => item.id);
    const picked = option.multiple ? defaults : defaults.slice(0, 1);
    return picked.length > 0 ? [{ option_id: option.id, item_ids: picked }] : [];
  });
}

/**
 * browsing 4-5: beyond max_number, extra items cost additional_price when that price is active. An
 * active price of 0 is no additional price: max_number then caps the option.
 */
export function chargesExtras(option: ProductOption): boolean {
  return option.additionalPriceActive && option.additional_price > 0 && option.max_number > 0;
}

/**
 * browsing 5: a multiple option with max_number other than 0 and no additional price disables its
 * unselected items once the maximum is reached.
 */
export function isItemDisabled(option: ProductOption, selection: OptionSelection, itemId: number): boolean {
  if (!option.multiple || option.max_number === 0 || chargesExtras(option)) return false;
  const chosen = itemsOf(selection, option.id);
  return !chosen.includes(itemId) && chosen.length >= option.max_number;
}

/**
 * Picks or unpicks an item. browsing 5: a single-choice option allows one pick, so picking replaces;
 * a mandatory single choice cannot be emptied by clicking its chosen item again.
 */
export function toggleItem(option: ProductOption, selection: OptionSelection, itemId: number): OptionSelection {
  const chosen = itemsOf(selection, option.id);
  if (!option.product_option_items.some((item) => item.id === itemId)) return selection;
  if (chosen.includes(itemId)) {
    if (!option.multiple && option.mandatory) return selection;
    return withItems(selection, option.id, chosen.filter((id) => id !== itemId));
  }
  if (!option.multiple) return withItems(selection, option.id, [itemId]);
  if (isItemDisabled(option, selection, itemId)) return selection;
  return withItems(selection, option.id, [...chosen, itemId]);
}

/** How many of the chosen items are beyond max_number and so carry the additional price. */
export function extraItemCount(option: ProductOption, selection: OptionSelection): number {
  if (!chargesExtras(option)) return 0;
  return Math.max(0, itemsOf(selection, option.id).length - option.max_number);
}

/** browsing 4: item prices plus additional_price for every item beyond max_number. */
export function optionPrice(option: ProductOption, selection: OptionSelection): Cents {
  const chosen = itemsOf(selection, option.id);
  const itemPrices = option.product_option_items.filter((item) => chosen.includes(item.id)).map((i) => i.price);
  return sumCents(itemPrices) + extraItemCount(option, selection) * option.additional_price;
}

/** browsing 5: mandatory options must be chosen. Returns the options still missing. */
export function missingMandatoryOptions(options: readonly ProductOption[], selection: OptionSelection): ProductOption[] {
  return options.filter((option) => option.mandatory && itemsOf(selection, option.id).length === 0);
}

/** Price of one unit of a composed product. */
export function composedUnitPrice(product: Product, options: readonly ProductOption[], selection: OptionSelection): Cents {
  return product.price + sumCents(options.map((option) => optionPrice(option, selection)));
}

/**
 * Whether a selection still fits the options as they are now: every option and item exists, single
 * choices hold one item, hard maximums hold, mandatory options are answered.
 */
export function isSelectionValid(options: readonly ProductOption[], selection: OptionSelection): boolean {
  const fits = selection.every((chosen) => {
    const option = options.find((o) => o.id === chosen.option_id);
    if (!option) return false;
    const itemsExist = chosen.item_ids.every((id) => option.product_option_items.some((item) => item.id === id));
    const withinCount = option.multiple
      ? option.max_number === 0 || chargesExtras(option) || chosen.item_ids.length <= option.max_number
      : chosen.item_ids.length <= 1;
    return itemsExist && withinCount && new Set(chosen.item_ids).size === chosen.item_ids.length;
  });
  return fits && missingMandatoryOptions(options, selection).length === 0;
}
