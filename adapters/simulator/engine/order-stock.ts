import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';

/** The dishes of a priced order, each with its units: taken when the order is placed (browsing 3 stock). */
export function unitsTaken(priced: Pick<PricedOrder, 'lines'>): { readonly dish: number; readonly nb: number }[] {
  return priced.lines.flatMap((line) => line.dishes.map((dish) => ({ dish, nb: line.nb })));
}

/** Issue 22.2: the units of an order that never reached the kitchen (its payment abandoned), given back. */
export function unitsGivenBack(priced: Pick<PricedOrder, 'lines'>): { readonly dish: number; readonly nb: number }[] {
  return unitsTaken(priced).map(({ dish, nb }) => ({ dish, nb: -nb }));
}

/** The stock left of each counted product (number_available) once these units are taken; others are not counted. */
export function stockLeftAfter(catalogue: Catalogue, taken: readonly { readonly dish: number; readonly nb: number }[]): Map<number, number> {
  const left = new Map<number, number>();
  for (const { dish, nb } of taken) {
    const available = left.get(dish) ?? catalogue.products.find((product) => product.id === dish)?.stock?.number_available;
    if (typeof available === 'number') left.set(dish, available - nb);
  }
  return left;
}
