import * as v from 'valibot';

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
} as const;

/** The server-side route patterns matching TABLE_PATHS. */
export const TABLE_ROUTES = {
  currentTransaction: `/${TABLE_PATHS.currentTransaction}`,
  transactionOrderStatus: `/${TABLE_PATHS.transactionOrderStatus}`,
  bill: `/${TABLE_PATHS.bill}`,
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
export const tableBillResponse = v.variant('state', [
  v.object({ state: v.literal('none') }),
  v.object({ state: v.picklist(['open', 'paid']), orders: v.pipe(v.array(billOrder), v.maxLength(200)) }),
]);
