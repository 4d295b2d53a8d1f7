import { DateTime } from 'luxon';
import type { Cents } from '../money/money';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { HistoryOrder, HistoryOrderType, HistoryProductLine } from './history-order';
import { isReceiptEligible } from './history-order';
import type { DiscountRow } from '../tracking/order-discounts';
import { discountRows } from '../tracking/order-discounts';

/** One line of the receipt: what was bought, how many, at what price (tax included, accounts 1). */
export interface ReceiptLine {
  readonly name: string;
  readonly count: number;
  readonly unitPrice: Cents;
  readonly total: Cents;
  /** Options ("Cuisson: À point") and, for a formula, its dishes with their options. */
  readonly details: readonly string[];
  readonly vatRate: number | null;
}

/** The VAT inside the total at one rate: prices include tax, so tax = total × rate / (100 + rate). */
export interface ReceiptTax {
  readonly rate: number;
  readonly base: Cents;
  readonly tax: Cents;
  readonly total: Cents;
}

/** accounts 7: what the client-made receipt holds, ready to be drawn (money still in cents). */
export interface ReceiptModel {
  readonly business: {
    readonly name: string;
    readonly addressLines: readonly string[];
    readonly email: string;
    readonly phone: string;
    readonly siret: string;
    /** tvaMail: the intra-community VAT number. */
    readonly vatNumber: string;
  };
  /** The number the customer knows: the display number with its prefix where the restaurant uses them. */
  readonly orderNumber: string;
  /** The date in the establishment's zone, in the customer's language. */
  readonly date: string;
  /** Issue 20 item 6: how it was ordered (its type picked the VAT rates); null when the platform did not tell. */
  readonly orderType: HistoryOrderType | null;
  readonly lines: readonly ReceiptLine[];
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  /** Issue 18: what the platform took off, shown as gift, percentage or cash (checkout 3); total is then what was paid. */
  readonly discounts: readonly DiscountRow[];
  readonly taxes: readonly ReceiptTax[];
  /** What has no VAT rate given (lines without one in the catalogue, the delivery cost): its tax is not told. */
  readonly untaxed: Cents;
  readonly total: Cents;
  readonly currency: string;
}

export type ReceiptSettings = Pick<
  RestaurantSettings,
  'restaurant_name' | 'address_street' | 'address_zip_code' | 'address_city' | 'phone' | 'currency' | 'timezone' | 'useDisplayOrderNumber' | 'prefix' | 'contact_email' | 'siret' | 'tvaMail'
>;

/** checkout 3: the display number with the restaurant's prefix when it uses them, else the order number. */
export function shownHistoryOrderNumber(order: HistoryOrder, settings: Pick<ReceiptSettings, 'useDisplayOrderNumber' | 'prefix'>): string {
  const display = order.orderInfo.displayOrderNumber;
  return settings.useDisplayOrderNumber && display ? `${settings.prefix}${display}` : order.orderInfo.orderNumber;
}

/** The order's date in the establishment's zone (checkout 3 default Europe/Paris), in the given language. */
export function historyOrderDate(order: HistoryOrder, timezone: string, locale: string): string {
  const date = DateTime.fromISO(order.orderInfo.createdAt, { zone: 'utc' }).setZone(timezone || 'Europe/Paris').setLocale(locale);
  return date.toLocaleString(DateTime.DATETIME_MED);
}

/** Issue 18: the discounts of a history order, a gift named from the order's own product lines (dishes of formulas too). */
export function historyDiscountRows(order: HistoryOrder): DiscountRow[] {
  const products = [...order.products, ...order.formulas.flatMap((formula) => formula.products)];
  return discountRows(order.paymentInfo.discounts, (productId) => products.find((line) => line.id === productId)?.name ?? null);
}

const optionText = (line: HistoryProductLine): string[] => line.options.map((option) => `${option.optionName}: ${option.itemName}`);

/** Tax inside a tax-included amount, rounded to the cent. */
export function taxIncluded(total: Cents, rate: number): Cents {
  return Math.round((total * rate) / (100 + rate));
}

/**
 * Issue 18: amounts less a discount shared in proportion to them (a cent left by rounding goes to the last
 * one that can take it), never below 0: what each VAT rate's lines really cost once the discount is off.
 */
export function spreadDiscount(amounts: readonly Cents[], discount: Cents): Cents[] {
  const whole = amounts.reduce((sum, amount) => sum + amount, 0);
  if (whole === 0 || discount <= 0) return [...amounts];
  const off = Math.min(discount, whole);
  const shares = amounts.map((amount) => Math.floor((off * amount) / whole));
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  for (let index = amounts.length - 1; index >= 0 && left > 0; index -= 1) {
    const room = amounts[index]! - shares[index]!;
    const more = Math.min(room, left);
    shares[index] = shares[index]! + more;
    left -= more;
  }
  return amounts.map((amount, index) => amount - shares[index]!);
}

/** accounts 7: the order's product and formula lines as the receipt lists them, each with its VAT rate. */
function receiptLines(order: HistoryOrder): ReceiptLine[] {
  return [
    ...order.products.map((line) => ({ name: line.name, count: line.count, unitPrice: line.price, total: line.price * line.count, details: optionText(line), vatRate: line.vatRate })),
    ...order.formulas.map((line) => ({
      name: line.name,
      count: line.count,
      unitPrice: line.price,
      total: line.price * line.count,
      details: line.products.map((dish) => [dish.name, ...optionText(dish)].join(', ')),
      vatRate: line.vatRate,
    })),
  ];
}

/**
 * accounts 7 and issue 20 item 6: the VAT inside what was paid, by rate (the rate each line was charged at for the
 * order's type, recorded by the platform), and what has no rate given (lines without one, the delivery cost).
 */
export function historyTaxes(order: HistoryOrder): { readonly taxes: readonly ReceiptTax[]; readonly untaxed: Cents } {
  const byRate = new Map<number, Cents>();
  let untaxed = 0;
  for (const line of receiptLines(order)) {
    if (line.vatRate === null) untaxed += line.total;
    else byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.total);
  }
  // Issue 18: the VAT is on what was paid, so the discount taken off the lines is taken off each rate's share.
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b);
  const [untaxedLines = 0, ...paidByRate] = spreadDiscount([untaxed, ...rates.map(([, total]) => total)], order.paymentInfo.discounts?.discount ?? 0);
  const taxes = rates.map(([rate], index) => {
    const total = paidByRate[index] ?? 0;
    const tax = taxIncluded(total, rate);
    return { rate, base: total - tax, tax, total };
  });
  return { taxes, untaxed: untaxedLines + order.paymentInfo.deliveryCost };
}

/**
 * accounts 4 and 7: the receipt of an eligible order (neither canceled nor in progress), made on the
 * client from the order and the business infos; null for an order that may not have one.
 */
export function buildReceipt(order: HistoryOrder, settings: ReceiptSettings, locale: string): ReceiptModel | null {
  if (!isReceiptEligible(order)) return null;
  const lines = receiptLines(order);
  const { taxes, untaxed } = historyTaxes(order);
  const cityLine = [settings.address_zip_code, settings.address_city].filter((part) => part.trim() !== '').join(' ');
  return {
    business: {
      name: settings.restaurant_name,
      addressLines: [settings.address_street, cityLine].filter((line) => line.trim() !== ''),
      email: settings.contact_email ?? '',
      phone: settings.phone,
      siret: settings.siret ?? '',
      vatNumber: settings.tvaMail ?? '',
    },
    orderNumber: shownHistoryOrderNumber(order, settings),
    date: historyOrderDate(order, settings.timezone, locale),
    orderType: order.orderInfo.orderType ?? null,
    lines,
    deliveryCost: order.paymentInfo.deliveryCost,
    tips: order.paymentInfo.tips,
    discounts: historyDiscountRows(order),
    taxes,
    untaxed,
    total: order.paymentInfo.totalPrice,
    currency: settings.currency,
  };
}
