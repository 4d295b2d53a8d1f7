import type { Catalogue, Category, Product } from '../../core/domain/catalogue/catalogue';
import { menuCategories, productsOfCategory, sortByPosition, subCategories } from '../../core/domain/catalogue/menu-navigation';
import { optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { ProductAvailability } from '../../core/domain/catalogue/product-availability';
import { localize } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { FormatMoney } from './money-format';
import { optionRule } from './option-rules';

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

function named(name: string, id: number, style: TreeStyle): string {
  return style.ids ? `${name} #${id}` : name;
}

function productLines(catalogue: Catalogue, product: Product, depth: number, style: TreeStyle): string[] {
  const { language, money } = style;
  const pad = INDENT.repeat(depth);
  const marks = [product.type === 'menu' ? 'set menu' : null, availabilityMark(product)].filter(Boolean);
  const markText = marks.map((mark) => `  [${mark}]`).join('');
  const lines = [`${pad}- ${named(localize(product.name, language), product.id, style)}  ${money(product.price)}${markText}`];
  for (const option of optionsOfProduct(catalogue, product)) {
    const items = sortByPosition(option.product_option_items).map((item) => {
      const price = item.price > 0 ? ` +${money(item.price)}` : '';
      return `${named(localize(item.name, language), item.id, style)}${price}${item.byDefault ? ' (default)' : ''}`;
    });
    const name = named(localize(option.name, language), option.id, style);
    lines.push(`${pad}${INDENT.repeat(2)}${name} [${optionRule(option, money)}]: ${items.join(' · ')}`);
  }
  const formula = product.type === 'menu' ? catalogue.formulas.find((f) => f.id === product.id) : undefined;
  for (const price of formula?.menu_prices ?? []) {
    lines.push(`${pad}${INDENT.repeat(2)}${named(localize(price.name, language), price.id, style)}  ${money(price.price)}`);
  }
  return lines;
}

function categoryLines(catalogue: Catalogue, category: Category, depth: number, style: TreeStyle): string[] {
  return [
    `${INDENT.repeat(depth)}${localize(category.name, style.language)}`,
    ...productsOfCategory(catalogue, category.id).flatMap((p) => productLines(catalogue, p, depth + 1, style)),
    ...subCategories(catalogue, category).flatMap((c) => categoryLines(catalogue, c, depth + 1, style)),
  ];
}

/** browsing 3: the menu as a tree, categories on up to 3 levels, with prices, options and marks. */
export function catalogueTree(settings: RestaurantSettings, catalogue: Catalogue, style: TreeStyle): string {
  const title = `${settings.restaurant_name} (${settings.id}), prices in ${settings.currency}`;
  return [title, ...menuCategories(catalogue).flatMap((c) => categoryLines(catalogue, c, 0, style))].join('\n');
}
