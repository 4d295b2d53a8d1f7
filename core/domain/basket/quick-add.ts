import type { Catalogue, Product } from '../catalogue/catalogue';
import { isSoldAlone } from '../catalogue/menu-navigation';
import { optionsOfProduct } from '../catalogue/option-selection';

/**
 * browsing 4 (issue 6): a product without options to choose goes into the basket in one tap from the
 * menu, without opening its compose dialog. A formula always opens its builder.
 */
export function canQuickAdd(catalogue: Catalogue, product: Product): boolean {
  return product.type === 'product' && isSoldAlone(product) && optionsOfProduct(catalogue, product).length === 0;
}
