import type { SplitBill } from '../bill-split/bill-split';
import { splitBillOf } from '../bill-split/bill-split';
import type { BillSummary, TableBillAnswer, TableBillOrder } from './table-bill';

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
  | {
      readonly kind: 'open' | 'paid';
      readonly tableNumber: string;
      readonly orders: readonly TableBillOrder[];
      readonly summary: BillSummary;
      /** Issue 20 item 2: the bill as it can be shared, its items paid or not (bill-split). */
      readonly split: SplitBill;
    };

export function tableHubOf(tableNumber: string, answer: TableBillAnswer): TableHub {
  if (answer.state === 'none' || answer.orders.length === 0) return { kind: 'no_open_bill', tableNumber };
  // What the shares paid counts as paid (issue 20 item 2): what is left is what no order nor share paid.
  const split = splitBillOf(answer.orders, answer.state === 'open' ? (answer.shares ?? []) : []);
  const summary = { total: split.total, paid: split.paid, paying: split.paying, left: split.left };
  // A bill whose orders are all paid is paid, whatever the platform's word for it; one whose last share is
  // being paid is not yet (the provider may refuse it).
  const kind = answer.state === 'paid' || (summary.left === 0 && split.paying === 0) ? 'paid' : 'open';
  return { kind, tableNumber, orders: answer.orders, summary, split };
}

/** browsing 2.5: the 'pay_bill' button shows only when the table has an open bill with something left. */
export function canPayTheBill(hub: TableHub): boolean {
  return hub.kind === 'open' && hub.summary.left > 0;
}
