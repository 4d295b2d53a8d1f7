import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../core/domain/order/canonical-json';

/*
 * Idempotency, as payment platforms do it: a request sent with an `Idempotency-Key` is answered once;
 * its repeats get the first answer, and a repeat asking for something else is refused.
 */

/** Answers are kept at least this long (issue 5 asks 24 h); older ones are purged after twice that. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

const KEY_SHAPE = /^[A-Za-z0-9._:-]{1,100}$/;

export function isIdempotencyKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}

/** What a request asks for, as a short digest: two requests ask the same thing when it is equal. */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}
