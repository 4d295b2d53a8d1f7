import type { OutOfStockEntities } from '../order/order-rejection';
import type { Basket, BasketEntry } from './basket';

/**
 * browsing 2.8 and checkout 8: the basket lines an out-of-stock answer names: lines of a product in
 * productIds or quantityIds (not enough units left), and lines holding an option item in optionItemIds.
 */
export function basketLinesHitByOutOfStock(basket: Basket, entities: OutOfStockEntities): BasketEntry[] {
  const products = new Set([...entities.productIds, ...entities.quantityIds]);
  const items = new Set(entities.optionItemIds);
  return basket.basketProducts.filter(
    (entry) =>
      products.has(entry.product.id) || entry.product.selectedOptions.some((option) => option.item_ids.some((id) => items.has(id))),
  );
}
