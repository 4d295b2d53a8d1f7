import { describe, expect, it } from 'vitest';
import { bookingResult } from '../../../../../core/domain/booking/booking-result';

describe('accounts 4: the booking result, by the status the platform returned', () => {
  it('PENDING: pending validation, an e-mail follows once validated; no summary', () => {
    expect(bookingResult('PENDING', 'linker')).toEqual({ mark: 'waiting', titleKey: 'booking_pending_title', textKey: 'booking_pending_text', summary: false, manageable: true });
  });

  it('CONFIRMED: validated, with a summary and the e-mail of the details', () => {
    expect(bookingResult('CONFIRMED', 'room-directory')).toEqual({ mark: 'check', titleKey: 'booking_confirmed_title', textKey: 'booking_confirmed_text', summary: true, manageable: true });
  });

  it('CANCELED: a cross, and whom to contact for a new reservation: the hotel team in the room directory, the team otherwise', () => {
    expect(bookingResult('CANCELED', 'room-directory')).toEqual({ mark: 'cross', titleKey: 'booking_canceled_title', textKey: 'booking_canceled_contact_hotel', summary: false, manageable: false });
    expect(bookingResult('CANCELED', 'linker').textKey).toBe('booking_canceled_contact_team');
  });
});
