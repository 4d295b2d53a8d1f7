import * as v from 'valibot';
import type { OrderList, OrderListParams } from '../../core/domain/account/history-order';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { AccountRefusal } from '../../core/ports/account-gateway';
import type { OrderHistoryGateway } from '../../core/ports/order-history-gateway';
import { accountErrorBody } from '../platform-api/account-api';
import { ORDER_HISTORY_PATH, orderHistorySearch } from '../platform-api/order-history-api';
import { orderListRead } from './order-discounts-schema';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** accounts 7, Get order list over HTTP (our path); the session goes as x-access-token (platform client). */
export class HttpOrderHistoryGateway implements OrderHistoryGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async listOrders(restaurantId: RestaurantId, params: OrderListParams): Promise<OrderList> {
    const response = await this.client.get(ORDER_HISTORY_PATH(restaurantId), orderHistorySearch(params));
    if (response.status === 200) return readBody(orderListRead, response, 'order list');
    const refusal = v.safeParse(accountErrorBody, response.body);
    if (refusal.success && (response.status === 401 || response.status === 403)) throw new AccountRefusal(refusal.output.error);
    throw unexpectedStatus(response);
  }
}
