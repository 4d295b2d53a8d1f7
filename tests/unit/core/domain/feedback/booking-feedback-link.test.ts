import { describe, expect, it } from 'vitest';
import { bookingFeedbackLinkOf } from '../../../../../core/domain/feedback/booking-feedback-link';

const token = 'q2Vb8TzXk1mN4pR7sW0yA3cE6gJ9hL2oU5iD8fK1nQw';

describe('accounts 2 and issue 15: what a booking feedback link names', () => {
  it('a booking id and the token of its e-mail', () => {
    expect(bookingFeedbackLinkOf({ eventBookingId: '12', token })).toEqual({ eventBookingId: 12, token });
  });

  it.each([
    ['no token (a link made before issue 15, or cut)', '12', null],
    ['a malformed token', '12', 'not a token!'],
    ['no booking id', null, token],
    ['a booking id that is no number', 'abc', token],
    ['booking 0', '0', token],
  ])('nothing for %s', (_what, eventBookingId, linkToken) => {
    expect(bookingFeedbackLinkOf({ eventBookingId, token: linkToken })).toBeNull();
  });
});
