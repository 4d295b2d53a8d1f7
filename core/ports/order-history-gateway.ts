import type { OrderList, OrderListParams } from '../domain/account/history-order';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * accounts 7, Get order list: the signed-in customer's orders at this establishment (the session travels
 * as x-access-token). Rejects with AccountRefusal('not_connected') without a valid session, a GatewayError
 * when the platform cannot be reached or answers nonsense.
 */
export interface OrderHistoryGateway {
  listOrders(restaurantId: RestaurantId, params: OrderListParams): Promise<OrderList>;
}

export const ORDER_HISTORY_GATEWAY = Symbol.for('ordering.OrderHistoryGateway');
