import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ScheduleContext } from '../../../../../core/domain/schedule/offered-slots';
import { offeredSlots, scheduleDays, scheduleProblem } from '../../../../../core/domain/schedule/offered-slots';
import type { OrderTypeSchedule, TimeSlotTemplate } from '../../../../../core/domain/schedule/time-slot-settings';
import type { OpeningPeriod, Weekday } from '../../../../../core/domain/restaurant/opening-hours';

/**
 * Issue 22.5: checkout 5 "Time slots offered" keeps its 12 hours (checkout 9) for an order type without
 * pre-order; a pre-order reaches every open slot of today and of the days allowed
 * (core/domain/schedule/README.md). The demo's La Buvette: open 17:00-23:30 every day, half-hour slots
 * from 17:30 to 23:30, asap, pre-order 6 days ahead.
 */
const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const BUVETTE_SLOTS: TimeSlotTemplate[] = Array.from({ length: 12 }, (_, index) => {
  const start = DateTime.fromObject({ hour: 17, minute: 30 }).plus({ minutes: 30 * index });
  return { id: index + 1, days: EVERY_DAY, start: start.toFormat('HH:mm'), end: start.plus({ minutes: 30 }).toFormat('HH:mm'), visible: true, max_orders: 2 };
});
const BUVETTE_HOURS: OpeningPeriod[] = EVERY_DAY.map((day) => ({ day, open: '17:00', close: '23:30' }));

const buvette = (overrides: Partial<OrderTypeSchedule> = {}): OrderTypeSchedule => ({
  timeSlots: BUVETTE_SLOTS,
  pre_order: true,
  long_pre_order: true,
  long_pre_order_days_number_in_advance: 6,
  time_slot_delay: 0,
  time_slot_delay_end_time: null,
  is_without_time_slots: false,
  is_collect_now: true,
  ...overrides,
});

function context(nowInParis: string, schedule: OrderTypeSchedule): ScheduleContext {
  return { schedule, timezone: 'Europe/Paris', openingHours: BUVETTE_HOURS, isClosed: false, preparationMinutes: 15, now: DateTime.fromISO(nowInParis, { zone: 'Europe/Paris' }) };
}

const starts = (slots: readonly { start_time: string }[]) => slots.map((s) => DateTime.fromISO(s.start_time, { setZone: true }).toFormat('HH:mm'));
const ALL_STARTS = BUVETTE_SLOTS.map((template) => template.start);

describe('the slot window of a pre-order (issue 22.5; checkout 5 "Time slots offered", checkout 9)', () => {
  it("at 00:40 on Saturday, Saturday's whole dinner can be pre-ordered (it was cut at 12:40)", () => {
    const ctx = context('2026-11-28T00:40', buvette());
    const days = scheduleDays(ctx);
    expect(days[0]).toEqual({ date: '2026-11-28', today: true });
    expect(starts(offeredSlots(ctx, days[0]!))).toEqual(ALL_STARTS);
    const saturdayDinner = offeredSlots(ctx, days[0]!).find((slot) => slot.start_time.startsWith('2026-11-28T20:00'))!;
    expect(scheduleProblem(ctx, { day: days[0]!, slot: saturdayDinner })).toBeNull();
  });

  it('at 09:00 La Buvette offers its slots up to 23:00, not only up to 21:00', () => {
    const ctx = context('2026-11-25T09:00', buvette());
    expect(starts(offeredSlots(ctx, { date: '2026-11-25', today: true }))).toEqual(ALL_STARTS);
  });

  it('the days ahead the order type allows offer every open slot, six days ahead included', () => {
    const ctx = context('2026-11-25T09:00', buvette());
    const days = scheduleDays(ctx);
    expect(days.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    for (const day of days.slice(1)) expect(starts(offeredSlots(ctx, day))).toEqual(ALL_STARTS);
  });

  it('a pre-order with pre_order only (tomorrow) offers the whole of today too', () => {
    const ctx = context('2026-11-25T09:00', buvette({ long_pre_order: false, long_pre_order_days_number_in_advance: 0 }));
    expect(starts(offeredSlots(ctx, { date: '2026-11-25', today: true }))).toEqual(ALL_STARTS);
  });

  it('checkout 9: an order type without pre-order keeps the 12 hours: at 09:00 its last slot is 21:00', () => {
    const ctx = context('2026-11-25T09:00', buvette({ pre_order: false, long_pre_order: false }));
    expect(starts(offeredSlots(ctx, { date: '2026-11-25', today: true })).at(-1)).toBe('21:00');
    expect(scheduleDays(ctx).map((day) => day.date)).toEqual(['2026-11-25']);
  });

  it('checkout 9: at 00:40 an order type without pre-order offers nothing today (its dinner is beyond 12 hours)', () => {
    const ctx = context('2026-11-28T00:40', buvette({ pre_order: false, long_pre_order: false }));
    expect(offeredSlots(ctx, { date: '2026-11-28', today: true })).toEqual([]);
  });
});
