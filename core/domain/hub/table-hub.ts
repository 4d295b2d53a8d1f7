import type { BillSummary, TableBillAnswer, TableBillOrder } from './table-bill';
import { billSummary } from './table-bill';

/**
 * browsing 2.5, the hub of a table: what it can say about the table's bill. The 'pay_bill' button shows
 * "when the table has an open bill" with something left to pay; the other states are told plainly (ours:
 * the spec is silent on them): no table under that number, no bill payment at this establishment, no
 * bill open yet, or the bill just paid.
 */
export type TableHub =
  | { readonly kind: 'unknown_table' }
  | { readonly kind: 'no_table_payment'; readonly tableNumber: string }
  | { readonly kind: 'no_open_bill'; readonly tableNumber: string }
  | { readonly kind: 'open' | 'paid'; readonly tableNumber: string; readonly orders: readonly TableBillOrder[]; readonly summary: BillSummary };

export function tableHubOf(tableNumber: string, answer: TableBillAnswer): TableHub {
  if (answer.state === 'none' || answer.orders.length === 0) return { kind: 'no_open_bill', tableNumber };
  const summary = billSummary(answer.orders);
  // A bill whose orders are all paid is paid, whatever the platform's word for it.
  const kind = answer.state === 'paid' || summary.left === 0 ? 'paid' : 'open';
  return { kind, tableNumber, orders: answer.orders, summary };
}

/** browsing 2.5: the 'pay_bill' button shows only when the table has an open bill with something left. */
export function canPayTheBill(hub: TableHub): boolean {
  return hub.kind === 'open' && hub.summary.left > 0;
}
