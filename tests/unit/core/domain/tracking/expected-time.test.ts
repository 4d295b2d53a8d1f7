import { DateTime } from 'luxon';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { DELIVERY_MINUTES, expectedTime, expectedTimeOf, LATE_AFTER_MINUTES } from '../../../../../core/domain/tracking/expected-time';
import type { ExpectedTime } from '../../../../../core/domain/tracking/expected-time';
import { trackStatus } from '../../../../../adapters/http/order-schemas';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';

/**
 * Issue 20.4 (checkout 3 track status, checkout 4 tracking steps): the expected time the tracking page says,
 * from the platform's value where it gives one, else the slot, else the moment placed plus the preparation time.
 */
const PARIS = 'Europe/Paris';
const PLACED = '2027-06-16T12:05:00.000+02:00';
const at = (iso: string, zone = PARIS) => DateTime.fromISO(iso, { zone });
const paris = { timezone: PARIS, default_preparation_time: 20 };
const hhmm = (expected: ExpectedTime): string => {
  if (expected.kind === 'none') return 'none';
  return `${expected.kind} ${(expected.kind === 'late' ? expected.expected : expected.time).toFormat('HH:mm ZZ')}`;
};
const SENT_TAKE_AWAY = stepsDone(['sent', 'validated', 'ready'], ['sent']);
const DELIVERY_STEPS = ['sent', 'validated', 'ready', 'picked_up', 'delivered'] as const;

describe('the expected time of an order (issue 20.4)', () => {
  it('an order placed as soon as possible is ready at the moment placed plus the preparation time, busy minutes included', () => {
    const status = aTrackStatus({ start_time: PLACED, end_time: '2027-06-16T12:20:00.000+02:00' });
    expect(hhmm(expectedTimeOf(status, paris, at('2027-06-16T12:06')))).toBe('ready_at 12:25 +02:00');
    // A busy kitchen: the establishment's preparation time is 20 minutes longer, so is the time.
    expect(hhmm(expectedTimeOf(status, { ...paris, default_preparation_time: 40 }, at('2027-06-16T12:06')))).toBe('ready_at 12:45 +02:00');
  });

  it("the platform's expected time comes first, whatever the preparation time says", () => {
    const status = aTrackStatus({ start_time: PLACED, expected_time: '2027-06-16T10:50:00.000Z' });
    expect(hhmm(expectedTimeOf(status, paris, at('2027-06-16T12:06')))).toBe('ready_at 12:50 +02:00');
  });

  it("a delivery is delivered around: the platform's time as it is, else ready plus the ride", () => {
    const steps = stepsDone(DELIVERY_STEPS, ['sent', 'validated', 'ready']);
    const own = aTrackStatus({ order_type: OrderTypeId.delivery, steps, start_time: PLACED });
    expect(hhmm(expectedTimeOf(own, paris, at('2027-06-16T12:06')))).toBe(`delivered_around ${at(PLACED).plus({ minutes: 20 + DELIVERY_MINUTES }).toFormat('HH:mm')} +02:00`);
    const told = aTrackStatus({ order_type: OrderTypeId.delivery, steps, start_time: PLACED, expected_time: '2027-06-16T12:40:00.000+02:00' });
    expect(hhmm(expectedTimeOf(told, paris, at('2027-06-16T12:06')))).toBe('delivered_around 12:40 +02:00');
  });

  it('an order for a slot is expected at the end of its slot (issue 22.3), marked as a slot', () => {
    const status = aTrackStatus({ time_slot_id: 3, start_time: '2027-06-18T19:30:00.000+02:00', end_time: '2027-06-18T20:00:00.000+02:00' });
    const expected = expectedTimeOf(status, paris, at('2027-06-16T12:06'));
    expect(hhmm(expected)).toBe('ready_at 20:00 +02:00');
    expect(expected).toMatchObject({ slot: true });
    // The platform's time for it (the simulator gives the slot's end): still the slot that is shown.
    expect(expectedTimeOf({ ...status, expected_time: '2027-06-18T20:00:00.000+02:00' }, paris, at('2027-06-16T12:06'))).toMatchObject({ kind: 'ready_at', slot: true });
    // A slot with no end: its start.
    expect(hhmm(expectedTimeOf({ ...status, end_time: null }, paris, at('2027-06-16T12:06')))).toBe('ready_at 19:30 +02:00');
  });

  it('is late only past the expected time by more than a few minutes, and says which time was expected', () => {
    const status = aTrackStatus({ start_time: PLACED });
    const due = at(PLACED).plus({ minutes: 20 });
    expect(expectedTimeOf(status, paris, due.plus({ minutes: LATE_AFTER_MINUTES })).kind).toBe('ready_at');
    const late = expectedTimeOf(status, paris, due.plus({ minutes: LATE_AFTER_MINUTES, seconds: 1 }));
    expect(late).toMatchObject({ kind: 'late', of: 'ready' });
    expect(hhmm(late)).toBe('late 12:25 +02:00');
    const delivery = aTrackStatus({ order_type: OrderTypeId.delivery, steps: stepsDone(DELIVERY_STEPS, ['sent']), start_time: PLACED, expected_time: PLACED });
    expect(expectedTimeOf(delivery, paris, at('2027-06-16T12:30'))).toMatchObject({ kind: 'late', of: 'delivery' });
  });

  it('nothing to expect once done, canceled, in error, ready to collect, or before the kitchen has it', () => {
    const base = { start_time: PLACED, expected_time: '2027-06-16T12:30:00.000+02:00' };
    const now = at('2027-06-16T12:06');
    expect(expectedTimeOf(aTrackStatus({ ...base, steps: stepsDone(['sent', 'validated', 'ready'], ['sent', 'validated', 'ready']) }), paris, now).kind).toBe('none');
    expect(expectedTimeOf(aTrackStatus({ ...base, canceled: true }), paris, now).kind).toBe('none');
    expect(expectedTimeOf(aTrackStatus({ ...base, error: true }), paris, now).kind).toBe('none');
    expect(expectedTimeOf(aTrackStatus({ ...base, steps: stepsDone(['sent', 'validated', 'ready'], []) }), paris, now).kind).toBe('none');
    // Room service once ready: the step says it; a delivery once delivered: done.
    expect(expectedTimeOf(aTrackStatus({ ...base, order_type: OrderTypeId.roomDelivery, steps: stepsDone(['sent', 'validated', 'ready', 'delivered'], ['sent', 'validated', 'ready']) }), paris, now).kind).toBe('none');
    expect(expectedTimeOf(aTrackStatus({ ...base, order_type: OrderTypeId.delivery, steps: stepsDone(DELIVERY_STEPS, DELIVERY_STEPS) }), paris, now).kind).toBe('none');
    // No time at all: none, rather than a time made up.
    expect(expectedTimeOf(aTrackStatus({ steps: SENT_TAKE_AWAY }), paris, now).kind).toBe('none');
  });

  it("says the time on the establishment's wall clock, wherever the customer or the platform's clock is", () => {
    const status = aTrackStatus({ start_time: '2027-01-10T03:00:00.000Z', expected_time: '2027-01-10T03:30:00.000Z' });
    const newYork = { timezone: 'America/New_York', default_preparation_time: 15 };
    const expected = expectedTimeOf(status, newYork, at('2027-01-10T04:00', 'Asia/Tokyo'));
    expect(hhmm(expected)).toBe('ready_at 22:30 -05:00');
  });

  it('a negative preparation time counts as none, never a time before the order', () => {
    const expected = expectedTime({
      orderType: OrderTypeId.takeAway,
      placedAt: at(PLACED),
      slot: null,
      platformExpected: null,
      preparationMinutes: -30,
      progress: { outcome: 'in_progress', steps: [{ type: 'sent', labelKey: 'order_status_sent', state: 'current' }] },
      now: at(PLACED),
      timezone: PARIS,
    });
    expect(hhmm(expected)).toBe('ready_at 12:05 +02:00');
  });

  it("the platform's expected time is read when it is a date, and dropped (not the status) when it is not", () => {
    const body = { order_number: 'A1', order_type: 3, customer: { name: 'Jo' }, steps: [{ status_type: 'sent', done: true }], restaurant: { street: 's', zip_code: '1', city: 'c' } };
    expect(v.parse(trackStatus, { ...body, expected_time: '2027-06-16T12:25:00.000+02:00' }).expected_time).toBe('2027-06-16T12:25:00.000+02:00');
    expect(v.parse(trackStatus, { ...body, expected_time: 'soon' }).expected_time).toBeNull();
    expect(v.parse(trackStatus, { ...body, expected_time: 1234 }).expected_time).toBeNull();
    expect(v.parse(trackStatus, body).expected_time).toBeNull();
  });
});
