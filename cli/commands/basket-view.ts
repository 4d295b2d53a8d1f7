import type { BasketEntry } from '../../core/domain/basket/basket';
import { isBasketFormula } from '../../core/domain/basket/basket';
import type { ChosenItem } from '../../core/domain/basket/basket-line-details';
import { basketLineDetails } from '../../core/domain/basket/basket-line-details';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { localize } from '../../core/domain/locale/localized-text';
import type { Cents } from '../../core/domain/money/money';
import type { FormatMoney } from '../output/money-format';
import { printable } from '../output/printable-text';

/** A priced basket, as `basket price --json` prints it: lines, the extra cost of every item, the total. */
export interface PricedBasket {
  readonly restaurant: string;
  readonly lines: readonly PricedBasketLine[];
  readonly item_count: number;
  readonly total: Cents;
}

interface PricedItem {
  readonly option: string;
  readonly name: string;
  readonly extra_cost: Cents;
}

export type PricedBasketLine =
  | { readonly type: 'product'; readonly product_id: number; readonly name: string; readonly nb: number; readonly unit_price: Cents; readonly total: Cents; readonly items: readonly PricedItem[] }
  | {
      readonly type: 'menu';
      readonly product_id: number;
      readonly name: string;
      readonly menu_price_id: number;
      readonly menu_price_name: string;
      readonly nb: number;
      readonly unit_price: Cents;
      readonly total: Cents;
      readonly dishes: readonly { readonly menu_choice_id: number; readonly step: string; readonly name: string; readonly supplement: Cents; readonly items: readonly PricedItem[] }[];
    };

/** The basket's lines with the catalogue's names in `language` and each chosen item's extra cost (browsing 4). */
export function pricedBasket(restaurant: string, entries: readonly BasketEntry[], catalogue: Catalogue, total: Cents, language: string): PricedBasket {
  const text = (value: LocalizedText) => localize(value, language);
  const items = (list: readonly ChosenItem[]) => list.map((item) => ({ option: text(item.optionName), name: text(item.name), extra_cost: item.extraCost }));
  const lines = entries.map((entry): PricedBasketLine => {
    const item = entry.product;
    const details = basketLineDetails(catalogue, item);
    const common = { product_id: item.id, name: text(item.name), nb: entry.nb, unit_price: item.unitPrice, total: item.unitPrice * entry.nb };
    if (!isBasketFormula(item) || details.kind !== 'menu') return { type: 'product', ...common, items: details.kind === 'product' ? items(details.items) : [] };
    return {
      type: 'menu',
      ...common,
      menu_price_id: item.menu_price_id,
      menu_price_name: text(item.menuPriceName),
      dishes: details.dishes.map((dish) => ({ menu_choice_id: dish.stepId, step: text(dish.stepName), name: text(dish.name), supplement: dish.supplement, items: items(dish.items) })),
    };
  });
  return { restaurant, lines, item_count: entries.reduce((count, entry) => count + entry.nb, 0), total };
}

const extra = (amount: Cents, money: FormatMoney) => (amount > 0 ? `  +${money(amount)}` : '');

/** The priced basket for a person: one line per basket line, its choices indented, then the total. */
export function basketText(basket: PricedBasket, money: FormatMoney): string {
  const out: string[] = [];
  const itemLines = (list: readonly PricedItem[], indent: string) => list.map((item) => `${indent}${printable(item.option)}: ${printable(item.name)}${extra(item.extra_cost, money)}`);
  for (const line of basket.lines) {
    const name = line.type === 'menu' ? `${printable(line.name)} (${printable(line.menu_price_name)})` : printable(line.name);
    out.push(`${line.nb} × ${name}  ${money(line.total)}${line.nb > 1 ? ` (${money(line.unit_price)} each)` : ''}`);
    if (line.type === 'product') out.push(...itemLines(line.items, '    '));
    else {
      for (const dish of line.dishes) {
        out.push(`    ${printable(dish.step)}: ${printable(dish.name)}${extra(dish.supplement, money)}`);
        out.push(...itemLines(dish.items, '      '));
      }
    }
  }
  out.push(`Total: ${money(basket.total)} (${basket.item_count} ${basket.item_count === 1 ? 'item' : 'items'})`);
  return out.join('\n');
}
