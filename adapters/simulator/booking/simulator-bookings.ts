import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { isAccountPhoneValid } from '../../../core/domain/account/account-phone';
import { defaultPhoneRegion } from '../../../core/domain/account/account-phone';
import type { Booking, BookingReceipt, EventBooking, TimeSlot } from '../../../core/domain/booking/booking';
import type { BookingMail } from '../../../core/domain/booking/booking-mail';
import { DEFAULT_NB_PERSON_MAX } from '../../../core/domain/booking/booking';
import type { LocalizedText } from '../../../core/domain/locale/localized-text';
import { BASE_LANGUAGE, localize } from '../../../core/domain/locale/localized-text';
import { BOOKING_FEEDBACK_QUERY } from '../../../core/domain/feedback/booking-feedback-link';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import { findService } from '../../../core/domain/room-directory/room-directory';
import type { Clock } from '../../../core/ports/clock';
import { day as daySchema, submitBookingRequest, updateStatusRequest } from '../../platform-api/booking-api';
import { isIdempotencyKey, requestFingerprint } from '../engine/idempotency';
import { SimulatorError } from '../engine/simulator-error';
import { bookableDays, closedDaysBetween, slotKey, slotsBetween } from './booking-calendar';
import { BookingFeedbackTokens } from './booking-feedback-tokens';
import type { BookingSetup } from './booking-setup';
import type { BookingStore, NewBooking, StoredBooking } from './booking-store';

/** Ours: one booking answer covers at most this many days (a bounded query). */
export const MAX_DAYS_PER_QUERY = 93;
const MAX_OUTBOX = 200;

export type { BookingMail };

/**
 * accounts 3: who made the booking a booking feedback names by number; issue 15: they sign a feedback only
 * once the token of one of the booking's e-mails proves it.
 */
export interface BookingIdentity {
  readonly name: string;
  readonly email: string;
  provedBy(feedbackToken: string): boolean;
}

export interface SimulatorBookingsOptions {
  readonly store: BookingStore;
  readonly clock: Clock;
  readonly settings: (restaurantId: RestaurantId) => RestaurantSettings;
  readonly setups: (restaurantId: RestaurantId) => readonly BookingSetup[];
  readonly roomDirectory: (restaurantId: RestaurantId) => RoomDirectory | undefined;
}

function parse<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
}

interface BookingContent {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly content: LocalizedText;
  readonly price: number | null;
  readonly priceDetails: LocalizedText;
  readonly images: readonly string[];
}

/**
 * The bookings of the simulated platform (accounts 3 to 7): a booking's slots with their capacities,
 * submits, the event booking by uuid and its cancellation. It never overbooks: a submit checks the
 * slot's capacity and inserts in one synchronous SQLite transaction (IMMEDIATE), so that no other
 * submit can come in between, in this process or another one on the same file.
 */
export class SimulatorBookings {
  private readonly outbox: BookingMail[] = [];
  private readonly feedbackTokens: BookingFeedbackTokens;

  constructor(private readonly options: SimulatorBookingsOptions) {
    this.feedbackTokens = new BookingFeedbackTokens(options.store);
  }

  /** accounts 7, get booking: the booking with its slots and what they hold between two days. */
  booking(restaurantId: RestaurantId, categoryId: number, query: { readonly from?: unknown; readonly to?: unknown }): Booking {
    const setup = this.setup(restaurantId, categoryId);
    const { dayStart, dayEnd } = this.bookableDays(restaurantId, setup);
    const from = query.from === undefined ? dayStart : parse(daySchema, query.from);
    const to = query.to === undefined ? dayEnd : parse(daySchema, query.to);
    if (to < from) throw new SimulatorError('bad_request', 'to comes before from', 'to');
    if (DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days >= MAX_DAYS_PER_QUERY) {
      throw new SimulatorError('bad_request', `at most ${MAX_DAYS_PER_QUERY} days at once`, 'to');
    }
    const first = from > dayStart ? from : dayStart;
    const last = to < dayEnd ? to : dayEnd;
    const content = this.content(restaurantId, setup);
    return {
      id: setup.categoryId,
      nbPersonMax: setup.nbPersonMax,
      price: content.price,
      priceDetails: content.priceDetails,
      timeSlots: first <= last ? this.slotsBetween(restaurantId, setup, first, last) : [],
      eventSpecificHours: closedDaysBetween(setup, from, to).map((day) => ({ day, eventId: setup.categoryId, openAllDay: false })),
      dayStart,
      dayEnd,
      alwaysAccessible: setup.slots.length === 0,
      title: content.title,
      description: content.description,
      content: content.content,
      images: content.images,
    };
  }

  /** accounts 7, submit booking: answers the status it took; a repeated Idempotency-Key, the first answer. */
  submit(restaurantId: RestaurantId, body: unknown, idempotencyKey?: string): BookingReceipt {
    if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) throw new SimulatorError('bad_request', 'a malformed idempotency key', 'Idempotency-Key');
    const settings = this.options.settings(restaurantId);
    const request = parse(submitBookingRequest, body);
    if (request.restaurantId !== undefined && request.restaurantId !== restaurantId) throw new SimulatorError('bad_request', 'restaurantId differs from the address', 'restaurantId');
    const fingerprint = idempotencyKey === undefined ? null : requestFingerprint(request);
    const setup = this.setup(restaurantId, request.roomCategoryBookingId);
    if (request.nbPerson > (setup.nbPersonMax ?? DEFAULT_NB_PERSON_MAX)) throw new SimulatorError('bad_request', 'more persons than this booking takes', 'nbPerson');
    if (request.phone !== null && !isAccountPhoneValid(request.phone, defaultPhoneRegion(settings.phoneRegion, null))) {
      throw new SimulatorError('bad_request', 'field_not_valid', 'phone');
    }
    const slot = setup.slots.length === 0 ? null : this.slotOf(restaurantId, setup, request.timeSlot);
    const now = this.options.clock.now();
    return this.options.store.transaction(() => {
      if (idempotencyKey !== undefined) {
        const first = this.options.store.findByIdempotencyKey(restaurantId, idempotencyKey);
        if (first && first.fingerprint === fingerprint) return { uuid: first.uuid, status: first.status };
        if (first) throw new SimulatorError('unprocessable', 'this idempotency key was used for another booking', 'Idempotency-Key');
      }
      if (slot) {
        const booked = this.options.store.bookedPersons(restaurantId, setup.categoryId, slot.date, slot.date).get(slotKey(slot.date, slot.startTime)) ?? 0;
        // accounts 5: full when already booked plus the chosen persons exceeds the capacity.
        if (booked + request.nbPerson > slot.nbPersonMax) throw new SimulatorError('unprocessable', 'full', 'timeSlot');
      }
      const booking: NewBooking = {
        uuid: randomUUID(),
        restaurantId,
        categoryId: setup.categoryId,
        status: setup.confirmAtOnce ? 'CONFIRMED' : 'PENDING',
        day: slot?.date ?? null,
        slot: slot?.startTime ?? null,
        nbPerson: request.nbPerson,
        name: request.name,
        email: request.email,
        phone: request.phone,
        roomNumber: request.roomNumber,
        comment: request.comment,
        optin: request.optin,
        reasonCancel: null,
        createdAt: now.toUTC().toISO() ?? '',
        idempotencyKey: idempotencyKey ?? null,
        fingerprint,
      };
      this.options.store.insert(booking);
      this.send(this.stored(restaurantId, booking.uuid), booking.createdAt);
      return { uuid: booking.uuid, status: booking.status };
    });
  }

  /** accounts 7, get event booking: by uuid; 404 for an unknown one. */
  eventBooking(restaurantId: RestaurantId, uuid: string): EventBooking {
    return this.view(this.stored(restaurantId, uuid));
  }

  /** accounts 4 and 7, update booking status: a cancellation with its reason; cancelling twice changes nothing. */
  updateStatus(restaurantId: RestaurantId, uuid: string, body: unknown): EventBooking {
    const request = parse(updateStatusRequest, body);
    if (request.uuid !== undefined && request.uuid !== uuid) throw new SimulatorError('bad_request', 'the uuid differs from the address', 'uuid');
    return this.options.store.transaction(() => {
      const booking = this.stored(restaurantId, uuid);
      if (booking.status !== 'CANCELED') this.options.store.cancel(restaurantId, uuid, request.reasonCancel);
      return this.view(this.stored(restaurantId, uuid));
    });
  }

  /**
   * Staging (support, `ordering booking confirm`): the team validates a PENDING booking (accounts 4: "an
   * e-mail follows once validated": the outbox gets it). A cancelled one cannot be; a confirmed one stays.
   */
  confirm(uuid: string): EventBooking {
    return this.options.store.transaction(() => {
      const booking = uuid.length <= 64 ? this.options.store.findAnywhere(uuid) : null;
      if (!booking) throw new SimulatorError('not_found', 'no event found');
      if (booking.status === 'CANCELED') throw new SimulatorError('unprocessable', 'a cancelled booking cannot be confirmed', 'status');
      if (booking.status === 'CONFIRMED') return this.view(booking);
      this.options.store.confirm(uuid);
      const confirmed = this.stored(booking.restaurantId, uuid);
      this.send(confirmed, this.options.clock.now().toUTC().toISO() ?? '');
      return this.view(confirmed);
    });
  }

  /** Support: the bookings of a day (every one without a day). */
  list(restaurantId: RestaurantId, day: unknown): readonly EventBooking[] {
    this.options.settings(restaurantId);
    const wanted = day === undefined || day === '' ? null : parse(daySchema, day);
    return this.options.store.list(restaurantId, wanted).map((booking) => this.view(booking));
  }

  /** accounts 3: who made the booking a booking feedback names by number, or null when there is none. */
  contactOf(restaurantId: RestaurantId, id: number): BookingIdentity | null {
    const booking = this.options.store.findById(restaurantId, id);
    if (!booking) return null;
    return { name: booking.name, email: booking.email, provedBy: (token) => this.feedbackTokens.proves(booking.uuid, token) };
  }

  /** Staging: the confirmation "e-mails", latest last. */
  mails(): readonly BookingMail[] {
    return [...this.outbox];
  }

  reset(): void {
    this.outbox.length = 0;
    this.options.store.deleteAll();
  }

  private send(booking: StoredBooking, at: string): void {
    this.outbox.push({
      restaurantId: booking.restaurantId,
      email: booking.email,
      uuid: booking.uuid,
      status: booking.status,
      link: `/${encodeURIComponent(booking.restaurantId)}/event-booking?uuid=${booking.uuid}`,
      feedbackLink: this.feedbackLink(booking),
      sentAt: at,
    });
    if (this.outbox.length > MAX_OUTBOX) this.outbox.splice(0, this.outbox.length - MAX_OUTBOX);
  }

  /** accounts 2: the booking feedback page, with a token of this e-mail's own (issue 15). */
  private feedbackLink(booking: StoredBooking): string {
    const query = new URLSearchParams({
      [BOOKING_FEEDBACK_QUERY.eventBookingId]: String(booking.id),
      [BOOKING_FEEDBACK_QUERY.token]: this.feedbackTokens.issue(booking.uuid),
      [BOOKING_FEEDBACK_QUERY.nameEvent]: localize(this.view(booking).roomCategoryBooking.title, BASE_LANGUAGE),
    });
    return `/${encodeURIComponent(booking.restaurantId)}/feedback-booking?${query}`;
  }

  private stored(restaurantId: RestaurantId, uuid: string): StoredBooking {
    this.options.settings(restaurantId);
    const booking = uuid.length <= 64 ? this.options.store.find(restaurantId, uuid) : null;
    if (!booking) throw new SimulatorError('not_found', 'no event found');
    return booking;
  }

  private view(booking: StoredBooking): EventBooking {
    const setup = this.options.setups(booking.restaurantId).find((each) => each.categoryId === booking.categoryId);
    const title = setup ? this.content(booking.restaurantId, setup).title : String(booking.categoryId);
    return {
      id: booking.id,
      uuid: booking.uuid,
      status: booking.status,
      day: booking.day,
      timeSlot: booking.slot,
      nbPerson: booking.nbPerson,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      roomNumber: booking.roomNumber,
      roomCategoryBooking: { id: booking.categoryId, title },
      reasonCancel: booking.reasonCancel,
      comment: booking.comment,
      createdAt: booking.createdAt,
    };
  }

  private setup(restaurantId: RestaurantId, categoryId: number): BookingSetup {
    this.options.settings(restaurantId);
    const setup = this.options.setups(restaurantId).find((each) => each.categoryId === categoryId);
    if (!setup) throw new SimulatorError('not_found', `no booking ${categoryId} at ${restaurantId}`);
    return setup;
  }

  private today(restaurantId: RestaurantId): DateTime {
    return this.options.clock.now().setZone(this.options.settings(restaurantId).timezone);
  }

  private bookableDays(restaurantId: RestaurantId, setup: BookingSetup): { dayStart: string; dayEnd: string } {
    return bookableDays(setup, this.today(restaurantId));
  }

  private slotsBetween(restaurantId: RestaurantId, setup: BookingSetup, from: string, to: string): TimeSlot[] {
    return slotsBetween(setup, from, to, this.options.store.bookedPersons(restaurantId, setup.categoryId, from, to));
  }

  /** The slot a submit names: a bookable day, a slot of that day, not begun yet. */
  private slotOf(restaurantId: RestaurantId, setup: BookingSetup, timeSlot: { readonly day: string; readonly slot: string } | null): TimeSlot {
    if (timeSlot === null) throw new SimulatorError('bad_request', 'a day and a time slot are required', 'timeSlot');
    const { dayStart, dayEnd } = this.bookableDays(restaurantId, setup);
    if (timeSlot.day < dayStart || timeSlot.day > dayEnd) throw new SimulatorError('bad_request', 'this day cannot be booked', 'timeSlotDay');
    const slot = this.slotsBetween(restaurantId, setup, timeSlot.day, timeSlot.day).find((each) => each.startTime === timeSlot.slot);
    if (!slot) throw new SimulatorError('bad_request', 'no such time slot that day', 'timeSlot');
    const now = this.today(restaurantId);
    if (slot.date === now.toISODate() && slot.startTime <= now.toFormat('HH:mm')) throw new SimulatorError('bad_request', 'this time slot has begun', 'timeSlot');
    return slot;
  }

  private content(restaurantId: RestaurantId, setup: BookingSetup): BookingContent {
    const directory = this.options.roomDirectory(restaurantId);
    const service = directory ? findService(directory.services, setup.categoryId) : null;
    const booking = service?.booking ?? null;
    return {
      title: booking?.title ?? setup.title ?? service?.title ?? String(setup.categoryId),
      description: booking?.description ?? service?.description ?? '',
      content: booking?.content ?? '',
      price: booking?.price_per_person ?? null,
      priceDetails: booking?.priceDetails ?? '',
      images: booking?.images ?? (service?.image ? [service.image] : []),
    };
  }
}
