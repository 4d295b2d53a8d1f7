import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TableBillAnswer, TableGateway, TableTransaction, TransactionOrderStatus } from '../../core/ports/table-gateway';
import { TABLE_PATHS, tableBillResponse, tableTransactionResponse, transactionOrderStatusResponse } from '../platform-api/table-api';
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
}
