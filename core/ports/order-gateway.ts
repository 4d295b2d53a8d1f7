import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { OrderPayload, PlacedOrder } from '../domain/order/order-payload';
import type { OrderRejection } from '../domain/order/order-rejection';
import type { TrackStatus } from '../domain/tracking/track-status';

export type PlaceOrderAnswer =
  /** `replayed`: the platform answered a repeat of an attempt it had already taken, with its first answer. */
  | { readonly accepted: true; readonly order: PlacedOrder; readonly replayed?: boolean }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/**
 * One attempt at an order. The idempotency key stays the same across retries of the attempt, so the
 * platform takes it once whatever happens to its answers; a new attempt gets a new key.
 */
export interface PlaceOrderRequest {
  readonly idempotencyKey?: string;
}

/**
 * Ours (issue 15.5): whether an attempt took an order, asked by its idempotency key, read-only. After a
 * lost answer, this is how the storefront learns what became of the attempt before it starts another
 * (with a new key, which the platform would take as another order).
 */
export interface AttemptLookup {
  /** The order the attempt with this key took at this establishment; null when it took none. Transport failures reject with a GatewayError. */
  findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null>;
}

/**
 * checkout 7: place an order and read its status back. A refusal the platform explains (`err`) is an
 * answer, not an error; transport failures reject with a GatewayError.
 */
export interface OrderGateway extends AttemptLookup {
  place(restaurantId: RestaurantId, payload: OrderPayload, request?: PlaceOrderRequest): Promise<PlaceOrderAnswer>;
  track(restaurantId: RestaurantId, orderNumber: string): Promise<TrackStatus>;
}

export const ORDER_GATEWAY = Symbol.for('ordering.OrderGateway');
