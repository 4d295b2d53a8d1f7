import type { FeedbackCompletion, FeedbackForm } from '../../domain/feedback/feedback';
import { isFeedbackToken } from '../../domain/feedback/booking-feedback-link';
import { feedbackCompletion, feedbackProblems, isEventBookingId, sentContact } from '../../domain/feedback/feedback';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { FeedbackGateway } from '../../ports/feedback-gateway';
import type { IdGenerator } from '../../ports/id-generator';
import type { SendFeedbackFailure } from './send-feedback';
import { notSent } from './send-feedback';

export interface SendBookingFeedbackInput {
  readonly restaurantId: RestaurantId;
  /** accounts 2: query eventBookingId. */
  readonly eventBookingId: number;
  /** Ours (issue 15): the link's token, which proves the booking (booking-feedback-link). */
  readonly feedbackToken: string;
  readonly form: FeedbackForm;
  readonly idempotencyKey?: string;
}

/**
 * accounts 2, 4 and 7: the feedback on a booking (query eventBookingId, name, email, and our token); after
 * sending, Home.
 */
export class SendBookingFeedback {
  constructor(
    private readonly gateway: FeedbackGateway,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: SendBookingFeedbackInput): Promise<Result<FeedbackCompletion, SendFeedbackFailure>> {
    const problems = feedbackProblems(input.form, 'booking');
    // The page checks its query first (bookingFeedbackLinkOf); a bad id or token reaching here is not sent either.
    if (!isEventBookingId(input.eventBookingId)) return fail({ kind: 'not_sent', refusal: null, message: 'eventBookingId is not a booking id' });
    if (!isFeedbackToken(input.feedbackToken)) return fail({ kind: 'not_sent', refusal: null, message: 'the feedback link carries no valid token' });
    if (Object.keys(problems).length > 0 || input.form.rate === null) return fail({ kind: 'invalid', problems });
    const contact = sentContact(input.form, 'booking');
    try {
      await this.gateway.sendBookingFeedback(
        input.restaurantId,
        { eventBookingId: input.eventBookingId, feedbackToken: input.feedbackToken, ...contact, rate: input.form.rate, opt_in_promotions: input.form.optIn },
        input.idempotencyKey ?? this.ids.next(),
      );
    } catch (error) {
      return fail(notSent(error));
    }
    return ok(feedbackCompletion('booking', input.form.rate, null));
  }
}
