import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../../core/domain/booking/booking';
import { bookingBackTarget } from '../../../../../core/domain/booking/booking-back-target';
import { firstDayOfWeek, isDayDisabled, isEmptyDay, monthGrid } from '../../../../../core/domain/booking/booking-days';
import { personChoices, showsStepper, stepperValue } from '../../../../../core/domain/booking/booking-persons';
import { isSlotFull, isSlotSelectable, slotLabel, slotsOfDay } from '../../../../../core/domain/booking/booking-slots';
import { EMPTY_BOOKING_FORM, bookingInfoOf, validateBooking } from '../../../../../core/domain/booking/booking-validation';
import { chooseDay, isStepAvailable, stepButtonKey, wizardSteps } from '../../../../../core/domain/booking/booking-wizard';

const slot = (date: string, startTime: string, nbPersonMax = 10, nbAlreadyBooked = 0) => ({ id: `${date}T${startTime}`, date, startTime, endTime: null, nbPersonMax, nbAlreadyBooked });
const booking = (changes: Partial<Booking> = {}): Booking => ({
  id: 105,
  nbPersonMax: null,
  price: null,
  priceDetails: '',
  timeSlots: [slot('2025-06-13', '20:30'), slot('2025-06-13', '19:00'), slot('2025-06-12', '11:00'), slot('2025-06-14', '19:00', 4, 4)],
  eventSpecificHours: [{ day: '2025-06-15', eventId: 105, openAllDay: false }],
  dayStart: '2025-06-12',
  dayEnd: '2025-07-12',
  alwaysAccessible: false,
  title: 'Table',
  description: '',
  content: '',
  images: [],
  ...changes,
});
// Thursday 2025-06-12, noon in Nice.
const now = DateTime.fromISO('2025-06-12T12:00:00', { zone: 'Europe/Paris' });

describe('accounts 2 and 4: the wizard', () => {
  it('has four steps with time slots, two without', () => {
    expect(wizardSteps(booking())).toEqual(['persons', 'day', 'time', 'informations']);
    expect(wizardSteps(booking({ alwaysAccessible: true, timeSlots: [] }))).toEqual(['persons', 'informations']);
  });
  it('opens day after persons, time after a day, informations after a slot; persons always', () => {
    const none = { nbPerson: null, day: null, slot: null };
    expect(isStepAvailable('persons', none, true)).toBe(true);
    expect(isStepAvailable('day', none, true)).toBe(false);
    expect(isStepAvailable('day', { ...none, nbPerson: 2 }, true)).toBe(true);
    expect(isStepAvailable('time', { ...none, nbPerson: 2 }, true)).toBe(false);
    expect(isStepAvailable('informations', { nbPerson: 2, day: '2025-06-13', slot: null }, true)).toBe(false);
    expect(isStepAvailable('informations', { nbPerson: 2, day: '2025-06-13', slot: '19:00' }, true)).toBe(true);
    expect(isStepAvailable('informations', { nbPerson: 0, day: null, slot: null }, false)).toBe(false);
    expect(isStepAvailable('informations', { nbPerson: 1, day: null, slot: null }, false)).toBe(true);
  });
  it("reads 'i_book' on the last step and 'next' on the others", () => {
    const steps = wizardSteps(booking());
    expect(steps.map((step) => stepButtonKey(steps, step))).toEqual(['next', 'next', 'next', 'i_book']);
  });
  it('changing the day clears the chosen slot', () => {
    expect(chooseDay({ nbPerson: 2, day: '2025-06-13', slot: '19:00' }, '2025-06-14')).toEqual({ nbPerson: 2, day: '2025-06-14', slot: null });
    expect(chooseDay({ nbPerson: 2, day: '2025-06-13', slot: '19:00' }, '2025-06-13').slot).toBe('19:00');
  });
});

describe('accounts 2 and 9: persons', () => {
  it("offers 1 to 9 and '+' at 10, up to nbPersonMax (100 by default)", () => {
    expect(personChoices(booking()).map((choice) => (choice.kind === 'more' ? '+' : choice.value))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, '+']);
    expect(personChoices(booking({ nbPersonMax: 4 })).map((choice) => choice.value)).toEqual([1, 2, 3, 4]);
  });
  it('shows the stepper from 10 and keeps it within 10 and the maximum', () => {
    expect(showsStepper(9)).toBe(false);
    expect(showsStepper(10)).toBe(true);
    expect(stepperValue(150, booking())).toBe(100);
    expect(stepperValue(25, booking({ nbPersonMax: 20 }))).toBe(20);
    expect(stepperValue(3, booking())).toBe(10);
  });
});

describe('accounts 5, 8 and 9: time slots', () => {
  it('are sorted by start time; a begun slot of today is not visible', () => {
    expect(slotsOfDay(booking(), '2025-06-13', now).map((each) => each.startTime)).toEqual(['19:00', '20:30']);
    expect(slotsOfDay(booking(), '2025-06-12', now)[0]?.visible).toBe(false);
  });
  it('are full when booked plus chosen exceeds the capacity', () => {
    expect(isSlotFull(slot('d', '1', 10, 8), 2)).toBe(false);
    expect(isSlotFull(slot('d', '1', 10, 8), 3)).toBe(true);
    expect(slotLabel(slot('d', '1', 10, 8), 3)).toEqual({ key: 'full' });
  });
  it('say the spots left above 85 % booked', () => {
    expect(slotLabel(slot('d', '1', 20, 17), 1)).toBeNull();
    expect(slotLabel(slot('d', '1', 20, 18), 1)).toEqual({ key: 'spots_left_with_nb', nb: 2 });
    expect(slotLabel(slot('d', '1', 20, 19), 1)).toEqual({ key: 'spot_left_with_nb', nb: 1 });
  });
});

describe('accounts 2 and 5: the date picker', () => {
  it('disables past days, closed days, days without a possible booking, days outside the booking', () => {
    const disabled = (day: string, nbPerson = 2) => isDayDisabled(booking(), day, nbPerson, now);
    expect(disabled('2025-06-11')).toBe(true);
    expect(disabled('2025-06-12')).toBe(true);
    expect(disabled('2025-06-13')).toBe(false);
    expect(disabled('2025-06-14')).toBe(true);
    expect(disabled('2025-06-15')).toBe(true);
    expect(disabled('2025-07-13')).toBe(true);
    expect(isDayDisabled(booking({ alwaysAccessible: true, timeSlots: [] }), '2025-06-20', 2, now)).toBe(false);
  });
  it('accounts 5 and 8: an open day without any slot can be chosen: it is the empty day the picker says no_schedule_available_this_day of', () => {
    expect(isDayDisabled(booking(), '2025-06-16', 2, now)).toBe(false);
    expect(isEmptyDay(booking(), '2025-06-16')).toBe(true);
    expect(isEmptyDay(booking(), '2025-06-13')).toBe(false);
  });
  it('starts the week by locale: Monday in French, Sunday in American English', () => {
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('ar')).toBe(7);
    expect(firstDayOfWeek('ar-AE')).toBe(6);
  });
  it('draws a month in weeks from that day', () => {
    const june = monthGrid('2025-06', 1);
    expect(june[0]).toEqual([null, null, null, null, null, null, '2025-06-01']);
    expect(monthGrid('2025-06', 7)[0]?.[0]).toBe('2025-06-01');
    expect(june.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe('accounts 3 and 5: the informations', () => {
  const form = { ...EMPTY_BOOKING_FORM, name: 'Ana Lopez', email: 'ana@example.com', nbPerson: 2, day: '2025-06-13', slot: '19:00' };
  it('requires a name, a valid e-mail, persons, a day and a slot', () => {
    expect(validateBooking({ ...EMPTY_BOOKING_FORM, nbPerson: 0 }, booking(), 'room-directory', 'FR')).toEqual({
      name: 'field_required',
      email: 'field_required',
      nbPerson: 'field_required',
      timeSlotDay: 'field_required',
      timeSlot: 'field_required',
    });
    expect(validateBooking({ ...form, email: 'ana@', name: 'A' }, booking(), 'room-directory', 'FR')).toEqual({ email: 'email_error', name: 'name_min_length_error' });
    expect(validateBooking(form, booking(), 'room-directory', 'FR')).toEqual({});
  });
  it("checks the phone in the linker only ('field_not_valid'), and sends an empty one as null", () => {
    expect(validateBooking({ ...form, phone: '12' }, booking(), 'linker', 'FR')).toEqual({ phone: 'field_not_valid' });
    expect(validateBooking({ ...form, phone: '06 12 34 56 78' }, booking(), 'linker', 'FR')).toEqual({});
    expect(bookingInfoOf({ ...form, phone: ' ' }, booking(), 'linker').phone).toBeNull();
    expect(bookingInfoOf({ ...form, phone: '0612345678', roomNumber: '12' }, booking(), 'room-directory')).toMatchObject({ phone: null, roomNumber: '12', timeSlot: { day: '2025-06-13', slot: '19:00' } });
  });
});

describe('accounts 2: the back button of booking pages', () => {
  it('goes to the room directory, the linker or Home', () => {
    expect(bookingBackTarget({ hotelRoomApp: true, isRoomDirectory: true, isLinker: true })).toBe('room-directory');
    expect(bookingBackTarget({ hotelRoomApp: false, isRoomDirectory: true, isLinker: true })).toBe('linker');
    expect(bookingBackTarget({ hotelRoomApp: true, isRoomDirectory: false, isLinker: true })).toBe('home');
    expect(bookingBackTarget({ hotelRoomApp: false, isRoomDirectory: true, isLinker: false })).toBe('home');
  });
});

describe('accounts 5: which slot can be chosen', () => {
  it('a non-visible slot (begun today) cannot be selected, nor a full one; a visible one with room can', () => {
    const [begun] = slotsOfDay(booking({ timeSlots: [slot('2025-06-12', '11:00')] }), '2025-06-12', now);
    const [later] = slotsOfDay(booking({ timeSlots: [slot('2025-06-12', '19:00', 4, 2)] }), '2025-06-12', now);
    expect(isSlotSelectable(begun!, 1)).toBe(false);
    expect(isSlotSelectable(later!, 2)).toBe(true);
    expect(isSlotSelectable(later!, 3)).toBe(false);
  });
});
