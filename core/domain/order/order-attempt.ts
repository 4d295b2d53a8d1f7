import type { RestaurantId } from '../restaurant/restaurant-settings';
import { canonicalJson } from './canonical-json';
import type { OrderPayload } from './order-payload';

/**
 * One attempt at an order: the idempotency key the platform knows it by, kept across retries of the
 * attempt and across a page reload, and renewed when the basket or the form changes. The payload's
 * metrics_uuid stays too, so that a retry sends exactly the same request.
 */
export interface OrderAttempt {
  /** The payload the attempt sends, metrics_uuid aside, as canonical JSON. */
  readonly fingerprint: string;
  readonly idempotencyKey: string;
  readonly metricsUuid: string;
}

export function orderAttemptStorageKey(restaurantId: RestaurantId): string {
  return `order_attempt:${restaurantId}`;
}

/** What the attempt asks for: equal for the same basket and form, whatever the order of keys. */
export function attemptFingerprint(payload: OrderPayload): string {
  return canonicalJson({ ...payload, metrics_uuid: '' });
}

/** A stored attempt, or null when what is stored is not one (corrupt storage loses nothing but the key). */
export function readOrderAttempt(raw: string | null): OrderAttempt | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<OrderAttempt> | null;
    if (typeof value?.fingerprint === 'string' && typeof value.idempotencyKey === 'string' && typeof value.metricsUuid === 'string') {
      return { fingerprint: value.fingerprint, idempotencyKey: value.idempotencyKey, metricsUuid: value.metricsUuid };
    }
  } catch {
    // Unreadable: a new attempt starts.
  }
  return null;
}
