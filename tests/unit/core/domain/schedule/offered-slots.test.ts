import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ScheduleContext } from '../../../../../core/domain/schedule/offered-slots';
import { defaultDay, offeredSlots, scheduleDays, scheduleProblem } from '../../../../../core/domain/schedule/offered-slots';
import type { OrderTypeSchedule, TimeSlotTemplate } from '../../../../../core/domain/schedule/time-slot-settings';
import { ASAP_SLOT_ID } from '../../../../../core/domain/schedule/time-slot-settings';
import type { Weekday } from '../../../../../core/domain/restaurant/opening-hours';

const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const slot = (id: number, start: string, overrides: Partial<TimeSlotTemplate> = {}): TimeSlotTemplate => ({ id, days: EVERY_DAY, start, end: null, visible: true, max_orders: 2, ...overrides });

const schedule = (overrides: Partial<OrderTypeSchedule> = {}): OrderTypeSchedule => ({
  timeSlots: [slot(3, '20:00'), slot(1, '18:00'), slot(2, '19:00')],
  pre_order: true,
  long_pre_order: false,
  long_pre_order_days_number_in_advance: 0,
  time_slot_delay: 0,
  time_slot_delay_end_time: null,
  is_without_time_slots: false,
  is_collect_now: false,
  ...overrides,
});

/** Wednesday 25 November 2026 in Paris, open every day from 00:00 to 00:00 unless told. */
function context(nowInParis: string, overrides: Partial<ScheduleContext> = {}): ScheduleContext {
  return {
    schedule: schedule(),
    timezone: 'Europe/Paris',
    openingHours: [],
    isClosed: false,
    preparationMinutes: 0,
    now: DateTime.fromISO(nowInParis, { zone: 'Europe/Paris' }).toUTC(),
    ...overrides,
  };
}

const today = (date: string) => ({ date, today: true });
const hours = (slots: readonly { start_time: string }[]) => slots.map((s) => DateTime.fromISO(s.start_time, { setZone: true }).toFormat('HH:mm'));

describe('time selection (checkout 4, 5 and 9)', () => {
  it('checkout 5: slots offered are sorted by start time, in the restaurant zone', () => {
    expect(hours(offeredSlots(context('2026-11-25T10:00'), today('2026-11-25')))).toEqual(['18:00', '19:00', '20:00']);
  });

  it('checkout 5: only visible slots are offered', () => {
    const ctx = context('2026-11-25T10:00', { schedule: schedule({ timeSlots: [slot(1, '18:00', { visible: false }), slot(2, '19:00')] }) });
    expect(hours(offeredSlots(ctx, today('2026-11-25')))).toEqual(['19:00']);
  });

  it('checkout 5: no slot earlier than now plus the preparation time', () => {
    const ctx = context('2026-11-25T17:30', { preparationMinutes: 45 });
    expect(hours(offeredSlots(ctx, today('2026-11-25')))).toEqual(['19:00', '20:00']);
  });

  it('checkout 9: today, an order type without pre-order offers only the slots within the next 12 hours', () => {
    const ctx = context('2026-11-25T07:30', { schedule: schedule({ pre_order: false }) });
    expect(hours(offeredSlots(ctx, today('2026-11-25')))).toEqual(['18:00', '19:00']);
  });

  it('ours: a slot outside the opening hours is not offered', () => {
    const ctx = context('2026-11-25T10:00', { openingHours: [{ day: 3, open: '18:30', close: '23:00' }] });
    expect(hours(offeredSlots(ctx, today('2026-11-25')))).toEqual(['19:00', '20:00']);
  });

  it("checkout 5: the asap slot comes first when the order type collects now and the restaurant is open", () => {
    const ctx = context('2026-11-25T17:00', { schedule: schedule({ is_collect_now: true }), preparationMinutes: 10 });
    const slots = offeredSlots(ctx, today('2026-11-25'));
    expect(slots[0]).toMatchObject({ id: ASAP_SLOT_ID, start_time: '2026-11-25T17:10:00.000+01:00' });
    expect(hours(slots)).toEqual(['17:10', '18:00', '19:00', '20:00']);
  });

  it('checkout 4: default is today when a slot is left today', () => {
    const days = scheduleDays(context('2026-11-25T10:00'));
    expect(days).toEqual([today('2026-11-25'), { date: '2026-11-26', today: false }]);
    expect(defaultDay(days)).toEqual(today('2026-11-25'));
  });

  it('checkout 4: no slot left today: the default is pre-order (tomorrow)', () => {
    const days = scheduleDays(context('2026-11-25T20:30'));
    expect(days).toEqual([{ date: '2026-11-26', today: false }]);
    expect(defaultDay(days)).toEqual({ date: '2026-11-26', today: false });
  });

  it('checkout 4: today is unavailable once the delay end time has passed, or when the delay exceeds 1', () => {
    expect(scheduleDays(context('2026-11-25T15:00', { schedule: schedule({ time_slot_delay_end_time: '14:00' }) })).map((d) => d.date)).toEqual(['2026-11-26']);
    expect(scheduleDays(context('2026-11-25T13:00', { schedule: schedule({ time_slot_delay_end_time: '14:00' }) })).map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26']);
    expect(scheduleDays(context('2026-11-25T10:00', { schedule: schedule({ time_slot_delay: 2 }) })).map((d) => d.date)).toEqual(['2026-11-26']);
  });

  it('checkout 4: long pre-order offers as many days ahead as long_pre_order_days_number_in_advance', () => {
    const ctx = context('2026-11-25T10:00', { schedule: schedule({ long_pre_order: true, long_pre_order_days_number_in_advance: 3 }) });
    expect(scheduleDays(ctx).map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('checkout 4: without pre-order only today is offered', () => {
    expect(scheduleDays(context('2026-11-25T10:00', { schedule: schedule({ pre_order: false }) })).map((d) => d.date)).toEqual(['2026-11-25']);
  });

  it('checkout 9 across the spring change of time (29 March 2026): 12 real hours, not 12 wall-clock hours', () => {
    // From 00:00 (UTC+1) to 12:30 (UTC+2) is 11 h 30 of real time: still within the horizon.
    const ctx = context('2026-03-29T00:00', { schedule: schedule({ pre_order: false, timeSlots: [slot(1, '12:30'), slot(2, '13:30')] }) });
    const slots = offeredSlots(ctx, today('2026-03-29'));
    expect(slots.map((s) => s.start_time)).toEqual(['2026-03-29T12:30:00.000+02:00']);
  });

  it('checkout 9 across the autumn change of time (25 October 2026): a slot 11 h 30 away on the clock but 12 h 30 in time is not offered', () => {
    const ctx = context('2026-10-25T00:30', { schedule: schedule({ pre_order: false, timeSlots: [slot(1, '11:00'), slot(2, '12:00')] }) });
    expect(offeredSlots(ctx, today('2026-10-25')).map((s) => s.start_time)).toEqual(['2026-10-25T11:00:00.000+01:00']);
  });

  it('checkout 5: a time must be chosen before sending (unless the order type has no time slots)', () => {
    expect(scheduleProblem(context('2026-11-25T10:00'), null)).toBe('timeslot_required');
    expect(scheduleProblem(context('2026-11-25T10:00', { schedule: schedule({ is_without_time_slots: true }) }), null)).toBeNull();
    expect(scheduleProblem(context('2026-11-25T10:00', { schedule: schedule({ timeSlots: [] }) }), null)).toBeNull();
  });

  it('checkout 4: the schedule is checked again before sending: a slot that has passed must be chosen again', () => {
    const chosen = offeredSlots(context('2026-11-25T10:00'), today('2026-11-25'))[0]!;
    expect(scheduleProblem(context('2026-11-25T10:00'), { day: today('2026-11-25'), slot: chosen })).toBeNull();
    expect(scheduleProblem(context('2026-11-25T18:05'), { day: today('2026-11-25'), slot: chosen })).toBe('please_select_an_other_timeslot');
  });
});
