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

/**
 * Issue 20 item 2: what the live channel says about a table's bill: it changed (read it again), or the
 * channel became live (`resync`: read it again too, a change may have been missed) or was lost.
 */
export type TableBillLiveEvent = { readonly kind: 'bill_changed' } | { readonly kind: 'resync' } | { readonly kind: 'connection'; readonly connected: boolean };

/** checkout 7: live socket. Subscribing connects and identifies; unsubscribing disconnects. */
export interface LiveUpdates {
  watchOrder(restaurantId: RestaurantId, orderNumber: string): Observable<OrderLiveEvent>;
  /** Issue 20 item 2: everyone viewing a table's bill sees it change (a share paid, an order added). */
  watchTableBill(restaurantId: RestaurantId, tableNumber: string): Observable<TableBillLiveEvent>;
}

export const LIVE_UPDATES = Symbol.for('ordering.LiveUpdates');
