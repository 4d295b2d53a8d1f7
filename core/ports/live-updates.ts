import type { Observable } from 'rxjs';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * What the live channel says about one order (checkout 3: socket event restaurantToken, orderNumber,
 * type, response.success). `resync` is sent each time the channel becomes live (first connection and
 * reconnections), since changes made before that moment were not told. `connection` true means a change
 * would be told now: a channel with a heartbeat is connected only while its heartbeats arrive (issue 15.11).
 */
export type OrderLiveEvent =
  | { readonly kind: 'order_changed'; readonly orderNumber: string; readonly type: string }
  | { readonly kind: 'resync' }
  | { readonly kind: 'connection'; readonly connected: boolean };

/** checkout 7: live socket. Subscribing connects and identifies; unsubscribing disconnects. */
export interface LiveUpdates {
  watchOrder(restaurantId: RestaurantId, orderNumber: string): Observable<OrderLiveEvent>;
}

export const LIVE_UPDATES = Symbol.for('ordering.LiveUpdates');
