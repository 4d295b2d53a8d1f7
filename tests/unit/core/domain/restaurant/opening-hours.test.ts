import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from '../../../../../core/domain/restaurant/opening-hours';
import { openingState, openingWeek } from '../../../../../core/domain/restaurant/opening-hours';

const PARIS = 'Europe/Paris';
/** 2026-11-24 is a Tuesday. */
const at = (iso: string) => DateTime.fromISO(iso, { zone: PARIS });
const lunchAndDinner: OpeningPeriod[] = [
  { day: 2, open: '19:00', close: '22:30' },
  { day: 2, open: '12:00', close: '14:30' },
  { day: 3, open: '12:00', close: '14:30' },
];

describe('opening hours (browsing 3: opening_hours; the about page)', () => {
  it('the week runs Monday to Sunday, each day with its periods in the order of the day', () => {
    const week = openingWeek(lunchAndDinner);
    expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[1]!.periods.map((period) => period.open)).toEqual(['12:00', '19:00']);
    expect(week[0]!.periods).toEqual([]);
  });

  it('open during a period, until its end', () => {
    const state = openingState(lunchAndDinner, false, at('2026-11-24T13:00'));
    expect(state.kind).toBe('open');
    if (state.kind === 'open') expect(state.until.toISO()).toBe(at('2026-11-24T14:30').toISO());
  });

  it('closed between two periods, opening again at the next one the same day', () => {
    const state = openingState(lunchAndDinner, false, at('2026-11-24T16:00'));
    expect(state).toEqual({ kind: 'closed', next: at('2026-11-24T19:00') });
  });

  it('closed on a day without periods, opening on the next day that has one', () => {
    const state = openingState(lunchAndDinner, false, at('2026-11-23T10:00'));
    expect(state).toEqual({ kind: 'closed', next: at('2026-11-24T12:00') });
  });

  it('the next opening may be a week away (the same weekday, later)', () => {
    const state = openingState([{ day: 2, open: '12:00', close: '14:00' }], false, at('2026-11-24T15:00'));
    expect(state).toEqual({ kind: 'closed', next: at('2026-12-01T12:00') });
  });

  it('a period that closes after midnight is still open the next night, until its end', () => {
    const lateNight: OpeningPeriod[] = [{ day: 6, open: '19:00', close: '02:00' }];
    const state = openingState(lateNight, false, at('2026-11-29T01:30'));
    expect(state.kind).toBe('open');
    if (state.kind === 'open') expect(state.until.toISO()).toBe(at('2026-11-29T02:00').toISO());
  });

  it('back-to-back periods read as one opening', () => {
    const state = openingState(
      [
        { day: 2, open: '08:00', close: '12:00' },
        { day: 2, open: '12:00', close: '18:00' },
      ],
      false,
      at('2026-11-24T09:00'),
    );
    expect(state.kind === 'open' && state.until.toFormat('HH:mm')).toBe('18:00');
  });

  it('the restaurant closed for now (is_closed) is closed whatever its hours', () => {
    expect(openingState(lunchAndDinner, true, at('2026-11-24T13:00'))).toEqual({ kind: 'closed_now' });
  });

  it('without opening hours nothing is claimed', () => {
    expect(openingState([], false, at('2026-11-24T13:00'))).toEqual({ kind: 'unknown' });
  });

  it('local times hold across the change to winter time (Paris, 25 October 2026)', () => {
    const state = openingState([{ day: 7, open: '12:00', close: '14:00' }], false, at('2026-10-25T13:00'));
    expect(state.kind === 'open' && state.until.toFormat('HH:mm')).toBe('14:00');
  });
});
