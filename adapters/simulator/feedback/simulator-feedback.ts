import type { ReceivedFeedback } from '../../../core/domain/feedback/feedback';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { FeedbackRefusal } from '../../../core/ports/feedback-gateway';
import type { Clock } from '../../../core/ports/clock';
import { AttemptLimiter } from '../account/attempt-limiter';
import { IDEMPOTENCY_KEEP_MS, isIdempotencyKey, requestFingerprint } from '../engine/idempotency';
import { SimulatorError } from '../engine/simulator-error';
import type { BookingIdentity } from '../booking/simulator-bookings';
import type { IdempotencyRecord } from '../store/simulator-store';
import type { FeedbackStore } from './feedback-store';
import { bookingFeedbackRequest, feedbackRequest, parseFeedbackBody } from './feedback-requests';

const MINUTE = 60 * 1000;
/**
 * Ours: a burst window per establishment and address, so a script cannot fill an inbox. Wide enough for
 * the guests of one hotel, who share its Wi-Fi's one public address.
 */
export const FEEDBACK_BURST = { max: 30, windowMs: 10 * MINUTE } as const;
/** The most a support listing returns. */
const MAX_LISTED = 1_000;
/** What every refused booking feedback hears, whatever the booking number: no oracle. */
const NO_SUCH_BOOKING = 'no booking with this number and feedback token';

/** Who sends: the address a request came from ('in-process' in process). */
export interface FeedbackCaller {
  readonly ip: string;
  readonly idempotencyKey?: string;
}

/**
 * accounts 3 and 7: who made a booking (adapters/simulator/booking), or null when the establishment has no
 * booking with that number: a booking feedback must name one, and prove it with the token of the booking
 * e-mail's link (issue 15: booking ids follow each other). Its name and e-mail stand in for those the
 * feedback leaves out, since the link carries none (issue 8: no personal detail in a URL).
 */
export type BookingContact = (restaurantId: RestaurantId, eventBookingId: number) => BookingIdentity | null;

export interface SimulatorFeedbackOptions {
  readonly store: FeedbackStore;
  readonly clock: Clock;
  /** Throws not_found for an establishment the simulator does not serve. */
  readonly establishment: (restaurantId: RestaurantId) => void;
  /** The restaurant an order belongs to, or null for no such order. */
  readonly orderRestaurant: (orderNumber: string) => RestaurantId | null;
  readonly idempotency: {
    find(restaurantId: string, key: string): IdempotencyRecord | null;
    save(record: IdempotencyRecord): void;
    transaction<T>(work: () => T): T;
  };
  readonly bookingContact: BookingContact;
}

export type FeedbackAnswer = { readonly success: true };

/**
 * accounts 3, 7 and 9 on the platform's side: POST /customer/feedback and /customer/feedback-booking.
 * Every field bounded; an order feedback names an order of this establishment and is taken once per
 * order, a booking feedback proves its booking (the token of its e-mail's link) and is taken once per
 * booking; a burst of attempts from one address, taken or refused, is refused (429, too_many_feedbacks);
 * a repeated Idempotency-Key gets the first answer.
 */
export class SimulatorFeedback {
  private readonly burst: AttemptLimiter;

  constructor(private readonly options: SimulatorFeedbackOptions) {
    this.burst = new AttemptLimiter(options.clock, FEEDBACK_BURST);
  }

  receive(restaurantId: RestaurantId, body: unknown, caller: FeedbackCaller): FeedbackAnswer {
    this.options.establishment(restaurantId);
    const request = parseFeedbackBody(feedbackRequest, body);
    // accounts 5: in the room and linker contexts the e-mail is required (a malformed request, not counted).
    if (request.type !== 'order' && request.email === '') throw new SimulatorError('bad_request', 'the e-mail is required for a room or linker feedback', 'email');
    return this.once(restaurantId, 'feedback', request, caller, () => {
      // Every attempt counts, refused ones too (an unknown order, a second feedback).
      this.take(restaurantId, caller);
      const { orderNumber } = request;
      if (request.type === 'order') {
        if (orderNumber === '' || this.options.orderRestaurant(orderNumber) !== restaurantId) {
          throw new SimulatorError('not_found', `order ${orderNumber} does not exist for ${restaurantId}`, 'orderNumber');
        }
        if (this.options.store.hasOrderFeedback(restaurantId, orderNumber)) throw new FeedbackRefusal('feedback_already_sent');
      }
      this.options.store.insert({
        ...this.common(restaurantId, request),
        kind: 'order',
        orderNumber: orderNumber === '' ? null : orderNumber,
        eventBookingId: null,
        type: request.type,
      });
    });
  }

  receiveBooking(restaurantId: RestaurantId, body: unknown, caller: FeedbackCaller): FeedbackAnswer {
    this.options.establishment(restaurantId);
    const request = parseFeedbackBody(bookingFeedbackRequest, body);
    return this.once(restaurantId, 'feedback-booking', request, caller, () => {
      // Every attempt counts, refused ones too: probing booking numbers costs the prober its window.
      this.take(restaurantId, caller);
      const contact = this.options.bookingContact(restaurantId, request.eventBookingId);
      // issue 15: a wrong or missing token is refused as an unknown booking (same status, same body).
      if (!contact?.provedBy(request.feedbackToken)) throw new SimulatorError('not_found', NO_SUCH_BOOKING, 'eventBookingId');
      if (this.options.store.hasBookingFeedback(restaurantId, request.eventBookingId)) throw new FeedbackRefusal('feedback_already_sent');
      const signed = { ...request, name: request.name || contact.name, email: request.email || contact.email };
      this.options.store.insert({ ...this.common(restaurantId, signed), kind: 'booking', orderNumber: null, eventBookingId: request.eventBookingId, type: 'booking' });
    });
  }

  /** Support: the feedback of an establishment, latest first. */
  list(restaurantId: RestaurantId): readonly ReceivedFeedback[] {
    this.options.establishment(restaurantId);
    return this.options.store.list(restaurantId, MAX_LISTED);
  }

  /** Admin reset: no feedback, no counts. */
  reset(): void {
    this.options.store.deleteAll();
    this.burst.clear();
  }

  /** The request's texts come checked and normalised by feedback-requests (the text policy). */
  private common(restaurantId: RestaurantId, request: { name: string; email: string; rate: number; comments: string; opt_in_promotions: boolean }) {
    return {
      restaurantId,
      rate: request.rate,
      comments: request.comments,
      name: request.name,
      email: request.email,
      opt_in_promotions: request.opt_in_promotions,
      receivedAt: this.options.clock.now().toUTC().toISO() ?? '',
    };
  }

  private take(restaurantId: RestaurantId, caller: FeedbackCaller): void {
    if (!this.burst.take(`${restaurantId} ${caller.ip}`)) throw new FeedbackRefusal('too_many_feedbacks');
  }

  /**
   * A request with an Idempotency-Key: its repeat gets the first answer (a feedback taken counts once);
   * the same key for another feedback is refused. Only a taken feedback is remembered: a refused one may
   * be sent again once its cause is gone (the burst window passed).
   */
  private once(restaurantId: RestaurantId, call: string, request: unknown, caller: FeedbackCaller, take: () => void): FeedbackAnswer {
    const key = caller.idempotencyKey;
    if (key !== undefined && !isIdempotencyKey(key)) {
      throw new SimulatorError('bad_request', 'an idempotency key is 1 to 100 letters, digits, dots, dashes, underscores or colons', 'Idempotency-Key');
    }
    const answer: FeedbackAnswer = { success: true };
    const { idempotency } = this.options;
    // Feedback keys live apart from order keys: the same key may name an order and a feedback.
    const scope = `${call}:${restaurantId}`;
    return idempotency.transaction(() => {
      if (key !== undefined) {
        const first = idempotency.find(scope, key);
        const fingerprint = requestFingerprint(request);
        if (first && first.createdAt >= this.ago(IDEMPOTENCY_KEEP_MS)) {
          if (first.fingerprint !== fingerprint) throw new SimulatorError('unprocessable', 'this idempotency key was used for another feedback', 'Idempotency-Key');
          return first.answer as FeedbackAnswer;
        }
        take();
        idempotency.save({ restaurantId: scope, key, fingerprint, answer, createdAt: this.now() });
        return answer;
      }
      take();
      return answer;
    });
  }

  private now(): string {
    return this.options.clock.now().toUTC().toISO() ?? '';
  }

  private ago(ms: number): string {
    return this.options.clock.now().minus({ milliseconds: ms }).toUTC().toISO() ?? '';
  }
}
