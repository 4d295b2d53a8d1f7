import { DateTime } from 'luxon';
import type { TimeSlot } from '../../../core/domain/booking/booking';
import type { BookingSetup } from './booking-setup';

/** The days a booking can be booked: from today (in the establishment's zone) to its daysAhead. */
export function bookableDays(setup: BookingSetup, today: DateTime): { readonly dayStart: string; readonly dayEnd: string } {
  return { dayStart: today.toISODate() ?? '', dayEnd: today.plus({ days: setup.daysAhead }).toISODate() ?? '' };
}

/** The key of a slot's persons already booked: its day and its start. */
export const slotKey = (day: string, start: string) => `${day} ${start}`;

/**
 * accounts 3, Time slot: the slots of the days from `from` to `to`, from the booking's weekly slots,
 * without its closed weekdays and closed days, each with the persons already booked in it.
 */
export function slotsBetween(setup: BookingSetup, from: string, to: string, booked: ReadonlyMap<string, number>): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let date = DateTime.fromISO(from, { zone: 'utc' }); (date.toISODate() ?? '') <= to; date = date.plus({ days: 1 })) {
    const day = date.toISODate() ?? '';
    if (setup.closedWeekdays.includes(date.weekday) || setup.closedDays.includes(day)) continue;
    for (const slot of setup.slots) {
      if (!slot.weekdays.includes(date.weekday)) continue;
      slots.push({
        id: `${day}T${slot.start}`,
        date: day,
        startTime: slot.start,
        endTime: slot.end,
        nbPersonMax: slot.nbPersonMax,
        nbAlreadyBooked: booked.get(slotKey(day, slot.start)) ?? 0,
      });
    }
  }
  return slots;
}

/**
 * accounts 3, Event-specific hours: the days from `from` to `to` the booking is closed, its closed days and
 * the days of its closed weekdays, marked not open all day: the picker disables them (accounts 5), whereas
 * an open day without a slot is an empty day (accounts 8, no_schedule_available_this_day).
 */
export function closedDaysBetween(setup: BookingSetup, from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = DateTime.fromISO(from, { zone: 'utc' }); (date.toISODate() ?? '') <= to; date = date.plus({ days: 1 })) {
    const day = date.toISODate() ?? '';
    if (setup.closedWeekdays.includes(date.weekday) || setup.closedDays.includes(day)) days.push(day);
  }
  return days;
}
