import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { isOrderable } from '../../../core/domain/catalogue/menu-navigation';
import type { BestSeller } from '../../../core/domain/home/home-selections';
import type { SuggestionEntry } from '../../../core/domain/suggestions/product-suggestions';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { EstablishmentInsights } from '../establishments/establishment-insights';

/**
 * browsing 7 (POST /api/future): what goes with the selection, by the establishment's pairings, in the
 * order of the selection; never a product of the selection, never one it cannot serve now (hidden,
 * unavailable, out of stock), each product once. The storefront picks among them (core chooseSuggestions).
 */
export function suggestionEntries(insights: EstablishmentInsights, catalogue: Catalogue, productIds: readonly number[]): SuggestionEntry[] {
  const selection = new Set(productIds);
  const onMenu = new Set(catalogue.products.filter(isOrderable).map((product) => product.id));
  const proposed = new Set<number>();
  for (const productId of productIds) {
    for (const pairing of insights.pairings) {
      if (pairing.product_id !== productId) continue;
      for (const other of pairing.goes_with) if (!selection.has(other) && onMenu.has(other)) proposed.add(other);
    }
  }
  return [...proposed].map((product_id) => ({ product_id }));
}

/**
 * Best sellers (browsing 2.2): the units the establishment file says were sold before, plus every unit
 * of the orders the simulator took and the restaurant did not cancel. Most sold first.
 */
export function bestSellers(insights: EstablishmentInsights, orders: readonly { readonly payload: OrderPayload; readonly canceled: boolean }[]): BestSeller[] {
  const units = new Map<number, number>();
  for (const sale of insights.sales) units.set(sale.product_id, (units.get(sale.product_id) ?? 0) + sale.nb_ordered);
  for (const order of orders) {
    if (order.canceled) continue;
    for (const line of order.payload.products.data) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.nb);
  }
  return [...units]
    .map(([product_id, nb_ordered]) => ({ product_id, nb_ordered }))
    .sort((a, b) => b.nb_ordered - a.nb_ordered || a.product_id - b.product_id);
}
