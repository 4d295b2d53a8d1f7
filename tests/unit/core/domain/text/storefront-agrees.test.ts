import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../../core/domain/booking/booking';
import { EMPTY_BOOKING_FORM, validateBooking } from '../../../../../core/domain/booking/booking-validation';
import { isFullNameValid } from '../../../../../core/domain/checkout/contact-rules';
import { feedbackProblems, newFeedbackForm } from '../../../../../core/domain/feedback/feedback';
import { ALWAYS_REFUSED } from './hostile-texts';

const booking: Booking = {
  id: 107,
  nbPersonMax: null,
  price: null,
  priceDetails: '',
  timeSlots: [],
  eventSpecificHours: [],
  dayStart: '2025-06-12',
  dayEnd: '2025-07-12',
  alwaysAccessible: true,
  title: 'Spa',
  description: '',
  content: '',
  images: [],
};
const bookingForm = { ...EMPTY_BOOKING_FORM, name: 'Ana Lopez', email: 'ana@example.com', nbPerson: 2 };

/**
 * Issue 15: the storefront's own checks (core, used by its forms) refuse what the platform refuses, so a
 * customer is told at the field instead of meeting a failed call.
 */
describe('the storefront refuses the texts the platform refuses', () => {
  it('a valid booking and feedback pass (the refusals below come from the hostile text)', () => {
    expect(validateBooking({ ...bookingForm, roomNumber: '12', comment: 'Au calme\nMerci' }, booking, 'room-directory', 'FR')).toEqual({});
    expect(feedbackProblems({ ...newFeedbackForm({ email: 'ana@example.com', name: 'Ana' }), comments: 'Très bien\nMerci' }, 'room')).toEqual({});
  });

  it.each(Object.entries(ALWAYS_REFUSED))('%s: in a name, a room number, an e-mail, a comment', (_what, hostile) => {
    expect(isFullNameValid(`Ana${hostile} Lopez`)).toBe(false);
    expect(
      validateBooking(
        { ...bookingForm, name: `Ana${hostile} Lopez`, roomNumber: `12${hostile}`, email: `ana${hostile}@example.com`, comment: `Au calme${hostile}` },
        booking,
        'room-directory',
        'FR',
      ),
    ).toEqual({ name: 'field_not_valid', roomNumber: 'field_not_valid', email: 'email_error', comment: 'field_not_valid' });
    expect(feedbackProblems({ ...newFeedbackForm({ email: `ana${hostile}@example.com`, name: `A${hostile}na` }), comments: `Bien${hostile}` }, 'room')).toEqual({
      comments: 'field_not_valid',
      email: 'email_error',
      name: 'name_min_length_error',
    });
  });
});
