import type { Catalogue } from '../catalogue/catalogue';
import { findProduct, isOrderable } from '../catalogue/menu-navigation';
import { composedUnitPrice, isSelectionValid, optionsOfProduct } from '../catalogue/option-selection';
import type { Basket, BasketEntry } from './basket';

export interface ReconciledBasket {
  readonly basket: Basket;
  /** Lines taken out, to be listed to the customer (browsing 2.8: products_removed_from_cart). */
  readonly removed: readonly BasketEntry[];
}

/**
 * checkout 4: on load, basket products no longer in the catalogue, moved to another category, or with
 * missing options or items are removed; browsing 4: out-of-stock products are removed and listed.
 * Lines that stay take the catalogue's current price and name.
 */
export function reconcileBasket(basket: Basket, catalogue: Catalogue): ReconciledBasket {
  const kept: BasketEntry[] = [];
  const removed: BasketEntry[] = [];
  for (const entry of basket.basketProducts) {
    const product = findProduct(catalogue, entry.product.id);
    const options = product ? optionsOfProduct(catalogue, product) : [];
    const stillValid =
      product !== undefined &&
      product.type === 'product' &&
      product.category_id === entry.product.category_id &&
      isOrderable(product) &&
      isSelectionValid(options, entry.product.selectedOptions);
    if (!stillValid) {
      removed.push(entry);
      continue;
    }
    const unitPrice = composedUnitPrice(product, options, entry.product.selectedOptions);
    kept.push({ ...entry, product: { ...entry.product, name: product.name, unitPrice } });
  }
  return { basket: { ...basket, basketProducts: kept }, removed };
}
