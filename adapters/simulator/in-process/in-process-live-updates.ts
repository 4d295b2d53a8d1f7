import { Observable } from 'rxjs';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { LiveUpdates, OrderLiveEvent, TableBillLiveEvent } from '../../../core/ports/live-updates';
import type { SimulatorEngine } from '../engine/simulator-engine';

/** Live updates straight from the engine: always connected, one event per change of the order. */
export class InProcessLiveUpdates implements LiveUpdates {
  constructor(private readonly engine: SimulatorEngine) {}

  watchOrder(restaurantId: RestaurantId, orderNumber: string): Observable<OrderLiveEvent> {
    return new Observable<OrderLiveEvent>((subscriber) => {
      subscriber.next({ kind: 'connection', connected: true });
      return this.engine.onOrderChanged((change) => {
        if (change.restaurantToken === restaurantId && change.orderNumber === orderNumber) {
          subscriber.next({ kind: 'order_changed', orderNumber: change.orderNumber, type: change.type });
        }
      });
    });
  }

  watchTableBill(restaurantId: RestaurantId, tableNumber: string): Observable<TableBillLiveEvent> {
    return new Observable<TableBillLiveEvent>((subscriber) => {
      subscriber.next({ kind: 'connection', connected: true });
      return this.engine.onTableBillChanged((change) => {
        if (change.restaurantToken === restaurantId && change.tableNumber === tableNumber) subscriber.next({ kind: 'bill_changed' });
      });
    });
  }
}
