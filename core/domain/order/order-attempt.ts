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
  /**
   * Issue 15.5: sent (or about to be), and no answer said it took no order: it may have taken one. Its
   * key must not change before the platform is asked what became of it.
   */
  readonly pending: boolean;
}

export function orderAttemptStorageKey(restaurantId: RestaurantId): string {
  return `order_attempt:${restaurantId}`;
}

/** What the attempt asks for: equal for the same basket and form, whatever the order of keys. */
export function attemptFingerprint(payload: OrderPayload): string {
  return canonicalJson({ ...payload, metrics_uuid: '' });
}

/**
 * A stored attempt, or null when what is stored is not one (corrupt storage loses nothing but the key).
 * An attempt stored before `pending` was kept counts as pending: it may have taken an order.
 */
export function readOrderAttempt(raw: string | null): OrderAttempt | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<OrderAttempt> | null;
    if (typeof value?.fingerprint === 'string' && typeof value.idempotencyKey === 'string' && typeof value.metricsUuid === 'string' && sentPayload(value.fingerprint) !== null) {
      return { fingerprint: value.fingerprint, idempotencyKey: value.idempotencyKey, metricsUuid: value.metricsUuid, pending: value.pending !== false };
    }
  } catch {
    // Unreadable: a new attempt starts.
  }
  return null;
}

/** What the attempt sent (its fingerprint is the payload, metrics_uuid aside); null when it does not read as a payload. */
export function attemptPayload(attempt: Pick<OrderAttempt, 'fingerprint' | 'metricsUuid'>): OrderPayload | null {
  const payload = sentPayload(attempt.fingerprint);
  return payload && { ...payload, metrics_uuid: attempt.metricsUuid };
}

function sentPayload(fingerprint: string): OrderPayload | null {
  try {
    const value = JSON.parse(fingerprint) as Partial<OrderPayload> | null;
    return typeof value?.payement_infos?.type === 'string' && typeof value.order_types_id === 'number' ? (value as OrderPayload) : null;
  } catch {
    return null;
  }
}
