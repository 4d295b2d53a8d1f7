import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { TrackedLine } from '../tracking/track-status';

/**
 * One line of an order on the bill, priced by the platform (its catalogue, never the client's prices),
 * shaped as a tracked line so that it is named in the visitor's language as tracking names it.
 */
export type TableBillLine = TrackedLine;

/** One order of the table, with what it costs once its discounts are off, and whether it is paid. */
export interface TableBillOrder {
  readonly orderNumber: string;
  /** The order's display number of the day (checkout 3: shown with the prefix, calledOutNumber). */
  readonly displayNumber: string;
  readonly amount: Cents;
  readonly paid: boolean;
  readonly lines: readonly TableBillLine[];
}

/**
 * Issue 20 item 2: a share of the open bill already paid, as everyone at the table may see it: its amount
 * (its tip is the payer's business) and the items it paid (`<order number>.<line index>`).
 */
export interface PaidShare {
  readonly amount: Cents;
  readonly items: readonly string[];
  /**
   * Being paid through the payment provider: its amount and items are held (no one else may pay them) until
   * the provider confirms it (then it is paid) or refuses it, or it is given up or expires (then it is gone).
   */
  readonly paying?: boolean;
}

/**
 * browsing 2.5 and checkout 7 (the answer's shape is ours: the spec names the table's bill, not its call):
 * the table's open bill, the last one it paid when none is open, or nothing.
 */
export type TableBillAnswer =
  | { readonly state: 'none' }
  | { readonly state: 'open' | 'paid'; readonly orders: readonly TableBillOrder[]; readonly shares?: readonly PaidShare[] };

export interface BillSummary {
  readonly total: Cents;
  readonly paid: Cents;
  /** Issue 20 item 2: what shares being paid through the provider hold (neither paid nor left yet). */
  readonly paying: Cents;
  readonly left: Cents;
}

/** What the bill comes to, what is paid and what is left: worked out from its orders, never read from a total. */
export function billSummary(orders: readonly TableBillOrder[]): BillSummary {
  const total = sumCents(orders.map((order) => order.amount));
  const paid = sumCents(orders.filter((order) => order.paid).map((order) => order.amount));
  return { total, paid, paying: 0, left: total - paid };
}

/** An order whose amount to pay is not the sum of its lines (a promotion or loyalty took some off): its amount is shown. */
export function isDiscounted(order: TableBillOrder): boolean {
  return order.amount !== sumCents(order.lines.map((line) => line.price));
}

/** A table number as the hub reads it from its query: a whole number from 1, six digits at most. */
const TABLE_NUMBER = /^[1-9]\d{0,5}$/;

/** browsing 2.5: "reads query number (table number)". null when the query names no table this product knows. */
export function hubTableNumber(query: string | null | undefined): string | null {
  const trimmed = (query ?? '').trim();
  return TABLE_NUMBER.test(trimmed) ? trimmed : null;
}
