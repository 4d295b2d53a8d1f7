import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { findProduct } from '../../../core/domain/catalogue/menu-navigation';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import { vatRateFor } from '../../../core/domain/order-type/order-type-vat';

/**
 * Issue 20 item 6: the platform records each line's VAT rate at intake, from its own catalogue and the order's
 * type (nothing the client sends carries a rate), so the history and receipt tell the tax as it was charged even
 * after the menu changes. A formula's rate is the formula's own product entry, as the receipt shows it.
 */
export function withVatRates(catalogue: Catalogue, orderTypeId: number, priced: PricedOrder): PricedOrder {
  return { ...priced, lines: priced.lines.map((line) => ({ ...line, vatRate: vatRateFor(findProduct(catalogue, line.productId), orderTypeId) })) };
}
