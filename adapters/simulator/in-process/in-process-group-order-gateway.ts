import type { GroupOrderPayload } from '../../../core/domain/group/group-order';
import type { GroupOrderStatus } from '../../../core/domain/group/group-order-tracking';
import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { GroupOrderGateway } from '../../../core/ports/group-order-gateway';
import type { PlaceOrderAnswer, PlaceOrderRequest } from '../../../core/ports/order-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator, findAttemptIn } from './simulator-call';

/** checkout 7: the group order, straight to the engine (features and the CLI without a server). */
export class InProcessGroupOrderGateway implements GroupOrderGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  async place(groupId: RestaurantId, payload: GroupOrderPayload, request: PlaceOrderRequest = {}): Promise<PlaceOrderAnswer> {
    // The payload crosses a JSON boundary on the real platform; a copy keeps the engine honest here too.
    const outcome = await callSimulator(() => this.engine.placeGroupOrder(groupId, structuredClone(payload), request));
    return outcome.accepted ? { accepted: true, order: outcome.order, replayed: outcome.replayed } : { accepted: false, rejection: outcome.rejection };
  }

  track(groupId: RestaurantId, orderNumber: string): Promise<GroupOrderStatus> {
    return callSimulator(() => this.engine.trackGroupOrder(groupId, orderNumber));
  }

  /** Ours (issue 15.5): the order an attempt took, by its idempotency key; null when it took none. */
  async findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    return findAttemptIn(this.engine, restaurantId, idempotencyKey);
  }
}
