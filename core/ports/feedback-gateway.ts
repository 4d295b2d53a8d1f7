import type { BookingFeedbackPayload, FeedbackPayload, ReceivedFeedback } from '../domain/feedback/feedback';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/** What the platform refuses of a feedback, by name (our keys; the spec shows only "not 200 is an error"). */
export type FeedbackRefusalKind =
  /** This order (or booking) has had its feedback already. */
  | 'feedback_already_sent'
  /** Too many feedbacks from one place in a short time (429). */
  | 'too_many_feedbacks';

export class FeedbackRefusal extends Error {
  constructor(readonly kind: FeedbackRefusalKind) {
    super(kind);
    this.name = 'FeedbackRefusal';
  }
}

export function isFeedbackRefusal(error: unknown): error is FeedbackRefusal {
  return error instanceof FeedbackRefusal;
}

/**
 * accounts 7: POST /customer/feedback and POST /customer/feedback-booking, query restaurant_token; status
 * 200 is success. Resolves when taken; rejects with a FeedbackRefusal or a GatewayError otherwise. The
 * idempotency key makes a feedback sent again after a lost answer count once.
 */
export interface FeedbackGateway {
  sendFeedback(restaurantId: RestaurantId, payload: FeedbackPayload, idempotencyKey: string): Promise<void>;
  sendBookingFeedback(restaurantId: RestaurantId, payload: BookingFeedbackPayload, idempotencyKey: string): Promise<void>;
}

/** Support staff read the feedback an establishment received (our staging call: the spec shows none). */
export interface FeedbackInbox {
  list(restaurantId: RestaurantId): Promise<readonly ReceivedFeedback[]>;
}

export const FEEDBACK_GATEWAY = Symbol.for('ordering.FeedbackGateway');
export const FEEDBACK_INBOX = Symbol.for('ordering.FeedbackInbox');
