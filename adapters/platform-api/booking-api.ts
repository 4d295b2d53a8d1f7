import * as v from 'valibot';
import { BOOKING_STATUSES, BOOKING_TEXT_LIMITS, CANCEL_REASONS } from '../../core/domain/booking/booking';
import { isEmailValid } from '../../core/domain/checkout/contact-rules';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { localizedText } from './catalogue-schemas';
import { personName, trimmedText } from './text-schemas';

/**
 * accounts 7: get booking, submit booking, get event booking, update booking status. The spec shows
 * none of their paths: these are ours, under the click-and-collect API of the establishment
 * (adapters/simulator/http-server/README.md lists them).
 */
const base = (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}`;

export const BOOKING_PATHS = {
  booking: (id: RestaurantId, categoryId: number) => `${base(id)}/room_category_booking/${categoryId}`,
  submit: (id: RestaurantId) => `${base(id)}/event_booking`,
  eventBooking: (id: RestaurantId, uuid: string) => `${base(id)}/event_booking/${encodeURIComponent(uuid)}`,
  status: (id: RestaurantId, uuid: string) => `${base(id)}/event_booking/${encodeURIComponent(uuid)}/status`,
} as const;

const route = '/api_click_and_collect/v7/:restaurantId';
export const BOOKING_ROUTES = {
  booking: `${route}/room_category_booking/:categoryId`,
  submit: `${route}/event_booking`,
  eventBooking: `${route}/event_booking/:uuid`,
  status: `${route}/event_booking/:uuid/status`,
} as const;

/** Staging (support and tests): a day's bookings, and the confirmation "e-mails" with their links. */
export const BOOKING_ADMIN_ROUTES = {
  list: '/_simulator/bookings',
  confirm: '/_simulator/bookings/:uuid/confirm',
  mails: '/_simulator/booking-mails',
} as const;
export const bookingConfirmPath = (uuid: string) => `_simulator/bookings/${encodeURIComponent(uuid)}/confirm`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const day = v.pipe(v.string(), v.regex(DAY, 'a day is YYYY-MM-DD'));
export const time = v.pipe(v.string(), v.regex(TIME, 'a time is HH:mm'));
const optionalText = v.optional(localizedText, '');

const timeSlot = v.object({
  id: v.pipe(v.string(), v.maxLength(40)),
  date: day,
  startTime: time,
  endTime: v.nullable(time),
  nbPersonMax: v.pipe(v.number(), v.integer(), v.minValue(0)),
  nbAlreadyBooked: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const bookingAnswer = v.object({
  id: v.number(),
  nbPersonMax: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  price: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  priceDetails: optionalText,
  timeSlots: v.array(timeSlot),
  eventSpecificHours: v.array(v.object({ day, eventId: v.number(), openAllDay: v.boolean() })),
  dayStart: day,
  dayEnd: day,
  alwaysAccessible: v.boolean(),
  title: localizedText,
  description: optionalText,
  content: optionalText,
  images: v.array(v.string()),
});

const optionalLine = (max: number) => v.optional(v.nullable(trimmedText('line', max)), null);

/**
 * accounts 3 and 5: Booking info entered, bounded by the server as well as the form, every text under the
 * text policy (issue 15): the name by checkout 5's name rules, the others one-line texts, the comment a
 * multiline one.
 */
export const submitBookingRequest = v.object({
  restaurantId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  name: personName,
  email: v.pipe(trimmedText('line', BOOKING_TEXT_LIMITS.email), v.check(isEmailValid, 'email_error')),
  nbPerson: v.pipe(v.number(), v.integer(), v.minValue(1, 'nbPerson is at least 1')),
  comment: v.optional(trimmedText('multiline', BOOKING_TEXT_LIMITS.comment), ''),
  optin: v.optional(v.boolean(), false),
  roomCategoryBookingId: v.pipe(v.number(), v.integer()),
  roomNumber: optionalLine(BOOKING_TEXT_LIMITS.roomNumber),
  phone: optionalLine(BOOKING_TEXT_LIMITS.phone),
  timeSlot: v.optional(v.nullable(v.object({ day, slot: time })), null),
});

export const bookingReceiptAnswer = v.object({ uuid: v.string(), status: v.picklist(BOOKING_STATUSES) });

export const eventBookingAnswer = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  uuid: v.string(),
  status: v.picklist(BOOKING_STATUSES),
  day: v.nullable(day),
  timeSlot: v.nullable(time),
  nbPerson: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  roomNumber: v.nullable(v.string()),
  roomCategoryBooking: v.object({ id: v.number(), title: localizedText }),
  reasonCancel: v.nullable(v.picklist(CANCEL_REASONS)),
  comment: v.string(),
  createdAt: v.string(),
});

/** Staging: the booking e-mails of the simulator's outbox (core BookingMail). */
export const bookingMailList = v.array(
  v.object({
    restaurantId: v.string(),
    email: v.string(),
    uuid: v.string(),
    status: v.picklist(BOOKING_STATUSES),
    link: v.string(),
    feedbackLink: v.string(),
    sentAt: v.string(),
  }),
);

/** accounts 7, update booking status: uuid, status canceled and the reason. */
export const updateStatusRequest = v.object({
  uuid: v.optional(v.string()),
  status: v.literal('CANCELED', 'only a cancellation is possible'),
  reasonCancel: v.picklist(CANCEL_REASONS, `reasonCancel is one of ${CANCEL_REASONS.join(', ')}`),
});
