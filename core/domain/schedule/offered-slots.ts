import { DateTime } from 'luxon';
import { openingState } from '../restaurant/opening-hours';
import type { OpeningPeriod, SpecificOpeningDay, Weekday } from '../restaurant/opening-hours';
import type { ChosenTimeSlot } from './chosen-time-slot';
import { slotOn, wallClockInstant } from './slot-instants';
import type { OrderTypeSchedule } from './time-slot-settings';
import { ASAP_SLOT_ID, SLOT_HORIZON_HOURS, hasTimeSelection } from './time-slot-settings';

/** What the offered slots depend on: the order type's schedule, the restaurant's hours and zone, now. */
export interface ScheduleContext {
  readonly schedule: OrderTypeSchedule;
  readonly timezone: string;
  readonly openingHours: readonly OpeningPeriod[];
  /** checkout 3 specific_opening_hours: dates whose own hours replace their weekday's. */
  readonly specificOpeningHours?: readonly SpecificOpeningDay[];
  readonly isClosed: boolean;
  /** Minutes: the restaurant's default preparation time, or the longest of the basket's products. */
  readonly preparationMinutes: number;
  readonly now: DateTime;
}

/** A day offered for ordering: today or a pre-order day, as an ISO date in the restaurant's zone. */
export interface ScheduleDay {
  readonly date: string;
  readonly today: boolean;
}

/** Whether the restaurant is open at that instant (its hours and is_closed). */
export function isOpenAt(context: Pick<ScheduleContext, 'openingHours' | 'isClosed' | 'specificOpeningHours'>, instant: DateTime): boolean {
  // No hours given: nothing says it is closed (checkout 4 checks what the restaurant tells).
  if (context.openingHours.length === 0 && !context.specificOpeningHours?.length) return !context.isClosed;
  return openingState(context.openingHours, context.isClosed, instant, context.specificOpeningHours).kind === 'open';
}

/** The earliest a slot may start: now plus the preparation time (checkout 5). */
export function earliestStart(context: Pick<ScheduleContext, 'now' | 'timezone' | 'preparationMinutes'>): DateTime {
  return context.now.setZone(context.timezone).plus({ minutes: context.preparationMinutes });
}

/**
 * The 12 hours of checkout 5 and 9 bound today's offer of an order type that takes no pre-order: it
 * serves what can be ready soon. An order type with pre_order or long_pre_order takes orders for later,
 * so the whole of today is offered, like the days ahead (issue 22.5; core/domain/schedule/README.md).
 */
export function horizonApplies(schedule: Pick<OrderTypeSchedule, 'pre_order' | 'long_pre_order'>, day: ScheduleDay): boolean {
  return day.today && !schedule.pre_order && !schedule.long_pre_order;
}

/**
 * checkout 5 "Time slots offered": the order type's slots on that day, only visible ones, sorted, not
 * earlier than now plus preparation time and, where the horizon applies, within the next 12 hours; each
 * one inside the opening hours. Slots are built on the day's own clock (slotOn: a change of time never
 * gives a slot twice or one ending before it starts). Today, when the order type collects now and the
 * restaurant is open, the asap slot comes first.
 */
export function offeredSlots(context: ScheduleContext, day: ScheduleDay): ChosenTimeSlot[] {
  const local = context.now.setZone(context.timezone);
  const weekday = DateTime.fromISO(day.date, { zone: context.timezone }).weekday as Weekday;
  const earliest = earliestStart(context);
  const horizon = horizonApplies(context.schedule, day) ? local.plus({ hours: SLOT_HORIZON_HOURS }) : null;
  const slots = context.schedule.timeSlots
    .filter((template) => template.visible && template.days.includes(weekday))
    .map((template) => slotOn(day.date, template, context.timezone))
    .filter((slot): slot is ChosenTimeSlot => slot !== null)
    .filter((slot) => {
      const start = DateTime.fromISO(slot.start_time, { zone: context.timezone });
      if (start < earliest) return false;
      if (horizon && start > horizon) return false;
      return isOpenAt(context, start);
    })
    .sort((a, b) => DateTime.fromISO(a.start_time).toMillis() - DateTime.fromISO(b.start_time).toMillis() || a.id - b.id);
  // The asap order is ready at now plus preparation: the restaurant must be open then.
  if (day.today && context.schedule.is_collect_now && isOpenAt(context, earliest)) {
    return [{ id: ASAP_SLOT_ID, start_time: earliest.toISO() ?? '', end_time: null }, ...slots];
  }
  return slots;
}

/** checkout 4: today is unavailable when the delay end time has passed or the delay exceeds 1. */
export function todayAvailable(context: ScheduleContext): boolean {
  const { schedule } = context;
  if (schedule.time_slot_delay > 1) return false;
  if (schedule.time_slot_delay_end_time === null) return true;
  const local = context.now.setZone(context.timezone);
  // An end time the clock skips today (spring change) has passed once the clock has jumped over it.
  const end = wallClockInstant(local.toISODate() ?? '', schedule.time_slot_delay_end_time, context.timezone);
  return end === null ? local.hour < Number(schedule.time_slot_delay_end_time.slice(0, 2)) : local < end;
}

/**
 * checkout 4 "Time selection": the days offered. Today (when available and a slot is left), then the
 * pre-order days: tomorrow with pre_order, and as many days ahead as long_pre_order allows. Days
 * without any slot left are not offered.
 */
export function scheduleDays(context: ScheduleContext): ScheduleDay[] {
  const local = context.now.setZone(context.timezone).startOf('day');
  const { schedule } = context;
  const days: ScheduleDay[] = [];
  const today = { date: local.toISODate() ?? '', today: true };
  if (todayAvailable(context) && offeredSlots(context, today).length > 0) days.push(today);
  const ahead = schedule.long_pre_order ? Math.max(1, schedule.long_pre_order_days_number_in_advance) : schedule.pre_order ? 1 : 0;
  for (let offset = 1; offset <= ahead; offset += 1) {
    const day = { date: local.plus({ days: offset }).toISODate() ?? '', today: false };
    if (offeredSlots(context, day).length > 0) days.push(day);
  }
  return days;
}

/** checkout 4: default is today if any slot later today exists, else the first pre-order day. */
export function defaultDay(days: readonly ScheduleDay[]): ScheduleDay | null {
  return days.find((day) => day.today) ?? days[0] ?? null;
}

export type ScheduleProblem = 'timeslot_required' | 'please_select_an_other_timeslot';

/**
 * checkout 5 and 4: before sending, a time must be chosen (unless the order type has no time slots)
 * and it must still be offered now: not passed, within the opening hours, on a day still offered.
 */
export function scheduleProblem(context: ScheduleContext, choice: { readonly day: ScheduleDay; readonly slot: ChosenTimeSlot } | null): ScheduleProblem | null {
  if (!hasTimeSelection(context.schedule)) return null;
  if (!choice) return 'timeslot_required';
  const days = scheduleDays(context);
  const day = days.find((offered) => offered.date === choice.day.date);
  if (!day) return 'please_select_an_other_timeslot';
  const offered = offeredSlots(context, day);
  // The asap slot moves with now: it is still right when asap is still offered.
  const still = choice.slot.id === ASAP_SLOT_ID ? offered.some((slot) => slot.id === ASAP_SLOT_ID) : offered.some((slot) => slot.id === choice.slot.id && slot.start_time === choice.slot.start_time);
  return still ? null : 'please_select_an_other_timeslot';
}
