import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { BookingStatus } from './booking';

/**
 * accounts 4: the e-mail a booking gets when it is taken (PENDING or CONFIRMED) and when the team validates
 * it. The simulator sends none: it keeps them in an outbox (staging, for support, QA and tests).
 */
export interface BookingMail {
  readonly restaurantId: RestaurantId;
  readonly email: string;
  readonly uuid: string;
  readonly status: BookingStatus;
  /** accounts 2: the event booking (cancellation) page, /{id}/event-booking?uuid=… */
  readonly link: string;
  /**
   * accounts 2: the booking feedback page, /{id}/feedback-booking?eventBookingId=…&token=…&nameEvent=…
   * (core/domain/feedback/booking-feedback-link.ts); without the spec's name and email (issue 8: no
   * personal detail in a URL), with the token that proves the booking (issue 15).
   */
  readonly feedbackLink: string;
  readonly sentAt: string;
}
