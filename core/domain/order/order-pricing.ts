import type { Catalogue, Product } from '../catalogue/catalogue';
import { findProduct, isOrderable } from '../catalogue/menu-navigation';
import { composedUnitPrice, isSelectionValid, optionsOfProduct } from '../catalogue/option-selection';
import { orderAmounts } from '../basket/basket-totals';
import { tipProblem } from '../checkout/checkout-extras';
import type { FormulaProblem } from '../formula/formula-pricing';
import { findFormula, priceFormula } from '../formula/formula-pricing';
import type { LocalizedText } from '../locale/localized-text';
import { localize } from '../locale/localized-text';
import type { Cents } from '../money/money';
import { OrderTypeId } from '../order-type/order-type';
import type { OrderTypeSettings } from '../order-type/order-type';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type { LineComposition, OrderLine, OrderPayload } from './order-payload';
import { isFormulaLine } from './order-payload';

/** One line as the platform prices it from its own catalogue. */
export interface PricedOrderLine {
  readonly kind: 'product' | 'menu';
  readonly productId: number;
  /** The catalogue's name (French, the base language), whatever the client sent. */
  readonly name: string;
  readonly nb: number;
  readonly unitPrice: Cents;
  readonly total: Cents;
  /** The products the line takes out of stock: the product, or each dish of a formula. */
  readonly dishes: readonly number[];
  /**
   * Issue 20 item 6: the VAT percentage of the line for the order's type, set by the platform at intake from its
   * catalogue (order-type-vat.ts); null when the catalogue gives none, absent on orders taken before it was kept.
   */
  readonly vatRate?: number | null;
}

export interface PricedOrder {
  readonly lines: readonly PricedOrderLine[];
  readonly itemCount: number;
  readonly subtotal: Cents;
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  readonly total: Cents;
}

/**
 * Why an order's amounts or lines disagree with the catalogue, naming the payload field. A problem of a
 * line is the spec's product integrity error (checkout 8); the others are amounts the client got wrong.
 */
export interface PricingProblem {
  readonly field: string;
  readonly message: string;
  readonly productIntegrity: boolean;
}

export type PricedOrderInput = Pick<OrderPayload, 'products' | 'delivery_cost' | 'tips' | 'address' | 'order_types_id'>;

const lineProblem = (index: number, part: string, message: string): PricingProblem => ({
  field: `products.data.${index}${part ? `.${part}` : ''}`,
  message,
  productIntegrity: true,
});

const amountProblem = (field: string, message: string): PricingProblem => ({ field, message, productIntegrity: false });

function namesOf(...texts: readonly LocalizedText[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    const values = typeof text === 'string' ? [text] : Object.values(text);
    for (const value of values) names.add(value.normalize('NFC').trim());
  }
  return names;
}

function formulaProblemMessage(problem: FormulaProblem): { part: string; message: string } {
  switch (problem.reason) {
    case 'unknown_formula':
      return { part: 'product_id', message: 'no such formula on the menu' };
    case 'unknown_price_choice':
      return { part: 'menu_price_id', message: 'no such price choice in this formula' };
    case 'steps_do_not_match_price_choice':
      return { part: 'products', message: 'the steps picked do not match the price choice (browsing 4)' };
    case 'not_offered_at_step':
      return { part: `products.${problem.pick}.product_id`, message: 'this dish is not offered at this step' };
    case 'unknown_product':
      return { part: `products.${problem.pick}.product_id`, message: 'no such dish on the menu' };
    case 'invalid_options':
      return { part: `products.${problem.pick}.options`, message: 'these options do not fit the dish' };
  }
}

/** A line's composition as the platform prices it from its own catalogue, before what the client said of it is compared. */
export interface PricedComposition {
  readonly kind: 'product' | 'menu';
  readonly productId: number;
  readonly nb: number;
  readonly unitPrice: Cents;
  readonly total: Cents;
  /** The products the line takes out of stock: the product, or each dish of a formula. */
  readonly dishes: readonly number[];
  /** The catalogue's name of the product or formula. */
  readonly catalogueName: LocalizedText;
  /** The names a client may give the line: the product's or formula's in every language, and the formula's price choice's. */
  readonly names: ReadonlySet<string>;
}

/**
 * The one pricing of a line (order intake, promo code check and loyalty order calculation, issue 18): the product with its options
 * (browsing 4-5), or the formula's price choice with its steps' supplements and options (browsing 4), from
 * the catalogue alone. `at` is where the line is in the request (e.g. products.data.0): a problem names the
 * field under it.
 */
export function priceComposition(catalogue: Catalogue, line: LineComposition, at: string): Result<PricedComposition, PricingProblem> {
  const problem = (part: string, message: string): PricingProblem => ({ field: `${at}${part ? `.${part}` : ''}`, message, productIntegrity: true });
  if (isFormulaLine(line)) {
    const priced = priceFormula(catalogue, line.product_id, line.menu_price_id, line.products);
    if (!priced.ok) {
      const { part, message } = formulaProblemMessage(priced);
      return fail(problem(part, message));
    }
    const catalogueName = findFormula(catalogue, line.product_id)?.name ?? '';
    const dishes = line.products.map((pick) => pick.product_id);
    return ok({ kind: 'menu', productId: line.product_id, nb: line.nb, unitPrice: priced.unitPrice, total: priced.unitPrice * line.nb, dishes, catalogueName, names: namesOf(catalogueName, priced.menuPrice.name) });
  }
  const product: Product | undefined = findProduct(catalogue, line.product_id);
  if (!product || product.type !== 'product' || !product.visible) return fail(problem('product_id', 'no such product on the menu'));
  if (product.isMenuOnly) return fail(problem('product_id', 'this product is sold only in a set menu (browsing 3: isMenuOnly)'));
  const options = optionsOfProduct(catalogue, product);
  if (!isSelectionValid(options, line.options)) return fail(problem('options', 'these options do not fit the product (browsing 4-5)'));
  const unitPrice = composedUnitPrice(product, options, line.options);
  return ok({ kind: 'product', productId: product.id, nb: line.nb, unitPrice, total: unitPrice * line.nb, dishes: [product.id], catalogueName: product.name, names: namesOf(product.name) });
}

function priceLine(catalogue: Catalogue, line: OrderLine, index: number): Result<PricedOrderLine, PricingProblem> {
  const priced = priceComposition(catalogue, line, `products.data.${index}`);
  if (!priced.ok) return priced;
  const { kind, productId, nb, unitPrice, total, dishes, catalogueName, names } = priced.value;
  if (!names.has(line.name.normalize('NFC').trim())) return fail(lineProblem(index, 'name', 'the line is not named as on the menu'));
  if (line.unit_price !== unitPrice) return fail(lineProblem(index, 'unit_price', `the menu prices it ${unitPrice}, not ${line.unit_price}`));
  return ok({ kind, productId, name: localize(catalogueName, 'fr'), nb, unitPrice, total, dishes });
}

/**
 * The platform prices every order from its own catalogue (lines, options and extras, formulas,
 * delivery cost and free-delivery threshold, tips): what the client declares must agree, or the
 * first disagreement is returned with the field it is in.
 */
export function priceOrder(catalogue: Catalogue, orderType: OrderTypeSettings, order: PricedOrderInput): Result<PricedOrder, PricingProblem> {
  const lines: PricedOrderLine[] = [];
  for (const [index, line] of order.products.data.entries()) {
    const priced = priceLine(catalogue, line, index);
    if (!priced.ok) return priced;
    lines.push(priced.value);
  }
  const itemCount = lines.reduce((sum, line) => sum + line.nb, 0);
  if (itemCount !== order.products.count) return fail(amountProblem('products.count', `the lines hold ${itemCount} items, not ${order.products.count}`));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  // checkout 5 and ours (issue 22.12, checkout-extras): a tip from 0 to the price of what is ordered.
  if (tipProblem(order.tips, subtotal) !== null) return fail(amountProblem('tips', `a tip is a whole number of cents from 0 to the order's subtotal (${subtotal})`));
  const amounts = orderAmounts(orderType, subtotal, order.tips);
  if (order.delivery_cost !== amounts.deliveryCost) {
    return fail(amountProblem('delivery_cost', `the delivery costs ${amounts.deliveryCost} for this order, not ${order.delivery_cost}`));
  }
  const addressCost = order.order_types_id === OrderTypeId.delivery ? amounts.deliveryCost : 0;
  if (order.address.deliveryCost !== addressCost) {
    return fail(amountProblem('address.deliveryCost', `the address carries a delivery cost of ${addressCost} for this order, not ${order.address.deliveryCost}`));
  }
  return ok({ lines, itemCount, subtotal, ...amounts });
}

/**
 * The products of a priced order that cannot be served now (browsing 3: not orderable, or fewer
 * units in stock than the order takes, counting every line and formula dish together).
 */
export function unavailableDishes(catalogue: Catalogue, order: PricedOrder): number[] {
  const wanted = new Map<number, number>();
  for (const line of order.lines) for (const dish of line.dishes) wanted.set(dish, (wanted.get(dish) ?? 0) + line.nb);
  const missing: number[] = [];
  for (const [productId, units] of wanted) {
    const product = findProduct(catalogue, productId);
    const available = product?.stock?.number_available;
    if (!product || !isOrderable(product) || (typeof available === 'number' && available < units)) missing.push(productId);
  }
  return missing;
}
