import type { Product } from '../catalogue/catalogue';
import { OrderTypeId } from './order-type';

/**
 * Issue 20 item 6: the order types whose food is eaten away from the restaurant (take away, delivery). French
 * rule (CGI art. 278-0 bis and 279): a product sold to be eaten later (a bottled soft drink, a whole cake) is at
 * 5.5 % when taken away and at 10 % when served on place; alcohol stays at 20 % whatever the order type. On place,
 * at a table and room service are served on the premises: the eat-in rate.
 */
export function isEatenAway(orderTypeId: number): boolean {
  return orderTypeId === OrderTypeId.takeAway || orderTypeId === OrderTypeId.delivery;
}

/** The VAT facts of a product the rule reads (a catalogue product, or a test's). */
export type VatRates = Pick<Product, 'vat_rate' | 'vat_rate_take_away'>;

/**
 * Issue 20 item 6: the VAT percentage a product's price holds for an order type. Taken away or delivered: its
 * take-away rate when the catalogue gives one, else its eat-in rate; on place, table and room: the eat-in rate.
 * Null when the catalogue gives no rate (the receipt then tells no tax for it).
 */
export function vatRateFor(product: VatRates | undefined, orderTypeId: number): number | null {
  if (!product) return null;
  const eatIn = product.vat_rate ?? null;
  if (!isEatenAway(orderTypeId)) return eatIn;
  return product.vat_rate_take_away ?? eatIn;
}
