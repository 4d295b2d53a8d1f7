import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Booking, EventBooking } from '../../../../core/domain/booking/booking';
import { fail, ok } from '../../../../core/domain/result';
import { BookingFormViewModel } from '../../../../ui/booking/booking-form-view-model';
import { EventBookingViewModel } from '../../../../ui/booking/event-booking-view-model';

const slot = (date: string, startTime: string, nbPersonMax = 30, nbAlreadyBooked = 0) => ({ id: `${date}T${startTime}`, date, startTime, endTime: null, nbPersonMax, nbAlreadyBooked });
const BOOKING: Booking = {
  id: 105,
  nbPersonMax: 20,
  price: null,
  priceDetails: '',
  timeSlots: [slot('2025-06-13', '20:30'), slot('2025-06-13', '19:00'), slot('2025-06-14', '12:00', 4, 3), slot('2025-06-14', '19:00')],
  eventSpecificHours: [],
  dayStart: '2025-06-12',
  dayEnd: '2025-08-11',
  alwaysAccessible: false,
  title: 'Table',
  description: '',
  content: '',
  images: [],
};

function aWizard(submitAnswer: 'ok' | 'fail' = 'ok') {
  let loads = 0;
  let submits = 0;
  const wizard = new BookingFormViewModel(
    { restaurantId: 'hotel-riviera', categoryId: 105, context: 'room-directory', zone: 'Europe/Paris', region: 'FR' },
    {
      loadBooking: async () => ({
        execute: async () => {
          loads += 1;
          return ok(BOOKING);
        },
      }),
      submitBooking: async () => ({
        execute: async (input) => {
          submits += 1;
          if (input.form.name === '') return fail({ kind: 'invalid' as const, problems: { name: 'field_required' } });
          return submitAnswer === 'ok' ? ok({ uuid: 'u-1', status: 'CONFIRMED' as const }) : fail({ kind: 'failed' as const, failure: { kind: 'network' as const, message: 'down' } });
        },
      }),
      clock: async () => ({ now: () => DateTime.fromISO('2025-06-12T10:00:00Z') }),
    },
  );
  return { wizard, counts: () => ({ loads, submits }) };
}

async function loaded(submitAnswer: 'ok' | 'fail' = 'ok') {
  const made = aWizard(submitAnswer);
  await made.wizard.reload();
  return made;
}

describe('accounts 2 and 4: the booking wizard screen', () => {
  it('opens the steps one after the other, marks the visited ones, and says i_book last', async () => {
    const { wizard } = await loaded();
    expect(wizard.steps).toEqual(['persons', 'day', 'time', 'informations']);
    expect(wizard.isAvailable('time')).toBe(false);
    wizard.choosePersons(2);
    await wizard.advance();
    expect(wizard.step).toBe('day');
    expect(wizard.isVisited('persons') && wizard.isVisited('day')).toBe(true);
    expect(wizard.isDayDisabled('2025-06-11')).toBe(true);
    // accounts 8: today has no slot at all: an empty day, chosen, says no_schedule_available_this_day.
    wizard.chooseDay('2025-06-12');
    expect([wizard.form.day, wizard.slots.length, wizard.chosenDayIsEmpty]).toEqual(['2025-06-12', 0, true]);
    expect(wizard.isAvailable('informations')).toBe(false);
    wizard.chooseDay('2025-06-13');
    expect(wizard.chosenDayIsEmpty).toBe(false);
    wizard.goTo('time');
    expect(wizard.slots.map((each) => each.startTime)).toEqual(['19:00', '20:30']);
    wizard.chooseSlot(wizard.slots[0]!);
    expect(wizard.isAvailable('informations')).toBe(true);
    wizard.goTo('informations');
    expect(wizard.buttonKey).toBe('i_book');
    wizard.previous();
    expect(wizard.step).toBe('time');
  });

  it('changing the day clears the slot; more persons than a slot takes drops it', async () => {
    const { wizard } = await loaded();
    wizard.choosePersons(1);
    wizard.chooseDay('2025-06-14');
    wizard.chooseSlot(wizard.slots.find((each) => each.startTime === '12:00')!);
    expect(wizard.form.slot).toBe('12:00');
    wizard.choosePersons(2);
    expect(wizard.form.slot).toBeNull();
    wizard.chooseSlot(wizard.slots.find((each) => each.startTime === '19:00')!);
    wizard.chooseDay('2025-06-13');
    expect(wizard.form.slot).toBeNull();
  });

  it("'+' shows the stepper from 10, bounded by the booking's 20", async () => {
    const { wizard } = await loaded();
    wizard.choosePersons(10);
    expect(wizard.usesStepper).toBe(true);
    wizard.setStepper(25);
    expect(wizard.form.nbPerson).toBe(20);
  });

  it('an invalid form goes back to the step of its first problem and sends nothing more', async () => {
    const { wizard } = await loaded();
    wizard.choosePersons(2);
    wizard.chooseDay('2025-06-13');
    wizard.chooseSlot(wizard.slots[0]!);
    wizard.goTo('informations');
    await wizard.submit();
    expect(wizard.problems).toEqual({ name: 'field_required' });
    wizard.setText('name', 'Ana Lopez');
    expect(wizard.problems).toEqual({});
  });

  it('accounts 4: a failed call leaves the form editable and reloads the slots; a success shows the result', async () => {
    const failing = await loaded('fail');
    failing.wizard.choosePersons(2);
    failing.wizard.setText('name', 'Ana Lopez');
    await failing.wizard.submit();
    expect(failing.wizard.result).toBeNull();
    expect(failing.wizard.submitting).toBe(false);
    expect(failing.wizard.form.name).toBe('Ana Lopez');
    expect(failing.counts().loads).toBe(2);
    const passing = await loaded('ok');
    passing.wizard.setText('name', 'Ana Lopez');
    await passing.wizard.submit();
    expect(passing.wizard.result).toEqual({ uuid: 'u-1', status: 'CONFIRMED' });
  });
});

const EVENT: EventBooking = { id: 1, uuid: 'u-1', status: 'CONFIRMED', day: '2025-06-13', timeSlot: '19:00', nbPerson: 2, name: 'Ana', email: 'ana@example.com', phone: null, roomNumber: null, roomCategoryBooking: { id: 105, title: 'Table' }, reasonCancel: null, comment: '', createdAt: '' };

function anEventPage(status: EventBooking['status'] | 'unknown', cancelAnswer: 'ok' | 'fail' = 'ok') {
  return new EventBookingViewModel('hotel-riviera', 'u-1', {
    load: async () => ({ execute: async () => (status === 'unknown' ? fail({ kind: 'not_found' as const, message: 'no event found' }) : ok({ ...EVENT, status })) }),
    cancel: async () => ({
      execute: async () => (cancelAnswer === 'ok' ? ok({ ...EVENT, status: 'CANCELED' as const, reasonCancel: 'illness' as const }) : fail({ kind: 'failed' as const, failure: { kind: 'network' as const, message: 'down' } })),
    }),
  });
}

async function started(page: EventBookingViewModel): Promise<EventBookingViewModel> {
  page.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return page;
}

describe('accounts 2 and 4: the event booking page', () => {
  it('the cancel button works only once a reason is chosen', async () => {
    const page = await started(anEventPage('CONFIRMED'));
    expect(page.state.kind).toBe('ready');
    expect(page.canCancel).toBe(false);
    page.setReason('not-a-reason');
    expect(page.canCancel).toBe(false);
    page.setReason('illness');
    expect(page.canCancel).toBe(true);
    await page.cancel();
    expect(page.state).toMatchObject({ kind: 'cancelled', booking: { status: 'CANCELED', reasonCancel: 'illness' } });
  });

  it('after any outcome the cancelled view shows, a failure included', async () => {
    const page = await started(anEventPage('PENDING', 'fail'));
    page.setReason('other');
    await page.cancel();
    expect(page.state.kind).toBe('cancelled');
  });

  it('a booking already cancelled shows the cancelled message at once; an unknown one, no event found', async () => {
    expect((await started(anEventPage('CANCELED'))).state.kind).toBe('cancelled');
    expect((await started(anEventPage('unknown'))).state.kind).toBe('not-found');
  });
});
