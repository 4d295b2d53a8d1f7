import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { BOOKING_USE_CASES } from '../../config/bind-booking';
import type { Booking, BookingReceipt, EventBooking } from '../../core/domain/booking/booking';
import { isDayDisabled, isEmptyDay } from '../../core/domain/booking/booking-days';
import { personChoices, stepperValue } from '../../core/domain/booking/booking-persons';
import { isSlotFull, slotLabel, slotsOfDay } from '../../core/domain/booking/booking-slots';
import type { BookingContext, BookingForm } from '../../core/domain/booking/booking-validation';
import { EMPTY_BOOKING_FORM } from '../../core/domain/booking/booking-validation';
import { stepButtonKey, wizardSteps } from '../../core/domain/booking/booking-wizard';
import type { BookingFeedbackLink } from '../../core/domain/feedback/booking-feedback-link';
import { BOOKING_FEEDBACK_QUERY, bookingFeedbackLinkOf } from '../../core/domain/feedback/booking-feedback-link';
import type { Result } from '../../core/domain/result';
import type { BookingSupport } from '../../core/ports/booking-gateway';
import { BOOKING_SUPPORT } from '../../core/ports/booking-gateway';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import type { CancelEventBooking, CancelFailure, LoadEventBooking } from '../../core/use-cases/booking/event-booking';
import type { LoadBooking } from '../../core/use-cases/booking/load-booking';
import type { SubmitBooking, SubmitBookingFailure } from '../../core/use-cases/booking/submit-booking';
import type { OrderingWorld } from '../support/ordering-world';

/** What a scenario has open, submitted and read, kept beside its world. */
interface BookingScene {
  restaurantId: string;
  context: BookingContext;
  booking: Booking;
  day: string | null;
  submitted: Result<BookingReceipt, SubmitBookingFailure> | null;
  receipts: Result<BookingReceipt, SubmitBookingFailure>[];
  eventBooking: Result<EventBooking, { kind: string }> | null;
  cancelled: Result<EventBooking, CancelFailure> | null;
}

const scenes = new WeakMap<OrderingWorld, BookingScene>();
const ZONE = 'Europe/Paris';
const WEEKEND_LUNCH = '12:00';

function sceneOf(world: OrderingWorld): BookingScene {
  const scene = scenes.get(world);
  if (!scene) throw new Error('open a booking first ("Given the booking ... in the room directory\'s form")');
  return scene;
}

async function now(world: OrderingWorld) {
  return (await world.container.getAsync<Clock>(CLOCK)).now().setZone(ZONE);
}

async function reload(world: OrderingWorld): Promise<Booking> {
  const scene = sceneOf(world);
  const loaded = await (await world.container.getAsync<LoadBooking>(BOOKING_USE_CASES.loadBooking)).execute({ restaurantId: scene.restaurantId, categoryId: scene.booking.id, zone: ZONE });
  assert.ok(loaded.ok, 'the booking did not load');
  scene.booking = loaded.value;
  return loaded.value;
}

/** The first day the picker offers (accounts 5) with the slot at `start` able to take `nbPerson`. */
async function firstOpenDay(world: OrderingWorld, nbPerson: number, start: string): Promise<string> {
  const { booking } = sceneOf(world);
  const at = await now(world);
  const days = [...new Set(booking.timeSlots.map((slot) => slot.date))].sort();
  const day = days.find((each) => !isDayDisabled(booking, each, nbPerson, at) && slotsOfDay(booking, each, at).some((slot) => slot.startTime === start && slot.visible && !isSlotFull(slot, nbPerson)));
  assert.ok(day, `no open day with a ${start} slot for ${nbPerson}`);
  return day;
}

async function submit(world: OrderingWorld, form: Partial<BookingForm>): Promise<Result<BookingReceipt, SubmitBookingFailure>> {
  const scene = sceneOf(world);
  const submitBooking = await world.container.getAsync<SubmitBooking>(BOOKING_USE_CASES.submitBooking);
  return submitBooking.execute({ restaurantId: scene.restaurantId, booking: scene.booking, form: { ...EMPTY_BOOKING_FORM, ...form }, context: scene.context, phoneRegion: 'FR' });
}

async function book(world: OrderingWorld, form: Partial<BookingForm>): Promise<void> {
  const scene = sceneOf(world);
  scene.day = form.day ?? null;
  scene.submitted = await submit(world, form);
}

/** The booking this scenario's customer made, as the platform keeps it (feedback-steps rates it). */
export async function myEventBooking(world: OrderingWorld): Promise<EventBooking> {
  const { uuid } = receipt(world);
  const read = await (await world.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking)).execute({ restaurantId: sceneOf(world).restaurantId, uuid });
  assert.ok(read.ok, `the booking ${uuid} could not be read`);
  return read.value;
}

/** What the feedback link of my booking's latest e-mail names (accounts 2; its token, issue 15). */
export async function myBookingFeedbackLink(world: OrderingWorld): Promise<BookingFeedbackLink> {
  const { uuid } = receipt(world);
  const mail = (await world.container.get<BookingSupport>(BOOKING_SUPPORT).bookingMails()).filter((each) => each.uuid === uuid).at(-1);
  assert.ok(mail, `no e-mail was sent for the booking ${uuid}`);
  const query = new URL(mail.feedbackLink, 'http://storefront.test').searchParams;
  const link = bookingFeedbackLinkOf({ eventBookingId: query.get(BOOKING_FEEDBACK_QUERY.eventBookingId), token: query.get(BOOKING_FEEDBACK_QUERY.token) });
  assert.ok(link, `the e-mail's feedback link names no booking: ${mail.feedbackLink}`);
  return link;
}

function receipt(world: OrderingWorld): BookingReceipt {
  const { submitted } = sceneOf(world);
  assert.ok(submitted?.ok, `the booking was not taken: ${JSON.stringify(submitted)}`);
  return submitted.value;
}

async function slotOfThatDay(world: OrderingWorld, start: string) {
  const scene = sceneOf(world);
  assert.ok(scene.day, 'no day was chosen');
  const booking = await reload(world);
  const slot = booking.timeSlots.find((each) => each.date === scene.day && each.startTime === start);
  assert.ok(slot, `no ${start} slot on ${scene.day}`);
  return slot;
}

async function open(world: OrderingWorld, categoryId: number, restaurantId: string, context: BookingContext): Promise<void> {
  const loaded = await (await world.container.getAsync<LoadBooking>(BOOKING_USE_CASES.loadBooking)).execute({ restaurantId, categoryId, zone: ZONE });
  assert.ok(loaded.ok, `booking ${categoryId} of ${restaurantId} did not load`);
  scenes.set(world, { restaurantId, context, booking: loaded.value, day: null, submitted: null, receipts: [], eventBooking: null, cancelled: null });
}

Given("the booking {int} of {string} in the room directory's form", function (this: OrderingWorld, categoryId: number, restaurantId: string) {
  return open(this, categoryId, restaurantId, 'room-directory');
});

Given("the booking {int} of {string} in the linker's form", function (this: OrderingWorld, categoryId: number, restaurantId: string) {
  return open(this, categoryId, restaurantId, 'linker');
});

Then("the wizard's steps are {string}", function (this: OrderingWorld, steps: string) {
  assert.deepEqual(wizardSteps(sceneOf(this).booking), steps.split(', '));
});

Then("the wizard's buttons read {string}", function (this: OrderingWorld, keys: string) {
  const steps = wizardSteps(sceneOf(this).booking);
  assert.deepEqual(
    steps.map((step) => stepButtonKey(steps, step)),
    keys.split(', '),
  );
});

Then('the persons offered are {string}', function (this: OrderingWorld, offered: string) {
  assert.deepEqual(
    personChoices(sceneOf(this).booking).map((choice) => (choice.kind === 'more' ? '+' : String(choice.value))),
    offered.split(', '),
  );
});

Then('the stepper goes from {int} to {int}', function (this: OrderingWorld, from: number, to: number) {
  const { booking } = sceneOf(this);
  assert.equal(stepperValue(1, booking), from);
  assert.equal(stepperValue(1000, booking), to);
});

When('I book for {int} persons as {string} with e-mail {string}', function (this: OrderingWorld, nbPerson: number, name: string, email: string) {
  return book(this, { nbPerson, name, email });
});

When('I book for {int} persons on the first open day at {string} as {string} with e-mail {string}', async function (this: OrderingWorld, nbPerson: number, start: string, name: string, email: string) {
  const day = await firstOpenDay(this, nbPerson, start);
  await book(this, { nbPerson, name, email, day, slot: start });
});

When(
  'I book for {int} persons on the first open day at {string} as {string} with e-mail {string} and phone {string}',
  async function (this: OrderingWorld, nbPerson: number, start: string, name: string, email: string, phone: string) {
    const day = await firstOpenDay(this, nbPerson, start);
    await book(this, { nbPerson, name, email, phone, day, slot: start });
  },
);

When('I book for {int} persons on the first weekend lunch as {string} with e-mail {string}', async function (this: OrderingWorld, nbPerson: number, name: string, email: string) {
  const day = await firstOpenDay(this, nbPerson, WEEKEND_LUNCH);
  await book(this, { nbPerson, name, email, day, slot: WEEKEND_LUNCH });
});

When('{int} guests book {int} person each at the same time on the first weekend lunch', async function (this: OrderingWorld, guests: number, nbPerson: number) {
  const scene = sceneOf(this);
  const day = await firstOpenDay(this, nbPerson, WEEKEND_LUNCH);
  scene.day = day;
  scene.receipts = await Promise.all(Array.from({ length: guests }, (_, index) => submit(this, { nbPerson, name: `Guest ${index + 1}`, email: `guest${index + 1}@example.com`, day, slot: WEEKEND_LUNCH })));
});

Then('{int} of them are booked and {int} are refused', function (this: OrderingWorld, booked: number, refused: number) {
  const { receipts } = sceneOf(this);
  assert.equal(receipts.filter((each) => each.ok).length, booked);
  const failures = receipts.filter((each) => !each.ok);
  assert.equal(failures.length, refused);
  for (const failure of failures) assert.deepEqual(!failure.ok && failure.error.kind === 'failed' && failure.error.failure.kind, 'bad_request');
});

Then("the booking's status is {string}", function (this: OrderingWorld, status: string) {
  assert.equal(receipt(this).status, status);
});

Then('the booking is refused with {string}', function (this: OrderingWorld, problems: string) {
  const { submitted } = sceneOf(this);
  assert.ok(submitted && !submitted.ok && submitted.error.kind === 'invalid', `expected an invalid form: ${JSON.stringify(submitted)}`);
  const expected = Object.fromEntries(problems.split(', ').map((pair) => pair.split(': ') as [string, string]));
  assert.deepEqual(submitted.error.problems, expected);
});

Then('{string} has no booking', async function (this: OrderingWorld, restaurantId: string) {
  assert.deepEqual(await this.container.get<BookingSupport>(BOOKING_SUPPORT).listBookings(restaurantId, null), []);
});

Then('the event booking has no phone', async function (this: OrderingWorld) {
  const scene = sceneOf(this);
  const loaded = await (await this.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking)).execute({ restaurantId: scene.restaurantId, uuid: receipt(this).uuid });
  assert.ok(loaded.ok);
  assert.equal(loaded.value.phone, null);
});

Then('the {string} slot of that day holds {int} persons', async function (this: OrderingWorld, start: string, persons: number) {
  assert.equal((await slotOfThatDay(this, start)).nbAlreadyBooked, persons);
});

Then('that weekend lunch holds {int} persons', async function (this: OrderingWorld, persons: number) {
  assert.equal((await slotOfThatDay(this, WEEKEND_LUNCH)).nbAlreadyBooked, persons);
});

Then('that weekend lunch is {string} for {int} persons', async function (this: OrderingWorld, label: string, nbPerson: number) {
  const slot = await slotOfThatDay(this, WEEKEND_LUNCH);
  assert.equal(slotLabel(slot, nbPerson)?.key, label);
});

Then('that weekend lunch can take {int} person', async function (this: OrderingWorld, nbPerson: number) {
  assert.equal(isSlotFull(await slotOfThatDay(this, WEEKEND_LUNCH), nbPerson), false);
});

When('I cancel my booking without a reason', async function (this: OrderingWorld) {
  const scene = sceneOf(this);
  scene.cancelled = await (await this.container.getAsync<CancelEventBooking>(BOOKING_USE_CASES.cancelEventBooking)).execute({ restaurantId: scene.restaurantId, uuid: receipt(this).uuid, reason: null });
});

When('I cancel my booking for {string}', async function (this: OrderingWorld, reason: string) {
  const scene = sceneOf(this);
  scene.cancelled = await (await this.container.getAsync<CancelEventBooking>(BOOKING_USE_CASES.cancelEventBooking)).execute({ restaurantId: scene.restaurantId, uuid: receipt(this).uuid, reason });
});

Then('the cancellation is refused: a reason is required', function (this: OrderingWorld) {
  const { cancelled } = sceneOf(this);
  assert.ok(cancelled && !cancelled.ok && cancelled.error.kind === 'reason_required');
});

Then('the event booking is {string} for {string}', async function (this: OrderingWorld, status: string, reason: string) {
  const scene = sceneOf(this);
  const loaded = await (await this.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking)).execute({ restaurantId: scene.restaurantId, uuid: receipt(this).uuid });
  assert.ok(loaded.ok);
  assert.equal(loaded.value.status, status);
  assert.equal(loaded.value.reasonCancel, reason);
});

When('I open the event booking {string} of {string}', async function (this: OrderingWorld, uuid: string, restaurantId: string) {
  const loaded = await (await this.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking)).execute({ restaurantId, uuid });
  scenes.set(this, { restaurantId, context: 'room-directory', booking: null as unknown as Booking, day: null, submitted: null, receipts: [], eventBooking: loaded, cancelled: null });
});

Then('no event is found', function (this: OrderingWorld) {
  const { eventBooking } = sceneOf(this);
  assert.ok(eventBooking && !eventBooking.ok && eventBooking.error.kind === 'not_found');
});

Then('yesterday cannot be chosen', async function (this: OrderingWorld) {
  const at = await now(this);
  assert.equal(isDayDisabled(sceneOf(this).booking, at.minus({ days: 1 }).toISODate() ?? '', 1, at), true);
});

// accounts 8 "Empty day in picker": an open day without a slot can be chosen, and the wizard says so.
Then('the next Sunday can be chosen, without any slot: {string}', async function (this: OrderingWorld, message: string) {
  const at = await now(this);
  const sunday = at.plus({ days: 7 - at.weekday || 7 });
  const day = sunday.toISODate() ?? '';
  const { booking } = sceneOf(this);
  assert.equal(message, 'no_schedule_available_this_day');
  assert.deepEqual([isDayDisabled(booking, day, 1, at), slotsOfDay(booking, day, at).length, isEmptyDay(booking, day)], [false, 0, true]);
});

Then('the next Monday cannot be chosen', async function (this: OrderingWorld) {
  const at = await now(this);
  const monday = at.plus({ days: ((8 - at.weekday) % 7) || 7 });
  assert.equal(monday.weekday, 1);
  assert.equal(isDayDisabled(sceneOf(this).booking, monday.toISODate() ?? '', 1, at), true);
});

When('{int} persons are booked on the first weekend lunch', async function (this: OrderingWorld, nbPerson: number) {
  const day = await firstOpenDay(this, nbPerson, WEEKEND_LUNCH);
  await book(this, { nbPerson, name: 'Ana Lopez', email: 'ana@example.com', day, slot: WEEKEND_LUNCH });
  receipt(this);
});

Then('that weekend day can still be chosen for {int} persons, at dinner', async function (this: OrderingWorld, nbPerson: number) {
  const scene = sceneOf(this);
  const booking = await reload(this);
  const at = await now(this);
  assert.equal(isDayDisabled(booking, scene.day ?? '', nbPerson, at), false);
  const lunch = slotsOfDay(booking, scene.day ?? '', at).find((slot) => slot.startTime === WEEKEND_LUNCH);
  assert.ok(lunch && isSlotFull(lunch, nbPerson), 'the lunch should be full');
});

When('I book for {int} persons on that day at {string} as {string} with e-mail {string}', async function (this: OrderingWorld, nbPerson: number, start: string, name: string, email: string) {
  await book(this, { nbPerson, name, email, day: sceneOf(this).day, slot: start });
  receipt(this);
});

Then('the {string} slot of that day says {string} {int} for {int} person', async function (this: OrderingWorld, start: string, key: string, left: number, nbPerson: number) {
  assert.deepEqual(slotLabel(await slotOfThatDay(this, start), nbPerson), { key, nb: left });
});

Then('the {string} slot of that day is {string} for {int} persons', async function (this: OrderingWorld, start: string, key: string, nbPerson: number) {
  assert.equal(slotLabel(await slotOfThatDay(this, start), nbPerson)?.key, key);
});

When('the team confirms my booking', async function (this: OrderingWorld) {
  await this.container.get<BookingSupport>(BOOKING_SUPPORT).confirmBooking(receipt(this).uuid);
});

Then('the event booking is {string}', async function (this: OrderingWorld, status: string) {
  const scene = sceneOf(this);
  const loaded = await (await this.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking)).execute({ restaurantId: scene.restaurantId, uuid: receipt(this).uuid });
  assert.ok(loaded.ok);
  assert.equal(loaded.value.status, status);
});
