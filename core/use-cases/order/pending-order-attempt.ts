import type { OrderPayload, PlacedOrder } from '../../domain/order/order-payload';
import { attemptFingerprint, attemptPayload } from '../../domain/order/order-attempt';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { asGatewayError } from '../../ports/gateway-error';
import type { AttemptLookup } from '../../ports/order-gateway';
import type { OrderAttempts } from './order-attempts';

/** What became of the pending attempt, if any (issue 15.5). */
export type PendingAttemptCheck =
  /** No attempt may have taken an order unknown to us: a new attempt (a new key) is safe. */
  | { readonly kind: 'clear' }
  /** The pending attempt had taken this order, which it sent with this payload; the attempt is finished. */
  | { readonly kind: 'taken'; readonly order: PlacedOrder; readonly payload: OrderPayload }
  /** The platform could not be asked: still unknown, and the attempt stays pending. */
  | { readonly kind: 'unknown'; readonly message: string };

/**
 * Issue 15.5: before an attempt's key may change (the basket or the form changed since it was sent, or a
 * page loads with it in storage), the platform is asked whether that attempt took an order. Sending the
 * same payload again needs no question: under the same key the platform answers its first answer.
 */
export async function settlePendingAttempt(
  attempts: OrderAttempts,
  lookup: AttemptLookup,
  restaurantId: RestaurantId,
  /** The payload about to be sent, or null when nothing is (a page that loads). */
  sending: OrderPayload | null,
): Promise<PendingAttemptCheck> {
  const pending = attempts.pendingAttempt(restaurantId);
  if (!pending || (sending !== null && attemptFingerprint(sending) === pending.fingerprint)) return { kind: 'clear' };
  let order: PlacedOrder | null;
  try {
    order = await lookup.findAttempt(restaurantId, pending.idempotencyKey);
  } catch (error) {
    return { kind: 'unknown', message: asGatewayError(error).message };
  }
  if (order === null) {
    attempts.notTaken(restaurantId);
    return { kind: 'clear' };
  }
  const payload = attemptPayload(pending);
  // Exceptions are for bugs: a stored attempt is read only when its fingerprint reads as a payload.
  if (payload === null) throw new Error('a pending attempt always reads as the payload it sent');
  attempts.finish(restaurantId);
  return { kind: 'taken', order, payload };
}
