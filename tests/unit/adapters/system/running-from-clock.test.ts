import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { RunningFromClock } from '../../../../adapters/system/running-from-clock';

describe('RunningFromClock (the test suites run at a chosen instant, and time still passes)', () => {
  it('reads the start instant when made, then adds the real time elapsed', () => {
    let real = 1_000_000;
    const clock = new RunningFromClock(DateTime.fromISO('2027-06-16T10:05:00Z'), () => real);
    expect(clock.now().toISO()).toBe('2027-06-16T10:05:00.000Z');
    real += 90_000;
    expect(clock.now().toISO()).toBe('2027-06-16T10:06:30.000Z');
  });

  it('runs on the real clock by default', async () => {
    const clock = new RunningFromClock(DateTime.fromISO('2027-06-16T10:05:00Z'));
    const first = clock.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = clock.now().diff(first).toMillis();
    expect(later).toBeGreaterThanOrEqual(15);
    expect(later).toBeLessThan(5_000);
  });
});
