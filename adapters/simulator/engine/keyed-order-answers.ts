import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { IdempotencyRecord } from '../store/simulator-store';
import { isIdempotencyKey, requestFingerprint } from './idempotency';
import { isFinalRefusal } from './refusal-finality';
import { SimulatorError } from './simulator-error';

/** An order's answer as the engine gives it: taken, or refused with an `err` of checkout 8. */
type OrderOutcome = { readonly accepted: true } | { readonly accepted: false; readonly rejection: OrderRejection };

/** Where the first answers are kept (the engine's SimulatorStore). */
export interface KeyedAnswerStore {
  findIdempotency(scope: string, key: string): IdempotencyRecord | null;
  saveIdempotency(record: IdempotencyRecord): void;
}

export interface KeyedOrderRequest {
  /** The restaurant, or the group of a group order: keys are per scope. */
  readonly scope: string;
  readonly key: string | undefined;
  /** What the request asks for (its scope and checked payload): a repeat must ask the same. */
  readonly request: unknown;
  /** Now, and the oldest first answer still given again (IDEMPOTENCY_KEEP_MS ago), as ISO instants. */
  readonly now: string;
  readonly keptSince: string;
}

/** Checked before anything else: a malformed key is a bad request (400 naming it). */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !isIdempotencyKey(key)) {
    throw new SimulatorError('bad_request', 'an idempotency key is 1 to 100 letters, digits, dots, dashes, underscores or colons', 'Idempotency-Key');
  }
}

/**
 * What is kept under an Idempotency-Key (issue 15): an order taken, or a final refusal (refusal-finality.ts).
 * A retryable refusal is not, nor a failure (a thrown SimulatorError, a 500): sent again, the same order is
 * judged again and may be taken.
 */
export function isKeptUnderKey(outcome: OrderOutcome): boolean {
  return outcome.accepted || isFinalRefusal(outcome.rejection);
}

/**
 * Answers an order once per key (run it inside the store's transaction): a repeat of a kept answer gets
 * it again, marked replayed; a key kept for another request is refused (422); otherwise `take` judges the
 * order, and its answer is kept when it is final.
 */
export function answerOnce<T extends OrderOutcome>(store: KeyedAnswerStore, request: KeyedOrderRequest, take: () => T): T & { readonly replayed: boolean } {
  const { scope, key } = request;
  if (key === undefined) return { ...take(), replayed: false };
  const fingerprint = requestFingerprint(request.request);
  const first = store.findIdempotency(scope, key);
  if (first && first.createdAt >= request.keptSince) {
    if (first.fingerprint !== fingerprint) {
      throw new SimulatorError('unprocessable', 'this idempotency key was used for another order; a new order needs a new key', 'Idempotency-Key');
    }
    return { ...(first.answer as T), replayed: true };
  }
  const outcome = take();
  if (isKeptUnderKey(outcome)) store.saveIdempotency({ restaurantId: scope, key, fingerprint, answer: outcome, createdAt: request.now });
  return { ...outcome, replayed: false };
}
