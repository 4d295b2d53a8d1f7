import type { OrderPayload, PlacedOrder } from '../../../core/domain/order/order-payload';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { OrderGateway, PlaceOrderAnswer, PlaceOrderRequest } from '../../../core/ports/order-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator, findAttemptIn } from './simulator-call';

export class InProcessOrderGateway implements OrderGateway {
  constructor(
    private readonly engine: SimulatorEngine,
    /** checkout 7: the signed-in customer's token, as an HTTP storefront sends it (x-access-token). */
    private readonly accessToken: () => string | null = () => null,
  ) {}

  async place(restaurantId: RestaurantId, payload: OrderPayload, request: PlaceOrderRequest = {}): Promise<PlaceOrderAnswer> {
    // The payload crosses a JSON boundary on the real platform; a copy keeps the engine honest here too.
    const token = this.accessToken();
    const outcome = await callSimulator(() => this.engine.placeOrder(restaurantId, structuredClone(payload), { ...request, ...(token !== null && { accessToken: token }) }));
    return outcome.accepted ? { accepted: true, order: outcome.order, replayed: outcome.replayed } : { accepted: false, rejection: outcome.rejection };
  }

  track(restaurantId: RestaurantId, orderNumber: string): Promise<TrackStatus> {
    // The platform route's answer, its discounts included (issue 18), as the HTTP gateway reads it.
    return callSimulator(() => this.engine.trackAnswer(restaurantId, orderNumber));
  }

  /** Ours (issue 15.5): the order an attempt took, by its idempotency key; null when it took none. */
  async findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    return findAttemptIn(this.engine, restaurantId, idempotencyKey);
  }
}
