import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { OpeningPeriod, SpecificOpeningDay } from '../../../../../core/domain/restaurant/opening-hours';
import { openingState, upcomingSpecificDays } from '../../../../../core/domain/restaurant/opening-hours';
import { surelyOpenAround } from '../../../../../core/domain/restaurant/opening-glance';
import { isOpenAt } from '../../../../../core/domain/schedule/offered-slots';

const PARIS = 'Europe/Paris';
/** 2026-11-24 is a Tuesday, 2026-11-25 a Wednesday. */
const at = (iso: string) => DateTime.fromISO(iso, { zone: PARIS });
const weekly: OpeningPeriod[] = [
  { day: 2, open: '12:00', close: '14:30' },
  { day: 3, open: '12:00', close: '14:30' },
  { day: 4, open: '12:00', close: '14:30' },
];

describe('checkout 3 specific_opening_hours: exceptional hours for given dates override the weekly ones', () => {
  it('checkout 3 specific_opening_hours: a date with no period is closed all day (a holiday), and the next opening is the day after', () => {
    const holiday: SpecificOpeningDay[] = [{ date: '2026-11-24', periods: [] }];
    const state = openingState(weekly, false, at('2026-11-24T13:00'), holiday);
    expect(state.kind).toBe('closed');
    if (state.kind === 'closed') expect(state.next?.toISO()).toBe(at('2026-11-25T12:00').toISO());
  });

  it('checkout 3 specific_opening_hours: a date with other hours opens at those, not at the weekly ones', () => {
    const late: SpecificOpeningDay[] = [{ date: '2026-11-24', periods: [{ open: '18:00', close: '23:00' }] }];
    expect(openingState(weekly, false, at('2026-11-24T13:00'), late).kind).toBe('closed');
    const evening = openingState(weekly, false, at('2026-11-24T19:00'), late);
    expect(evening.kind).toBe('open');
    if (evening.kind === 'open') expect(evening.until.toISO()).toBe(at('2026-11-24T23:00').toISO());
  });

  it('checkout 3 specific_opening_hours: a date usually closed can open, and other dates keep their weekly hours', () => {
    const sunday: SpecificOpeningDay[] = [{ date: '2026-11-29', periods: [{ open: '10:00', close: '16:00' }] }];
    expect(openingState(weekly, false, at('2026-11-29T11:00'), sunday).kind).toBe('open');
    expect(openingState(weekly, false, at('2026-11-25T13:00'), sunday).kind).toBe('open');
    expect(openingState(weekly, false, at('2026-11-28T11:00'), sunday).kind).toBe('closed');
  });

  it('checkout 3 specific_opening_hours: is_closed still wins over exceptional hours', () => {
    const open: SpecificOpeningDay[] = [{ date: '2026-11-24', periods: [{ open: '00:00', close: '00:00' }] }];
    expect(openingState(weekly, true, at('2026-11-24T13:00'), open).kind).toBe('closed_now');
  });
});

describe('checkout 3 specific_opening_hours: the slots, the closed notice and the menu glance follow the exceptional hours', () => {
  const holiday: SpecificOpeningDay[] = [{ date: '2026-11-24', periods: [] }];

  it('checkout 3 specific_opening_hours: no slot is open on a holiday (the simulator and the checkout read this rule)', () => {
    expect(isOpenAt({ openingHours: weekly, isClosed: false }, at('2026-11-24T13:00'))).toBe(true);
    expect(isOpenAt({ openingHours: weekly, isClosed: false, specificOpeningHours: holiday }, at('2026-11-24T13:00'))).toBe(false);
    expect(isOpenAt({ openingHours: [], isClosed: false, specificOpeningHours: holiday }, at('2026-11-24T13:00'))).toBe(false);
  });

  it('checkout 3 specific_opening_hours: the first glance does not say open on a date of its own, leaving it to the full rules', () => {
    const hours = { opening_hours: weekly, is_closed: false, timezone: PARIS };
    const noon = at('2026-11-24T13:00').toMillis();
    expect(surelyOpenAround(hours, noon, 30)).toBe(true);
    expect(surelyOpenAround({ ...hours, specific_opening_hours: holiday }, noon, 30)).toBe(false);
    expect(surelyOpenAround({ ...hours, specific_opening_hours: [{ date: '2027-01-01', periods: [] }] }, noon, 30)).toBe(true);
  });
});

describe('checkout 3 specific_opening_hours: the about page lists the exceptional dates to come', () => {
  it('checkout 3 specific_opening_hours: today and the next two weeks, in date order; past and far dates are not listed', () => {
    const days: SpecificOpeningDay[] = [
      { date: '2026-12-01', periods: [] },
      { date: '2026-11-23', periods: [] },
      { date: '2026-11-24', periods: [{ open: '18:00', close: '23:00' }] },
      { date: '2027-01-01', periods: [] },
    ];
    expect(upcomingSpecificDays(days, at('2026-11-24T13:00')).map((day) => day.date)).toEqual(['2026-11-24', '2026-12-01']);
  });
});
