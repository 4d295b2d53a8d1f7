import * as v from 'valibot';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../core/ports/table-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** checkout 7: the answer is read, never trusted: a device and a key are plain printable tokens. */
const token = v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)));
const tableTransactionResponse = v.object({ isOpen: v.boolean(), device: v.optional(token, null), transactionKey: v.optional(token, null) });

/** checkout 7, "Order status by transaction": the path is checked by the use case before it is followed. */
const transactionOrderStatusResponse = v.object({
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
    v.array(v.object({
        name: v.pipe(v.string(), v.maxLength(200)),
        count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
        price: cents,
        product_id: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
      })),
    v.maxLength(500),
  ),
});
const tableBillResponse = v.variant('state', [
  v.object({ state: v.literal('none') }),
  v.object({ state: v.picklist(['open', 'paid']), orders: v.pipe(v.array(billOrder), v.maxLength(200)) }),
]);

/** checkout 7: the table's bill on the platform. */
export class HttpTableGateway implements TableGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction> {
    const response = await this.client.get(PLATFORM_PATHS.tableCurrentTransaction, { tableNumber, restaurantToken: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(tableTransactionResponse, response, 'table transaction');
  }

  async transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null> {
    const response = await this.client.get(PLATFORM_PATHS.transactionOrderStatus, { t: transactionKey, s: session });
    if (response.status !== 200) throw unexpectedStatus(response);
    return (await readBody(transactionOrderStatusResponse, response, 'transaction order status')).data;
  }

  async tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer> {
    const response = await this.client.get(PLATFORM_PATHS.tableBill, { tableNumber, restaurantToken: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(tableBillResponse, response, 'table bill');
  }
}
