import { DateTime } from 'luxon';
import type { Booking } from './booking';
import { hasTimeSlots } from './booking';
import { isSlotSelectable, slotsOfDay } from './booking-slots';

/**
 * accounts 5, Date picker: a day is disabled when past (by date, in the establishment's zone), outside
 * the booking's days, marked not open all day in its event-specific hours, or when no booking is
 * possible (with time slots: the day has slots and none can take the chosen persons, full or begun).
 * An open day without any slot stays choosable: accounts 8's "empty day in picker", which the wizard
 * answers with no_schedule_available_this_day (closed days come as event-specific hours, not open all day).
 */
export function isDayDisabled(booking: Booking, day: string, nbPerson: number, now: DateTime): boolean {
  const today = now.toISODate() ?? '';
  if (day < today || day < booking.dayStart || day > booking.dayEnd) return true;
  if (booking.eventSpecificHours.some((hours) => hours.day === day && !hours.openAllDay)) return true;
  if (!hasTimeSlots(booking) || isEmptyDay(booking, day)) return false;
  return !slotsOfDay(booking, day, now).some((slot) => isSlotSelectable(slot, nbPerson));
}

/** accounts 8 "Empty day in picker": a booking with time slots that has none on that day. */
export function isEmptyDay(booking: Pick<Booking, 'timeSlots' | 'alwaysAccessible'>, day: string): boolean {
  return hasTimeSlots(booking) && !booking.timeSlots.some((slot) => slot.date === day);
}

/** 1 Monday ... 7 Sunday (ISO weekday). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Regions whose weeks start on Sunday, and on Saturday (CLDR weekData, the common cases). */
const SUNDAY_FIRST = new Set(['US', 'CA', 'BR', 'JP', 'KR', 'TW', 'IL', 'MX', 'PH', 'IN', 'ZA', 'SA', 'HK', 'TH', 'AU']);
const SATURDAY_FIRST = new Set(['AE', 'AF', 'BH', 'DJ', 'DZ', 'EG', 'IQ', 'IR', 'JO', 'KW', 'LY', 'OM', 'QA', 'SD', 'SY']);
/** A language alone stands for its main region. */
const REGION_OF_LANGUAGE: Readonly<Record<string, string>> = { en: 'US', ja: 'JP', ko: 'KR', he: 'IL', iw: 'IL', ar: 'SA', fa: 'IR', th: 'TH', pt: 'PT', zh: 'CN' };

/** accounts 2, Day step: the first day of the week depends on the locale (fr: Monday, en-US: Sunday). */
export function firstDayOfWeek(locale: string): Weekday {
  const [language = '', regionPart] = locale.split(/[-_]/);
  const region = (regionPart?.toUpperCase() ?? REGION_OF_LANGUAGE[language.toLowerCase()]) ?? '';
  if (locale.toLowerCase() === 'pt-br') return 7;
  if (SUNDAY_FIRST.has(region)) return 7;
  if (SATURDAY_FIRST.has(region)) return 6;
  return 1;
}

/** A month's grid for the picker: weeks of 7 days (YYYY-MM-DD), null outside the month. */
export function monthGrid(month: string, firstDay: Weekday): readonly (readonly (string | null)[])[] {
  const start = DateTime.fromISO(`${month}-01`, { zone: 'utc' });
  const lead = (start.weekday - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 0; day < start.daysInMonth!; day += 1) cells.push(start.plus({ days: day }).toISODate());
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The weekdays in the picker's order, from its first day. */
export const weekdaysFrom = (firstDay: Weekday): readonly Weekday[] => Array.from({ length: 7 }, (_, index) => (((firstDay - 1 + index) % 7) + 1) as Weekday);

/** The month (YYYY-MM) a date falls in, and the next and previous ones. */
export const monthOf = (day: string): string => day.slice(0, 7);
export const shiftMonth = (month: string, by: number): string => DateTime.fromISO(`${month}-01`, { zone: 'utc' }).plus({ months: by }).toFormat('yyyy-MM');
