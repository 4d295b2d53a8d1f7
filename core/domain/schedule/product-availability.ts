import type { Basket, BasketEntry } from '../basket/basket';
import { isBasketFormula } from '../basket/basket';
import type { Catalogue, Product } from '../catalogue/catalogue';

/** checkout 4: whether the product can be ordered for that day (an ISO date in the restaurant's calendar). */
export function isAvailableOnDay(product: Pick<Product, 'availability_dates'>, day: string): boolean {
  const dates = product.availability_dates;
  if (!dates) return true;
  if (dates.from !== null && day < dates.from) return false;
  if (dates.to !== null && day > dates.to) return false;
  if (dates.weekdays.length === 0) return true;
  return dates.weekdays.includes(isoWeekday(day));
}

/** Sakamoto's month offsets, for the weekday of a Gregorian date. */
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * 1 Monday to 7 Sunday, of a calendar date (YYYY-MM-DD), by arithmetic: a date has its weekday whatever
 * the zone, and neither luxon (these rules load with the menu, which must stay small) nor the system
 * clock is needed.
 */
function isoWeekday(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const y = month < 3 ? year - 1 : year;
  const sundayFirst = (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (MONTH_OFFSETS[month - 1] ?? 0) + date) % 7;
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The catalogue products a basket line orders: the product, or each dish of a formula (and the formula). */
function productIdsOf(entry: BasketEntry): number[] {
  const item = entry.product;
  return isBasketFormula(item) ? [item.id, ...item.products.map((pick) => pick.product_id)] : [item.id];
}

/**
 * checkout 4: "changing the schedule removes basket products whose availability dates do not cover the
 * chosen day": the lines to take out for that day (a formula goes when one of its dishes cannot come).
 */
export function linesNotAvailableOnDay(basket: Basket, catalogue: Catalogue, day: string): BasketEntry[] {
  const byId = new Map(catalogue.products.map((product) => [product.id, product]));
  return basket.basketProducts.filter((entry) =>
    productIdsOf(entry).some((id) => {
      const product = byId.get(id);
      return product !== undefined && !isAvailableOnDay(product, day);
    }),
  );
}
