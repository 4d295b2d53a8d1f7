import * as v from 'valibot';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TableGateway, TableTransaction } from '../../core/ports/table-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** checkout 7: the answer is read, never trusted: a device and a key are plain printable tokens. */
const token = v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)));
const tableTransactionResponse = v.object({ isOpen: v.boolean(), device: v.optional(token, null), transactionKey: v.optional(token, null) });

/** checkout 7: GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
export class HttpTableGateway implements TableGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction> {
    const response = await this.client.get(PLATFORM_PATHS.tableCurrentTransaction, { tableNumber, restaurantToken: restaurantId });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(tableTransactionResponse, response, 'table transaction');
  }
}
