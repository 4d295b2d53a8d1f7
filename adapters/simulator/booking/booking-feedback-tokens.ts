import { createHash, randomBytes } from 'node:crypto';
import { isFeedbackToken } from '../../../core/domain/feedback/booking-feedback-link';
import type { BookingStore } from './booking-store';

/**
 * Issue 15: a booking feedback proves its booking with the token of one of the booking's e-mails (booking
 * ids follow each other; a token is 32 random bytes). Each e-mail gets a token of its own; the store keeps
 * only their SHA-256 (a token is as strong as a key, no slow hash needed), so a copy of the data file
 * signs nothing.
 */
export class BookingFeedbackTokens {
  constructor(private readonly store: BookingStore) {}

  /** A new token for one e-mail of the booking; only its hash is kept. */
  issue(bookingUuid: string): string {
    const token = randomBytes(32).toString('base64url');
    this.store.addFeedbackToken(bookingUuid, hashOf(token));
    return token;
  }

  /** Whether a token is one of the booking's (a malformed one is not even looked up). */
  proves(bookingUuid: string, token: string): boolean {
    return isFeedbackToken(token) && this.store.hasFeedbackToken(bookingUuid, hashOf(token));
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
