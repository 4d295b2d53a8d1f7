import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { SettableClock } from '../../../../adapters/system/settable-clock';

describe('SettableClock: a clock that stands still until told otherwise', () => {
  it('tells the instant it was given, however often it is asked', () => {
    const instant = DateTime.fromISO('2025-06-12T10:00:00Z', { zone: 'utc' });
    const clock = new SettableClock(instant);
    expect(clock.now().toISO()).toBe('2025-06-12T10:00:00.000Z');
    expect(clock.now()).toBe(clock.now());
  });

  it('tells the new instant once set', () => {
    const clock = new SettableClock(DateTime.fromISO('2025-06-12T10:00:00Z', { zone: 'utc' }));
    clock.set(DateTime.fromISO('2025-06-12T10:25:00Z', { zone: 'utc' }));
    expect(clock.now().toISO()).toBe('2025-06-12T10:25:00.000Z');
  });
});
