import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ScheduleContext } from '../../../../../core/domain/schedule/offered-slots';
import { offeredSlots, todayAvailable } from '../../../../../core/domain/schedule/offered-slots';
import { wallClockInstant } from '../../../../../core/domain/schedule/slot-instants';
import type { TimeSlotTemplate } from '../../../../../core/domain/schedule/time-slot-settings';
import type { Weekday } from '../../../../../core/domain/restaurant/opening-hours';

/**
 * Issue 22.6: slots are built on the day's own wall clock in the establishment's zone
 * (core/domain/schedule/slot-instants.ts). A slot whose start or end the clock skips is not offered, the
 * repeated autumn hour gives each weekly slot once, and no slot ends before or when it starts.
 */
const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const hhmm = (minutes: number) => DateTime.fromObject({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toFormat('HH:mm');

/** Every 30 minutes of the day: half-hour slots (ids 1-47), hour slots (101-146), and open-ended ones (201-248). */
const TEMPLATES: TimeSlotTemplate[] = [
  ...Array.from({ length: 47 }, (_, i) => ({ id: 1 + i, start: hhmm(30 * i), end: hhmm(30 * i + 30) })),
  ...Array.from({ length: 46 }, (_, i) => ({ id: 101 + i, start: hhmm(30 * i), end: hhmm(30 * i + 60) })),
  ...Array.from({ length: 48 }, (_, i) => ({ id: 201 + i, start: hhmm(30 * i), end: null })),
].map((template) => ({ ...template, days: EVERY_DAY, visible: true, max_orders: 5 }));

function preOrderContext(zone: string, date: string, templates: readonly TimeSlotTemplate[] = TEMPLATES): ScheduleContext {
  return {
    schedule: { timeSlots: templates, pre_order: true, long_pre_order: true, long_pre_order_days_number_in_advance: 6, time_slot_delay: 0, time_slot_delay_end_time: null, is_without_time_slots: false, is_collect_now: false },
    timezone: zone,
    openingHours: [],
    isClosed: false,
    preparationMinutes: 0,
    // The day before at noon: the day is a pre-order day, every slot of it is ahead.
    now: DateTime.fromISO(date, { zone }).minus({ hours: 12 }),
  };
}

const ZONES = ['Europe/Paris', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'America/Santiago'];

/** Every date of 2026-2030 whose clock changes in that zone: the offset at its end differs from the one at its start. */
function changeDays(zone: string): string[] {
  const days: string[] = [];
  for (let day = DateTime.fromISO('2026-01-01', { zone }); day.year <= 2030; day = day.plus({ days: 1 })) {
    if (day.startOf('day').minus({ milliseconds: 1 }).offset !== day.endOf('day').offset) days.push(day.toISODate()!);
  }
  return days;
}

describe('slots on the days the clock changes (issue 22.6)', () => {
  it('Europe/Paris, 28 March 2027: nothing between 02:00 and 03:00 and no slot ending there; 03:00-03:30 once', () => {
    const templates = TEMPLATES.filter((template) => template.end !== null && template.start >= '01:00' && template.start <= '03:30' && template.id < 100);
    const slots = offeredSlots(preOrderContext('Europe/Paris', '2027-03-28', templates), { date: '2027-03-28', today: false });
    const shown = slots.map((slot) => `${DateTime.fromISO(slot.start_time, { setZone: true }).toFormat('HH:mm')}-${DateTime.fromISO(slot.end_time!, { setZone: true }).toFormat('HH:mm')}`);
    // 01:30-02:00 ends at a time the clock skips; 02:00-02:30 and 02:30-03:00 start in the skipped hour.
    expect(shown).toEqual(['01:00-01:30', '03:00-03:30', '03:30-04:00']);
  });

  it('Europe/Paris, 31 October 2027: the repeated hour gives 02:00-02:30 and 02:30-03:00 once each, each after the one before', () => {
    const templates = TEMPLATES.filter((template) => template.end !== null && template.start >= '01:30' && template.start <= '03:00' && template.id < 100);
    const slots = offeredSlots(preOrderContext('Europe/Paris', '2027-10-31', templates), { date: '2027-10-31', today: false });
    expect(slots.map((slot) => slot.id)).toEqual([4, 5, 6, 7]);
    expect(slots.map((slot) => [slot.start_time, slot.end_time])).toEqual([
      ['2027-10-31T01:30:00.000+02:00', '2027-10-31T02:00:00.000+01:00'],
      ['2027-10-31T02:00:00.000+01:00', '2027-10-31T02:30:00.000+01:00'],
      ['2027-10-31T02:30:00.000+01:00', '2027-10-31T03:00:00.000+01:00'],
      ['2027-10-31T03:00:00.000+01:00', '2027-10-31T03:30:00.000+01:00'],
    ]);
  });

  it.each(ZONES)('%s, every change of 2026-2030: start < end, ids unique, ordered, wall clock as written, only skipped times dropped', (zone) => {
    const days = changeDays(zone);
    // Two changes a year in each of these zones.
    expect(days).toHaveLength(10);
    for (const date of days) {
      const slots = offeredSlots(preOrderContext(zone, date), { date, today: false });
      const ids = slots.map((slot) => slot.id);
      expect(new Set(ids).size, `${zone} ${date}: ids unique`).toBe(ids.length);
      const starts = slots.map((slot) => DateTime.fromISO(slot.start_time, { zone }));
      starts.forEach((start, index) => {
        const slot = slots[index]!;
        const template = TEMPLATES.find((t) => t.id === slot.id)!;
        expect(start.toISODate(), `${zone} ${date} slot ${slot.id}: its day`).toBe(date);
        expect(start.toFormat('HH:mm'), `${zone} ${date} slot ${slot.id}: its start as written`).toBe(template.start);
        // Ordered by start (slots of one start, an hour's and a half-hour's, by id).
        if (index > 0) expect(start > starts[index - 1]! || (start.equals(starts[index - 1]!) && slot.id > slots[index - 1]!.id), `${zone} ${date}: ordered`).toBe(true);
        if (slot.end_time !== null) {
          const end = DateTime.fromISO(slot.end_time, { zone });
          expect(end > start, `${zone} ${date} slot ${slot.id}: ends after it starts`).toBe(true);
          expect(end.toFormat('HH:mm'), `${zone} ${date} slot ${slot.id}: its end as written`).toBe(template.end);
        }
      });
      // Only the slots the day's clock cannot show are left out.
      const shown = (time: string | null) => time === null || wallClockInstant(date, time, zone) !== null;
      const dropped = TEMPLATES.filter((template) => !ids.includes(template.id));
      // A day the clock goes forward loses the slots of its skipped hour; a day it goes back loses none.
      const forward = DateTime.fromISO(date, { zone }).endOf('day').offset > DateTime.fromISO(date, { zone }).startOf('day').minus({ milliseconds: 1 }).offset;
      if (forward) expect(dropped.length, `${zone} ${date}: the skipped hour's slots dropped`).toBeGreaterThan(0);
      else expect(dropped, `${zone} ${date}: every slot of the repeated hour offered`).toEqual([]);
      for (const template of dropped) expect(shown(template.start) && shown(template.end), `${zone} ${date} slot ${template.id} ${template.start}-${template.end} dropped`).toBe(false);
    }
  });

  it("checkout 4: a delay end time the clock skips (02:30 on 28 March 2027 in Paris) has passed once the clock has jumped", () => {
    const at = (iso: string) => ({ ...preOrderContext('Europe/Paris', '2027-03-28'), schedule: { ...preOrderContext('Europe/Paris', '2027-03-28').schedule, time_slot_delay_end_time: '02:30' }, now: DateTime.fromISO(iso, { zone: 'Europe/Paris' }) });
    expect(todayAvailable(at('2027-03-28T01:50'))).toBe(true);
    expect(todayAvailable(at('2027-03-28T03:10'))).toBe(false);
  });
});
