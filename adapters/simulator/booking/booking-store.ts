import type { BookingStatus, CancelReason } from '../../../core/domain/booking/booking';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/** One booking as the simulator keeps it (schema version 7). */
export interface StoredBooking extends NewBooking {
  /** accounts 3: the number a booking feedback names it by (eventBookingId); given by the store. */
  readonly id: number;
}

/** A booking to keep: the store numbers it. */
export interface NewBooking {
  readonly uuid: string;
  readonly restaurantId: RestaurantId;
  readonly categoryId: number;
  readonly status: BookingStatus;
  /** null for a booking without time slots. */
  readonly day: string | null;
  readonly slot: string | null;
  readonly nbPerson: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly roomNumber: string | null;
  readonly comment: string;
  readonly optin: boolean;
  readonly reasonCancel: CancelReason | null;
  readonly createdAt: string;
  readonly idempotencyKey: string | null;
  /** What the request asked (its digest), so that a key reused for another booking is refused. */
  readonly fingerprint: string | null;
}

export interface BookingStore {
  transaction<T>(work: () => T): T;
  insert(booking: NewBooking): void;
  find(restaurantId: RestaurantId, uuid: string): StoredBooking | null;
  /** A uuid names one booking on the whole platform (support's calls give no establishment). */
  findAnywhere(uuid: string): StoredBooking | null;
  findById(restaurantId: RestaurantId, id: number): StoredBooking | null;
  findByIdempotencyKey(restaurantId: RestaurantId, key: string): StoredBooking | null;
  /** Persons already booked per slot start (non-canceled bookings) of a booking, between two days. */
  bookedPersons(restaurantId: RestaurantId, categoryId: number, from: string, to: string): ReadonlyMap<string, number>;
  cancel(restaurantId: RestaurantId, uuid: string, reason: CancelReason): void;
  confirm(uuid: string): void;
  list(restaurantId: RestaurantId, day: string | null): readonly StoredBooking[];
  /** Issue 15: a feedback token of a booking (its SHA-256), as one of its e-mails carries it. */
  addFeedbackToken(bookingUuid: string, tokenHash: string): void;
  hasFeedbackToken(bookingUuid: string, tokenHash: string): boolean;
  /** Every booking, and their feedback tokens with them. */
  deleteAll(): void;
}
