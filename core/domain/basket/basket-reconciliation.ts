import type { Catalogue } from '../catalogue/catalogue';
import { findProduct, isSoldAlone } from '../catalogue/menu-navigation';
import { composedUnitPrice, isSelectionValid, optionsOfProduct } from '../catalogue/option-selection';
import type { Basket, BasketEntry, BasketFormula } from './basket';
import { isBasketFormula } from './basket';
import { formulaEntry } from './formula-entry';

export interface ReconciledBasket {
  readonly basket: Basket;
  /** Lines taken out, to be listed to the customer (browsing 2.8: products_removed_from_cart). */
  readonly removed: readonly BasketEntry[];
}

/**
 * checkout 4: on load, basket products no longer in the catalogue, moved to another category, or with
 * missing options or items are removed; browsing 4: out-of-stock products are removed and listed.
 * Lines that stay take the catalogue's current price and name. A formula is checked and re-priced like
 * a product: every dish still offered and orderable, its options still fitting, its steps still equal
 * to a price choice (browsing 4).
 */
export function reconcileBasket(basket: Basket, catalogue: Catalogue): ReconciledBasket {
  const kept: BasketEntry[] = [];
  const removed: BasketEntry[] = [];
  for (const entry of basket.basketProducts) {
    if (isBasketFormula(entry.product)) {
      const current = reconcileFormula(entry.product, catalogue);
      if (current) kept.push({ ...entry, product: current });
      else removed.push(entry);
      continue;
    }
    const product = findProduct(catalogue, entry.product.id);
    const options = product ? optionsOfProduct(catalogue, product) : [];
    const stillValid =
      product !== undefined &&
      product.type === 'product' &&
      product.category_id === entry.product.category_id &&
      isSoldAlone(product) &&
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

function reconcileFormula(stored: BasketFormula, catalogue: Catalogue): BasketFormula | null {
  const current = formulaEntry(catalogue, stored.id, stored.products);
  if (!current.ok || current.value.category_id !== stored.category_id) return null;
  return current.value;
}
