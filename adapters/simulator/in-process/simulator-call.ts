import { GatewayError } from '../../../core/ports/gateway-error';
import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';

/**
 * Runs an engine call as a gateway would: the answer is deep-copied, as if it had crossed the wire, and
 * the engine's refusals become the GatewayErrors an HTTP gateway would raise for a 404 or a 400.
 */
export async function callSimulator<T>(call: () => T): Promise<T> {
  try {
    return structuredClone(call());
  } catch (error) {
    // A 422 reaches an HTTP gateway as a refused request naming its field, so it does here too.
    if (error instanceof SimulatorError) {
      throw new GatewayError(error.kind === 'unprocessable' ? 'bad_request' : error.kind, error.message, error.field, error.code === undefined ? {} : { code: error.code });
    }
    throw error;
  }
}

/**
 * Ours (issue 15.5): the order an attempt took, as an HTTP gateway reads it: a 404 is none, a refusal
 * past the rate a GatewayError. In process, every call is the same client.
 */
export async function findAttemptIn(engine: SimulatorEngine, restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
  try {
    const answer = await callSimulator(() => engine.orderAttempts.find(restaurantId, idempotencyKey, 'in-process'));
    if (answer.kind === 'rate_limited') throw new GatewayError('bad_request', 'too many order attempt lookups, wait a minute');
    return answer.order;
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'not_found') return null;
    throw error;
  }
}
