import { describe, expect, it } from 'vitest';
import { describeEnd, measureWithinLimit, median } from '../../bench/time-limit';

describe('a bench measurement within its time limit (issue 16.7: the bench always ends)', () => {
  it('ends complete when the measurement ends in time', async () => {
    const end = await measureWithinLimit(5, async () => undefined);
    expect(end.kind).toBe('complete');
  });

  it('stops a measurement that never ends at its limit, aborting its signal, and keeps what it measured', async () => {
    const measured: number[] = [];
    let aborted = false;
    const end = await measureWithinLimit(0.2, async (signal) => {
      measured.push(1);
      signal.addEventListener('abort', () => (aborted = true));
      await new Promise(() => undefined);
    });
    expect(end).toEqual({ kind: 'time_limit', limitSeconds: 0.2 });
    expect(aborted).toBe(true);
    expect(measured).toEqual([1]);
    expect(describeEnd(end)).toContain('hit its time limit of 0.2 s');
  });

  it('says a measurement that failed failed, with its first line', async () => {
    const end = await measureWithinLimit(5, async () => {
      throw new Error('Target page, context or browser has been closed\ncall log');
    });
    expect(end).toMatchObject({ kind: 'failed', message: 'Target page, context or browser has been closed' });
  });

  it('takes the median of what was measured, and none of nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
