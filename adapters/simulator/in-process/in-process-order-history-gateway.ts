import type { OrderList, OrderListParams } from '../../../core/domain/account/history-order';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { isAccountRefusal } from '../../../core/ports/account-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { OrderHistoryGateway } from '../../../core/ports/order-history-gateway';
import { orderHistorySearch } from '../../platform-api/order-history-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';

/** accounts 7 against the simulator in this process: the query as it would travel, the answer as plain JSON. */
export class InProcessOrderHistoryGateway implements OrderHistoryGateway {
  constructor(
    private readonly engine: SimulatorEngine,
    private readonly accessToken: () => string | null,
  ) {}

  listOrders(restaurantId: RestaurantId, params: OrderListParams): Promise<OrderList> {
    try {
      const list = this.engine.customerOrders(restaurantId, this.accessToken() ?? undefined, orderHistorySearch(params));
      return Promise.resolve(structuredClone(list));
    } catch (error) {
      if (isAccountRefusal(error)) return Promise.reject(error);
      if (error instanceof SimulatorError) return Promise.reject(new GatewayError(error.kind === 'unprocessable' ? 'bad_request' : error.kind, error.message, error.field));
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
