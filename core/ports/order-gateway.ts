import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { OrderPayload, PlacedOrder } from '../domain/order/order-payload';
import type { OrderRejection } from '../domain/order/order-rejection';
import type { TrackStatus } from '../domain/tracking/track-status';

export type PlaceOrderAnswer =
  | { readonly accepted: true; readonly order: PlacedOrder }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/**
 * checkout 7: place an order and read its status back. A refusal the platform explains (`err`) is an
 * answer, not an error; transport failures reject with a GatewayError.
 */
export interface OrderGateway {
  place(restaurantId: RestaurantId, payload: OrderPayload): Promise<PlaceOrderAnswer>;
  track(restaurantId: RestaurantId, orderNumber: string): Promise<TrackStatus>;
}

export const ORDER_GATEWAY = Symbol.for('ordering.OrderGateway');
