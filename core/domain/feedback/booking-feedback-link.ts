import { isEventBookingId } from './feedback';

/**
 * accounts 2, Booking feedback page: /{restaurantId}/feedback-booking?eventBookingId=&nameEvent= (the spec
 * also allows name and email; the booking e-mail's link carries neither: no personal detail in a URL).
 * Ours (issue 15): the link also carries `token`, the booking's feedback token, which the platform asks
 * before it takes a feedback on the booking. Booking ids follow each other; the token cannot be guessed.
 */
export const BOOKING_FEEDBACK_QUERY = { eventBookingId: 'eventBookingId', token: 'token', nameEvent: 'nameEvent' } as const;

/** A feedback token as a link carries it: URL-safe base64 (the simulator's are 32 random bytes, 43 characters). */
const FEEDBACK_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export function isFeedbackToken(value: string): boolean {
  return FEEDBACK_TOKEN.test(value);
}

export interface BookingFeedbackLink {
  readonly eventBookingId: number;
  readonly token: string;
}

/** What a booking feedback link names, or null when its id or token is missing or malformed. */
export function bookingFeedbackLinkOf(query: { readonly eventBookingId: string | null; readonly token: string | null }): BookingFeedbackLink | null {
  const raw = query.eventBookingId;
  if (raw === null || !/^\d{1,15}$/.test(raw) || query.token === null || !isFeedbackToken(query.token)) return null;
  const eventBookingId = Number(raw);
  return isEventBookingId(eventBookingId) ? { eventBookingId, token: query.token } : null;
}
