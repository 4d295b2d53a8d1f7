import * as v from 'valibot';
import type { ShareRequest } from '../../core/domain/bill-split/bill-split';

/**
 * checkout 7 and browsing 2.5: the table's bill on the platform. Apart from platform-api.ts because only the
 * table's own screens (tracking's pay-the-table, the order validation screen, the hub) call them, in their chunks.
 */
export const TABLE_PATHS = {
  /** checkout 7: query tableNumber and restaurantToken; answer isOpen, device, transactionKey. */
  currentTransaction: 'v1/table/currentTransaction',
  /** Ours: checkout 7 names "Order status by transaction" (query t and s) but not its path. */
  transactionOrderStatus: 'v1/table/transactionOrderStatus',
  /** Ours: browsing 2.5, the hub's table bill (query tableNumber and restaurantToken; answer TableBillAnswer). */
  bill: 'v1/table/bill',
  /** Ours: issue 20 item 2, a share of the table's open bill (query tableNumber and restaurantToken; Idempotency-Key). */
  billShares: 'v1/table/bill/shares',
} as const;

/** The server-side route patterns matching TABLE_PATHS. */
export const TABLE_ROUTES = {
  currentTransaction: `/${TABLE_PATHS.currentTransaction}`,
  transactionOrderStatus: `/${TABLE_PATHS.transactionOrderStatus}`,
  bill: `/${TABLE_PATHS.bill}`,
  billShares: `/${TABLE_PATHS.billShares}`,
} as const;

/** checkout 7: the answer is read, never trusted: a device and a key are plain printable tokens. */
const token = v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)));
export const tableTransactionResponse = v.object({ isOpen: v.boolean(), device: v.optional(token, null), transactionKey: v.optional(token, null) });

/** checkout 7, "Order status by transaction": the path is checked by the use case before it is followed. */
export const transactionOrderStatusResponse = v.object({
  data: v.nullable(v.object({ restaurantToken: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)), redirectionPath: v.pipe(v.string(), v.maxLength(500)) })),
});

/** browsing 2.5, the hub's bill: bounded amounts and lines; the totals are worked out by core, never read. */
const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const billOrder = v.object({
  orderNumber: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  displayNumber: v.pipe(v.string(), v.maxLength(30)),
  amount: cents,
  paid: v.boolean(),
  lines: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.maxLength(200)),
        count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
        price: cents,
        product_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
      }),
    ),
    v.maxLength(500),
  ),
});
/** Issue 20 item 2: the shares already paid of the open bill, their amounts and the items they paid. */
const paidShare = v.object({ amount: cents, items: v.pipe(v.array(v.pipe(v.string(), v.maxLength(110))), v.maxLength(200)) });
export const tableBillResponse = v.variant('state', [
  v.object({ state: v.literal('none') }),
  v.object({ state: v.picklist(['open', 'paid']), orders: v.pipe(v.array(billOrder), v.maxLength(200)), shares: v.optional(v.pipe(v.array(paidShare), v.maxLength(1000)), []) }),
]);

/** Issue 20 item 2: the body of POST v1/table/bill/shares (amounts in cents; the platform recomputes them). */
export interface ShareBody {
  readonly way: 'whole' | 'equal' | 'amount' | 'items';
  readonly parts?: number;
  readonly amount?: number;
  readonly items?: readonly string[];
  readonly tip: number;
  readonly expectedAmount: number;
}

/** The body of a share from the domain's request. */
export function shareBodyOf(request: ShareRequest): ShareBody {
  const { choice, tip, expectedAmount } = request;
  return { ...choice, tip, expectedAmount };
}

/** 200: the share taken, and what is left of the bill. */
export const shareTakenResponse = v.object({ status: v.literal('paid'), amount: cents, tip: cents, left: cents });

/** 409 (the bill changed: an item paid, more than what is left, another amount) or 422 (bad values): the reason. */
export const SHARE_REFUSALS = ['bad_parts', 'bad_amount', 'no_items', 'unknown_item', 'bad_tip', 'nothing_left', 'item_paid', 'more_than_left', 'amount_changed'] as const;
export const shareRefusedResponse = v.object({ error: v.picklist(SHARE_REFUSALS), message: v.pipe(v.string(), v.maxLength(300)) });

/**
 * Issue 20 item 2, ours: the table's bill on the live socket. A client sends `tableBillIdentity`
 * {restaurantToken, tableNumber} (acknowledged like an order's identity), then gets `tableBill`
 * {restaurantToken, tableNumber} whenever that bill changes, and reads it again.
 */
export const TABLE_BILL_SOCKET = {
  identityEvent: 'table_bill_identity',
  changedEvent: 'table_bill',
} as const;

export interface TableBillIdentity {
  readonly restaurantToken: string;
  readonly tableNumber: string;
}
