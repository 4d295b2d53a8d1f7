import type { DateTime } from 'luxon';

/** ISO weekday: 1 is Monday, 7 is Sunday (luxon's numbering). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * browsing 3 and checkout 3: opening_hours (the spec does not show its shape; ours). One period of one
 * weekday, local times "HH:mm" in the restaurant's time zone. A period that closes at or before it
 * opens runs past midnight (19:00 to 01:00); "00:00" to "00:00" is open all day.
 */
export interface OpeningPeriod {
  readonly day: Weekday;
  readonly open: string;
  readonly close: string;
}

/**
 * checkout 3 specific_opening_hours (shape ours): a date's own hours, replacing its weekday's. No period is
 * closed all day (a holiday); `date` is "YYYY-MM-DD" in the restaurant's zone.
 */
export interface SpecificOpeningDay {
  readonly date: string;
  readonly periods: readonly { readonly open: string; readonly close: string }[];
}

/** One day of the week with its periods in the order of the day. */
export interface OpeningDay {
  readonly day: Weekday;
  readonly periods: readonly OpeningPeriod[];
}

export type OpeningState =
  /** The restaurant gave no opening hours: nothing can be said. */
  | { readonly kind: 'unknown' }
  /** Closed by the restaurant for now (is_closed), whatever the hours say. */
  | { readonly kind: 'closed_now' }
  | { readonly kind: 'open'; readonly until: DateTime }
  /** next: when it opens again within a week, or null when no period ever opens. */
  | { readonly kind: 'closed'; readonly next: DateTime | null };

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function clockTime(time: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute };
}

function minutesOf(time: string): number {
  const { hour, minute } = clockTime(time);
  return hour * 60 + minute;
}

/** The week from Monday to Sunday, each day's periods sorted by opening time. */
export function openingWeek(periods: readonly OpeningPeriod[]): OpeningDay[] {
  return WEEKDAYS.map((day) => ({
    day,
    periods: periods.filter((period) => period.day === day).sort((a, b) => minutesOf(a.open) - minutesOf(b.open)),
  }));
}

/** The actual instants of one period on the date `date` (a day in the restaurant's zone). */
function intervalOn(date: DateTime, period: Pick<OpeningPeriod, 'open' | 'close'>): { start: DateTime; end: DateTime } {
  // Wall-clock times (set, not plus minutes): a day of a change of time has 23 or 25 hours.
  const start = date.startOf('day').set(clockTime(period.open));
  // A period ending at or before its start ends the next day.
  const endDay = minutesOf(period.close) <= minutesOf(period.open) ? date.startOf('day').plus({ days: 1 }) : date.startOf('day');
  return { start, end: endDay.set(clockTime(period.close)) };
}

/**
 * browsing 2.3 (about page) and the store locator's "open or closed with hours": whether the restaurant
 * is open at `now`, until when, or when it opens next. `now` must already be in the restaurant's zone.
 */
export function openingState(periods: readonly OpeningPeriod[], isClosed: boolean, now: DateTime, specific: readonly SpecificOpeningDay[] = NO_SPECIFIC_DAYS): OpeningState {
  if (isClosed) return { kind: 'closed_now' };
  if (periods.length === 0 && specific.length === 0) return { kind: 'unknown' };
  const intervals = intervalsAround(periods, now, specific);
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) {
    // Back-to-back periods (12:00-15:00 then 15:00-23:00) read as one opening.
    let until = current.end;
    for (const next of intervals) if (next.start <= until && next.end > until) until = next.end;
    return { kind: 'open', until };
  }
  const next = intervals.find((interval) => interval.start > now);
  return { kind: 'closed', next: next?.start ?? null };
}

type Interval = { readonly start: DateTime; readonly end: DateTime };

/**
 * The intervals from yesterday to a week ahead of `now`'s date, sorted, kept per hours and per day: each
 * luxon instant in a named zone costs an Intl lookup, and the slots of a week (checkout 4) ask this for every
 * slot of every day, which made a pre-order take 100 ms in the simulator (issue 16.6).
 */
const intervalsByDay = new WeakMap<readonly OpeningPeriod[], Map<string, readonly Interval[]>>();

const NO_SPECIFIC_DAYS: readonly SpecificOpeningDay[] = [];

function intervalsAround(periods: readonly OpeningPeriod[], now: DateTime, specific: readonly SpecificOpeningDay[]): readonly Interval[] {
  // The exceptional dates are part of the key: the same weekly hours may come with other ones.
  const key = `${now.zoneName ?? ''} ${now.toISODate() ?? ''} ${specific.length === 0 ? '' : JSON.stringify(specific)}`;
  let byDay = intervalsByDay.get(periods);
  if (!byDay) intervalsByDay.set(periods, (byDay = new Map()));
  const known = byDay.get(key);
  if (known) return known;
  // Yesterday's late periods may still run; a week ahead finds the next opening of any weekly period.
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= 7; offset += 1) {
    const date = now.plus({ days: offset });
    // checkout 3 specific_opening_hours: a date of its own replaces its weekday's periods, none meaning closed.
    const own = specific.find((day) => day.date === date.toISODate());
    const dayPeriods = own ? own.periods : periods.filter((period) => period.day === date.weekday);
    for (const period of dayPeriods) intervals.push(intervalOn(date, period));
  }
  intervals.sort((a, b) => a.start.toMillis() - b.start.toMillis());
  // A long-running simulator sees a new day each day: the cache of one set of hours stays a week long.
  if (byDay.size > 14) byDay.clear();
  byDay.set(key, intervals);
  return intervals;
}

/** How far ahead the about page lists exceptional dates: far ones would crowd out the week's hours. */
export const SPECIFIC_DAYS_AHEAD = 14;

/** checkout 3 specific_opening_hours: the exceptional dates from `now`'s date to two weeks ahead, in date order. */
export function upcomingSpecificDays(specific: readonly SpecificOpeningDay[], now: DateTime): SpecificOpeningDay[] {
  const from = now.toISODate() ?? '';
  const to = now.plus({ days: SPECIFIC_DAYS_AHEAD }).toISODate() ?? '';
  return specific.filter((day) => day.date >= from && day.date <= to).sort((a, b) => a.date.localeCompare(b.date));
}
