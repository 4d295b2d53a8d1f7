import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { ShareRequest } from '../../core/domain/bill-split/bill-split';
import type { ShareAnswer, ShareStatus, TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../core/ports/table-gateway';
import { IDEMPOTENCY_HEADERS } from '../platform-api/platform-api';
import { shareBodyOf, shareHeldResponse, shareRefusedResponse, shareStatusResponse, TABLE_PATHS, tableBillResponse, tableTransactionResponse, transactionOrderStatusResponse } from '../platform-api/table-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** checkout 7: the table's bill on the platform. */
export class HttpTableGateway implements TableGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction> {
    const response = await this.client.get(TABLE_PATHS.currentTransaction, { tableNumber, restaurantToken: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(tableTransactionResponse, response, 'table transaction');
  }

  async transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null> {
    const response = await this.client.get(TABLE_PATHS.transactionOrderStatus, { t: transactionKey, s: session });
    if (response.status !== 200) throw unexpectedStatus(response);
    return (await readBody(transactionOrderStatusResponse, response, 'transaction order status')).data;
  }

  async tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer> {
    const response = await this.client.get(TABLE_PATHS.bill, { tableNumber, restaurantToken: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(tableBillResponse, response, 'table bill');
  }

  /** Issue 20 item 2: 200 the share held, to pay with the provider; 409 and 422 a refusal the customer is told; anything else fails. */
  async payShare(restaurantId: RestaurantId, tableNumber: string, request: ShareRequest, idempotencyKey: string): Promise<ShareAnswer> {
    const query = new URLSearchParams({ tableNumber, restaurantToken: restaurantId });
    const response = await this.client.post(`${TABLE_PATHS.billShares}?${query.toString()}`, shareBodyOf(request), { [IDEMPOTENCY_HEADERS.key]: idempotencyKey });
    if (response.status === 409 || response.status === 422) return { status: 'refused', refusal: (await readBody(shareRefusedResponse, response, 'share refused')).error };
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(shareHeldResponse, response, 'share held');
  }

  /** Issue 20 item 2: 200 where the share stands; 404 a share the platform does not know. */
  async shareStatus(restaurantId: RestaurantId, tableNumber: string, shareId: string): Promise<ShareStatus | null> {
    const response = await this.client.get(TABLE_PATHS.billShare, { shareId, tableNumber, restaurantToken: restaurantId });
    if (response.status === 404) return null;
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(shareStatusResponse, response, 'share status');
  }
}
