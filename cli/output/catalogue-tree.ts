import type { Catalogue, Category, Product } from '../../core/domain/catalogue/catalogue';
import { menuCategories, productsOfCategory, sortByPosition, subCategories } from '../../core/domain/catalogue/menu-navigation';
import { optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { localize } from '../../core/domain/locale/localized-text';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { FormatMoney } from './money-format';
import { optionRule } from './option-rules';
import { printable } from './printable-text';

const INDENT = '  ';

/** Why a product cannot be ordered (core productAvailability), as the menu marks it; null when it can. */
const AVAILABILITY_MARKS: Readonly<Record<ProductAvailability, string | null>> = {
  orderable: null,
  sold_out: 'sold out',
  unavailable: 'unavailable',
  consultative: 'not sold online',
};

function availabilityMark(product: Product): string | null {
  return AVAILABILITY_MARKS[productAvailability(product)];
}

export interface TreeStyle {
  readonly language: string;
  readonly money: FormatMoney;
  /** Show product, option and item ids, the numbers an order file is written with. */
  readonly ids: boolean;
}

/** A name of the menu in the chosen language, escaped: it comes from the platform (issue 5 point 10). */
function named(name: LocalizedText, id: number, style: TreeStyle): string {
  const shown = printable(localize(name, style.language));
  return style.ids ? `${shown} #${id}` : shown;
}

function productLines(catalogue: Catalogue, product: Product, depth: number, style: TreeStyle): string[] {
  const { money } = style;
  const pad = INDENT.repeat(depth);
  const marks = [product.type === 'menu' ? 'set menu' : null, availabilityMark(product)].filter(Boolean);
  const markText = marks.map((mark) => `  [${mark}]`).join('');
  const lines = [`${pad}- ${named(product.name, product.id, style)}  ${money(product.price)}${markText}`];
  for (const option of optionsOfProduct(catalogue, product)) {
    const items = sortByPosition(option.product_option_items).map((item) => {
      const price = item.price > 0 ? ` +${money(item.price)}` : '';
      return `${named(item.name, item.id, style)}${price}${item.byDefault ? ' (default)' : ''}`;
    });
    const name = named(option.name, option.id, style);
    lines.push(`${pad}${INDENT.repeat(2)}${name} [${optionRule(option, money)}]: ${items.join(' · ')}`);
  }
  const formula = product.type === 'menu' ? catalogue.formulas.find((f) => f.id === product.id) : undefined;
  for (const price of formula?.menu_prices ?? []) {
    lines.push(`${pad}${INDENT.repeat(2)}${named(price.name, price.id, style)}  ${money(price.price)}`);
  }
  return lines;
}

function categoryLines(catalogue: Catalogue, category: Category, depth: number, style: TreeStyle): string[] {
  return [
    `${INDENT.repeat(depth)}${printable(localize(category.name, style.language))}`,
    ...productsOfCategory(catalogue, category.id).flatMap((p) => productLines(catalogue, p, depth + 1, style)),
    ...subCategories(catalogue, category).flatMap((c) => categoryLines(catalogue, c, depth + 1, style)),
  ];
}

/** browsing 3: the menu as a tree, categories on up to 3 levels, with prices, options and marks. */
export function catalogueTree(settings: RestaurantSettings, catalogue: Catalogue, style: TreeStyle): string {
  const title = `${printable(settings.restaurant_name)} (${printable(settings.id)}), prices in ${printable(settings.currency)}`;
  return [title, ...menuCategories(catalogue).flatMap((c) => categoryLines(catalogue, c, 0, style))].join('\n');
}
