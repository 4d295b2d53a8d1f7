import type { BookingStatus } from './booking';
import type { BookingContext } from './booking-validation';

/** What the booking result says (accounts 4), decided here so that every screen and the CLI say the same. */
export interface BookingResultView {
  readonly mark: 'waiting' | 'check' | 'cross';
  readonly titleKey: string;
  readonly textKey: string;
  /** CONFIRMED shows a summary of what was booked. */
  readonly summary: boolean;
  /** A booking still alive can be managed (cancelled) from its page. */
  readonly manageable: boolean;
}

/**
 * accounts 4, Booking result: PENDING is pending validation (an e-mail follows once validated); CONFIRMED
 * is validated, with a summary, the details going by e-mail; CANCELED is a cross, then whom to contact for
 * a new reservation: the hotel team in the room directory, the team otherwise.
 */
export function bookingResult(status: BookingStatus, context: BookingContext): BookingResultView {
  switch (status) {
    case 'PENDING':
      return { mark: 'waiting', titleKey: 'booking_pending_title', textKey: 'booking_pending_text', summary: false, manageable: true };
    case 'CONFIRMED':
      return { mark: 'check', titleKey: 'booking_confirmed_title', textKey: 'booking_confirmed_text', summary: true, manageable: true };
    case 'CANCELED':
      return {
        mark: 'cross',
        titleKey: 'booking_canceled_title',
        textKey: context === 'room-directory' ? 'booking_canceled_contact_hotel' : 'booking_canceled_contact_team',
        summary: false,
        manageable: false,
      };
  }
}
