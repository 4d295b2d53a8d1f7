import type { BasketEntry } from '../basket/basket';
import { isBasketFormula } from '../basket/basket';
import type { Catalogue } from './catalogue';
import { findProduct } from './menu-navigation';
import { productAvailability } from './product-availability';

/**
 * browsing 4 (issue 20.3): of the lines a restored basket lost, those whose product, or a dish of a formula, is
 * sold out in this catalogue, so that the customer is told why they went (the others went for another
 * reason: withdrawn, moved, options changed). Kept apart from menu-availability.ts: the restore runs on the
 * menu's first route.
 */
export function soldOutEntries(entries: readonly BasketEntry[], catalogue: Catalogue): BasketEntry[] {
  const soldOut = (id: number) => {
    const product = findProduct(catalogue, id);
    return product !== undefined && productAvailability(product) === 'sold_out';
  };
  return entries.filter((entry) => {
    const ids = isBasketFormula(entry.product) ? entry.product.products.map((pick) => pick.product_id) : [entry.product.id];
    return ids.some(soldOut);
  });
}
