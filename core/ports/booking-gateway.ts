import type { Booking, BookingInfo, BookingReceipt, CancelReason, EventBooking } from '../domain/booking/booking';
import type { BookingMail } from '../domain/booking/booking-mail';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * accounts 7: get booking (with its slots for a day range), submit booking, get event booking, update
 * booking status. Paths not shown by the spec: ours (adapters/simulator/http-server/README.md). Rejects
 * with a GatewayError: 'not_found' for an unknown booking or uuid, 'bad_request' for a refused booking
 * (a full slot, a closed day: `field` names what).
 */
export interface BookingGateway {
  loadBooking(restaurantId: RestaurantId, categoryId: number, days: { readonly from: string; readonly to: string }): Promise<Booking>;
  /** The idempotency key makes a repeated submit (a lost answer) answer the first booking. */
  submitBooking(restaurantId: RestaurantId, info: BookingInfo, idempotencyKey: string): Promise<BookingReceipt>;
  getEventBooking(restaurantId: RestaurantId, uuid: string): Promise<EventBooking>;
  cancelEventBooking(restaurantId: RestaurantId, uuid: string, reason: CancelReason): Promise<EventBooking>;
}

export const BOOKING_GATEWAY = Symbol.for('ordering.BookingGateway');

/**
 * Support (the CLI's `booking list` and `booking confirm`): a day's bookings of an establishment, and the
 * team's validation of a PENDING booking (accounts 4); QA's and the features' read of the booking e-mails
 * the simulator would have sent (its outbox, latest last). Staging calls of the simulator.
 */
export interface BookingSupport {
  listBookings(restaurantId: RestaurantId, day: string | null): Promise<readonly EventBooking[]>;
  confirmBooking(uuid: string): Promise<EventBooking>;
  bookingMails(): Promise<readonly BookingMail[]>;
}

export const BOOKING_SUPPORT = Symbol.for('ordering.BookingSupport');
