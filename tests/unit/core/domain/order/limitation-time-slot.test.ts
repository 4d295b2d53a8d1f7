import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatLimitationTimeSlot, limitationTimeSlot } from '../../../../../core/domain/order/limitation-time-slot';

const orderTypes = [
  { timeSlots: [{ id: 7, days: [1, 2, 3, 4, 5, 6, 7] as const, start: '20:30', end: '21:00', visible: true, max_orders: 2 }] },
  { timeSlots: [{ id: 8, days: [3] as const, start: '12:00', end: null, visible: true, max_orders: 2 }] },
];
const now = DateTime.fromISO('2026-11-25T18:00:00Z');
const context = { timezone: 'Europe/Paris', orderTypes, chosen: null, now };

describe('browsing 2.7: the limitation page shows the full time slot (start and optional end)', () => {
  it('the chosen slot of that id gives its day, shown in the restaurant time zone', () => {
    const chosen = { id: 7, start_time: '2026-11-28T19:30:00Z', end_time: '2026-11-28T20:00:00Z' };
    const slot = limitationTimeSlot(7, { ...context, chosen });
    expect(slot && formatLimitationTimeSlot(slot, 'fr')).toBe('samedi 28 novembre, 20:30 – 21:00');
    expect(slot && formatLimitationTimeSlot(slot, 'en')).toBe('Saturday, November 28, 8:30 PM – 9:00 PM');
  });

  it('otherwise the restaurant weekly slot of that id gives its times; no end shows the start alone', () => {
    const slot = limitationTimeSlot(7, context);
    expect(slot && formatLimitationTimeSlot(slot, 'fr')).toBe('20:30 – 21:00');
    const open = limitationTimeSlot(8, { ...context, chosen: { id: 7, start_time: '2026-11-28T19:30:00Z', end_time: null } });
    expect(open && formatLimitationTimeSlot(open, 'fr')).toBe('12:00');
  });

  it('issue 22.6: a weekly slot shows its times as written, on the day the clock skips 02:00-03:00 too', () => {
    const night = [{ timeSlots: [{ id: 9, days: [7] as const, start: '02:30', end: '03:00', visible: true, max_orders: 2 }] }];
    const slot = limitationTimeSlot(9, { ...context, orderTypes: night, now: DateTime.fromISO('2027-03-28T00:30:00Z') });
    expect(slot && formatLimitationTimeSlot(slot, 'fr')).toBe('02:30 – 03:00');
  });

  it('no slot id, or an id no slot has: nothing to show', () => {
    expect(limitationTimeSlot(null, context)).toBeNull();
    expect(limitationTimeSlot(99, context)).toBeNull();
  });
});
