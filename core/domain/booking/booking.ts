import type { LocalizedText } from '../locale/localized-text';

/** accounts 4: the status a booking gets on submit, and after a cancellation. */
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * accounts 4, Booking cancel: "a reason from an enumeration (values not shown)". Ours, as message keys
 * `booking_cancel_reason_<value>` of ui/locales/pages.
 */
export const CANCEL_REASONS = ['change_of_plans', 'illness', 'booked_by_mistake', 'schedule_conflict', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const isCancelReason = (value: unknown): value is CancelReason => (CANCEL_REASONS as readonly unknown[]).includes(value);

/** accounts 3, Time slot (`visible` is computed client side: slotsOfDay). */
export interface TimeSlot {
  readonly id: string;
  /** YYYY-MM-DD in the establishment's zone. */
  readonly date: string;
  /** HH:mm. */
  readonly startTime: string;
  readonly endTime: string | null;
  readonly nbPersonMax: number;
  readonly nbAlreadyBooked: number;
}

/** accounts 3, Event-specific hours: a day of the booking with its own hours; openAllDay false closes it. */
export interface EventSpecificHours {
  readonly day: string;
  readonly eventId: number;
  readonly openAllDay: boolean;
}

/** accounts 3, Booking (read from server), with its content (title, description, content, images). */
export interface Booking {
  readonly id: number;
  /** null: accounts 5's default of 100. */
  readonly nbPersonMax: number | null;
  /** Per person, in cents; null when free or not told. */
  readonly price: number | null;
  readonly priceDetails: LocalizedText;
  readonly timeSlots: readonly TimeSlot[];
  readonly eventSpecificHours: readonly EventSpecificHours[];
  /** The first and last bookable days (YYYY-MM-DD). */
  readonly dayStart: string;
  readonly dayEnd: string;
  /** Bookable without a day and a time (accounts 2: two steps, persons and informations). */
  readonly alwaysAccessible: boolean;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly content: LocalizedText;
  readonly images: readonly string[];
}

/** accounts 3, Booking info entered: timeSlot null for a booking without time slots. */
export interface BookingInfo {
  readonly name: string;
  readonly email: string;
  readonly nbPerson: number;
  readonly comment: string;
  readonly optin: boolean;
  readonly roomCategoryBookingId: number;
  /** Room directory only, optional. */
  readonly roomNumber: string | null;
  /** Linker only; accounts 3: an empty phone is sent as null. */
  readonly phone: string | null;
  readonly timeSlot: { readonly day: string; readonly slot: string } | null;
}

/** What a submit answers: the status the booking took (accounts 7: "status field read") and its uuid. */
export interface BookingReceipt {
  readonly uuid: string;
  readonly status: BookingStatus;
}

/** accounts 3, Event booking: a stored booking, read by its uuid (the cancellation page). */
export interface EventBooking {
  /**
   * Ours beside the spec's fields: the number a booking feedback names the booking by (accounts 3,
   * eventBookingId; accounts 7's booking feedback from the booking page sends it).
   */
  readonly id: number;
  readonly uuid: string;
  readonly status: BookingStatus;
  readonly day: string | null;
  readonly timeSlot: string | null;
  readonly nbPerson: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly roomNumber: string | null;
  readonly roomCategoryBooking: { readonly id: number; readonly title: LocalizedText };
  readonly reasonCancel: CancelReason | null;
  readonly comment: string;
  readonly createdAt: string;
}

/** accounts 5 and 9: persons 1 to the booking's nbPersonMax, 100 when it gives none. */
export const DEFAULT_NB_PERSON_MAX = 100;
export const maxPersonsOf = (booking: Pick<Booking, 'nbPersonMax'>): number => booking.nbPersonMax ?? DEFAULT_NB_PERSON_MAX;

/** Ours: bounds of the informations, held by the form and by the server. */
export const BOOKING_TEXT_LIMITS = { name: 100, email: 254, phone: 30, roomNumber: 20, comment: 500 } as const;

export const hasTimeSlots = (booking: Pick<Booking, 'alwaysAccessible' | 'timeSlots'>): boolean => !booking.alwaysAccessible;
