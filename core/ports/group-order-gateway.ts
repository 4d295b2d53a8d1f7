import type { GroupOrderPayload } from '../domain/group/group-order';
import type { GroupOrderStatus } from '../domain/group/group-order-tracking';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { AttemptLookup, PlaceOrderAnswer, PlaceOrderRequest } from './order-gateway';

/**
 * checkout 7 "Place group order": POST order/multiRestaurant?restaurant_token={group}, answered as a
 * single order (data: order_number, redirectionUrl); a refusal is an answer, transport failures reject
 * with a GatewayError. `track` reads a group order back with each outlet's part (ours); `findAttempt`
 * the group order an attempt took, by its key at the group (ours, issue 15.5).
 */
export interface GroupOrderGateway extends AttemptLookup {
  place(groupId: RestaurantId, payload: GroupOrderPayload, request?: PlaceOrderRequest): Promise<PlaceOrderAnswer>;
  track(groupId: RestaurantId, orderNumber: string): Promise<GroupOrderStatus>;
}

export const GROUP_ORDER_GATEWAY = Symbol.for('ordering.GroupOrderGateway');
