import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { minuteOfWeek, surelyOpenAround } from '../../../../../core/domain/restaurant/opening-glance';
import { openingState } from '../../../../../core/domain/restaurant/opening-hours';
import type { OpeningPeriod, Weekday } from '../../../../../core/domain/restaurant/opening-hours';

const PARIS = 'Europe/Paris';
/** Le Comptoir's hours: lunch and dinner from Tuesday, lunch only on Sunday, closed on Monday. */
const lunchAndDinner: OpeningPeriod[] = [2, 3, 4, 5, 6].flatMap((day) => [
  { day: day as Weekday, open: '12:00', close: '14:30' },
  { day: day as Weekday, open: '19:00', close: '22:30' },
]);
const hours = (periods: OpeningPeriod[], is_closed = false) => ({ opening_hours: periods, is_closed, timezone: PARIS });
const at = (iso: string) => DateTime.fromISO(iso, { zone: PARIS }).toMillis();

describe('a first look at the opening hours without luxon (issue 22.4, the menu stays small)', () => {
  it('reads the wall clock of the restaurant: Wednesday 16 June 2027 12:05 in Paris', () => {
    expect(minuteOfWeek(at('2027-06-16T12:05'), PARIS)).toBe(2 * 24 * 60 + 12 * 60 + 5);
    expect(minuteOfWeek(at('2027-06-16T12:05'), 'Not/AZone')).toBeNull();
  });

  it('is surely open only when open now and still open once an order is ready', () => {
    expect(surelyOpenAround(hours(lunchAndDinner), at('2027-06-16T12:05'), 90)).toBe(true);
    expect(surelyOpenAround(hours(lunchAndDinner), at('2027-06-16T14:00'), 90)).toBe(false);
    expect(surelyOpenAround(hours(lunchAndDinner), at('2027-06-16T02:00'), 90)).toBe(false);
    expect(surelyOpenAround(hours(lunchAndDinner), at('2027-06-14T12:30'), 90)).toBe(false);
    expect(surelyOpenAround(hours(lunchAndDinner, true), at('2027-06-16T12:05'), 90)).toBe(false);
    expect(surelyOpenAround(hours([]), at('2027-06-16T02:00'), 90)).toBe(true);
  });

  it('reads a period past midnight and a whole day as the full rules do', () => {
    const late: OpeningPeriod[] = [{ day: 5, open: '19:00', close: '02:00' }];
    const allDay: OpeningPeriod[] = [{ day: 3, open: '00:00', close: '00:00' }];
    expect(surelyOpenAround(hours(late), at('2027-06-19T00:30'), 60)).toBe(true);
    expect(surelyOpenAround(hours(allDay), at('2027-06-16T03:00'), 90)).toBe(true);
    // Wherever the first look says open, the full rules (luxon) agree.
    let surelyOpen = 0;
    for (let hour = 0; hour < 24 * 7; hour += 1) {
      const instant = DateTime.fromISO('2027-06-14T00:20', { zone: PARIS }).plus({ hours: hour });
      if (surelyOpenAround(hours(lunchAndDinner), instant.toMillis(), 0)) {
        surelyOpen += 1;
        expect(openingState(lunchAndDinner, false, instant).kind, instant.toISO() ?? '').toBe('open');
      }
    }
    // Lunch 12:20 to 14:20, dinner 19:20 to 22:20, five days a week.
    expect(surelyOpen).toBe(5 * 7);
  });
});
