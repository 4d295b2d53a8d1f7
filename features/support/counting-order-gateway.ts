import type { OrderPayload, PlacedOrder } from '../../core/domain/order/order-payload';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import type { OrderGateway, PlaceOrderAnswer } from '../../core/ports/order-gateway';

/**
 * The order port as bound by the container, counting what is sent through it, so that a scenario can
 * say "nothing was sent" (checkout 5: an invalid checkout sends no order).
 */
export class CountingOrderGateway implements OrderGateway {
  sent = 0;

  constructor(private readonly inner: OrderGateway) {}

  place(restaurantId: RestaurantId, payload: OrderPayload): Promise<PlaceOrderAnswer> {
    this.sent += 1;
    return this.inner.place(restaurantId, payload);
  }

  track(restaurantId: RestaurantId, orderNumber: string): Promise<TrackStatus> {
    return this.inner.track(restaurantId, orderNumber);
  }

  findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    return this.inner.findAttempt(restaurantId, idempotencyKey);
  }
}
