import type { OpeningPeriod, SpecificOpeningDay, Weekday } from './opening-hours';

/**
 * Issue 22.4 and the menu's first visit: a first look at the opening hours without luxon (whose 20 KB the
 * menu's first load must not carry). It answers only "surely open around now"; anything else (closed, about
 * to close, hours it cannot read) is left to the full rules (core/domain/schedule/closed-for-ordering.ts),
 * which the storefront then loads.
 */

const WEEKDAY_NUMBERS: Readonly<Record<string, Weekday>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const MINUTES_A_DAY = 24 * 60;
const MINUTES_A_WEEK = 7 * MINUTES_A_DAY;

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
};

/** The minute of the week (0 is Monday 00:00) an instant reads on the restaurant's wall clock; null for an unknown zone. */
export function minuteOfWeek(epochMs: number, timezone: string): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(epochMs);
    const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    const weekday = WEEKDAY_NUMBERS[part('weekday')];
    if (weekday === undefined) return null;
    return (weekday - 1) * MINUTES_A_DAY + Number(part('hour')) * 60 + Number(part('minute'));
  } catch {
    return null;
  }
}

/** Whether a minute of the week falls inside a period (one closing at or before it opens runs past midnight). */
function inside(period: OpeningPeriod, minute: number): boolean {
  const open = (period.day - 1) * MINUTES_A_DAY + minutesOf(period.open);
  const length = (minutesOf(period.close) - minutesOf(period.open) + MINUTES_A_DAY) % MINUTES_A_DAY || MINUTES_A_DAY;
  const since = (minute - open + MINUTES_A_WEEK) % MINUTES_A_WEEK;
  return since < length;
}

/**
 * True only when the restaurant is surely open from now until `aheadMinutes` later: open now, open then, and
 * not closed by the restaurant. No hours given: nothing says it is closed.
 */
export function surelyOpenAround(
  hours: { readonly opening_hours: readonly OpeningPeriod[]; readonly is_closed: boolean; readonly timezone: string; readonly specific_opening_hours?: readonly SpecificOpeningDay[] },
  epochMs: number,
  aheadMinutes: number,
): boolean {
  if (hours.is_closed) return false;
  // checkout 3 specific_opening_hours: a date of its own near now is not read here; the full rules read it.
  if (hours.specific_opening_hours?.some((day) => Math.abs(Date.parse(day.date) - epochMs) < 2 * MINUTES_A_DAY * 60_000)) return false;
  if (hours.opening_hours.length === 0) return true;
  const now = minuteOfWeek(epochMs, hours.timezone);
  const then = minuteOfWeek(epochMs + aheadMinutes * 60_000, hours.timezone);
  if (now === null || then === null) return false;
  const openAt = (minute: number) => hours.opening_hours.some((period) => inside(period, minute));
  return openAt(now) && openAt(then);
}
