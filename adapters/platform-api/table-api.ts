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
  /** Ours: issue 20 item 2, where a share being paid stands (query shareId, tableNumber and restaurantToken). */
  billShare: 'v1/table/bill/share',
} as const;

/** Ours: the sandbox provider's page where a share of a table's bill is paid (query share), on the platform. */
export const TABLE_SHARE_PAYMENT_PATH = 'platform/table-share-payment';

/** The server-side route patterns matching TABLE_PATHS. */
export const TABLE_ROUTES = {
  currentTransaction: `/${TABLE_PATHS.currentTransaction}`,
  transactionOrderStatus: `/${TABLE_PATHS.transactionOrderStatus}`,
  bill: `/${TABLE_PATHS.bill}`,
  billShares: `/${TABLE_PATHS.billShares}`,
  billShare: `/${TABLE_PATHS.billShare}`,
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
const paidShare = v.object({ amount: cents, items: v.pipe(v.array(v.pipe(v.string(), v.maxLength(110))), v.maxLength(200)), paying: v.optional(v.boolean(), false) });
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

/** A share's id on the platform: 22 url-safe characters (16 random bytes). */
const shareId = v.pipe(v.string(), v.regex(/^[\w-]{22}$/));

/**
 * 200: the share held for its payer (its amount and items reserved), and where it is paid: the provider's page,
 * a path under the platform's base (the client checks it stays there).
 */
export const shareHeldResponse = v.object({
  status: v.literal('pending'),
  shareId,
  amount: cents,
  tip: cents,
  left: cents,
  redirectUrl: v.pipe(v.string(), v.maxLength(300)),
});

/** Why a share being paid was let go: the provider refused it, its payer gave up, it expired, or the bill closed. */
export const SHARE_RELEASES = ['refused', 'cancelled', 'expired', 'closed'] as const;

const shareChoice = v.variant('way', [
  v.object({ way: v.literal('whole') }),
  v.object({ way: v.literal('equal'), parts: v.pipe(v.number(), v.safeInteger()) }),
  v.object({ way: v.literal('amount'), amount: cents }),
  v.object({ way: v.literal('items'), items: v.pipe(v.array(v.pipe(v.string(), v.maxLength(110))), v.maxLength(200)) }),
]);

/** GET v1/table/bill/share: where a share stands, as the provider's record says, and what it was. */
export const shareStatusResponse = v.object({
  state: v.picklist(['paying', 'paid', 'released']),
  amount: cents,
  tip: cents,
  choice: shareChoice,
  reason: v.nullable(v.picklist(SHARE_RELEASES)),
});

/** 409 (the bill changed: an item paid or held, more than what is left, another amount) or 422 (bad values): the reason. */
export const SHARE_REFUSALS = ['bad_parts', 'bad_amount', 'no_items', 'unknown_item', 'bad_tip', 'nothing_left', 'item_paid', 'item_paying', 'more_than_left', 'amount_changed'] as const;
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
