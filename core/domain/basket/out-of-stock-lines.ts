import type { OutOfStockEntities } from '../order/order-rejection';
import type { SelectedOption } from '../catalogue/option-selection';
import type { Basket, BasketEntry } from './basket';
import { isBasketFormula } from './basket';

/** The products and option selections a line takes: the product, or a formula and each of its dishes. */
function dishesOf(entry: BasketEntry): { readonly productId: number; readonly options: readonly SelectedOption[] }[] {
  const item = entry.product;
  if (!isBasketFormula(item)) return [{ productId: item.id, options: item.selectedOptions }];
  return [{ productId: item.id, options: [] }, ...item.products.map((pick) => ({ productId: pick.product_id, options: pick.options }))];
}

/**
 * browsing 2.8 and checkout 8: the basket lines an out-of-stock answer names: lines of a product in
 * productIds or quantityIds (not enough units left), and lines holding an option item in optionItemIds.
 * A formula is hit by any of its dishes.
 */
export function basketLinesHitByOutOfStock(basket: Basket, entities: OutOfStockEntities): BasketEntry[] {
  const products = new Set([...entities.productIds, ...entities.quantityIds]);
  const items = new Set(entities.optionItemIds);
  return basket.basketProducts.filter((entry) =>
    dishesOf(entry).some((dish) => products.has(dish.productId) || dish.options.some((option) => option.item_ids.some((id) => items.has(id)))),
  );
}
