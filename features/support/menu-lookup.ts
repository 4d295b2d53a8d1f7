import type { Catalogue, OptionItem, Product, ProductOption } from '../../core/domain/catalogue/catalogue';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { localize } from '../../core/domain/locale/localized-text';

/** Steps name things as the customer reads them, in French or in English. */
export function isNamed(text: LocalizedText, name: string): boolean {
  return localize(text, 'fr') === name || localize(text, 'en') === name;
}

function only<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`no ${what} on this menu`);
  return found;
}

export function productNamed(catalogue: Catalogue, name: string): Product {
  return only(
    catalogue.products.find((product) => isNamed(product.name, name)),
    `product "${name}"`,
  );
}

export function optionNamed(options: readonly ProductOption[], name: string): ProductOption {
  return only(
    options.find((option) => isNamed(option.name, name)),
    `option "${name}"`,
  );
}

export function itemNamed(option: ProductOption, name: string): OptionItem {
  return only(
    option.product_option_items.find((item) => isNamed(item.name, name)),
    `item "${name}" in option "${localize(option.name, 'en')}"`,
  );
}
