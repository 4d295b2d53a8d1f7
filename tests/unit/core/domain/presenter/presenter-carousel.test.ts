import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselMoves, carouselState, msUntilNextState, showsInState } from '../../../../../core/domain/presenter/presenter-carousel';

describe('presenter carousel (accounts 4: states 1, 2, 3 every 15 s; accounts 9: 10, 15 and 20 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accounts 4: states 1, 2, 3 follow each other every 15 s, then 1 again', () => {
    const start = Date.now();
    const seen: number[] = [];
    for (let tick = 0; tick < 4; tick += 1) {
      seen.push(carouselState(Date.now() - start, 15));
      vi.advanceTimersByTime(15_000);
    }
    expect(seen).toEqual([1, 2, 3, 1]);
  });

  it('accounts 4: the state holds for the whole interval', () => {
    expect(carouselState(0, 15)).toBe(1);
    expect(carouselState(14_999, 15)).toBe(1);
    expect(carouselState(15_000, 15)).toBe(2);
    expect(carouselState(44_999, 15)).toBe(3);
    expect(carouselState(45_000, 15)).toBe(1);
  });

  it('accounts 9: the 10 s and 20 s intervals', () => {
    expect([0, 10_000, 20_000, 30_000].map((elapsed) => carouselState(elapsed, 10))).toEqual([1, 2, 3, 1]);
    expect([0, 19_999, 20_000, 40_000, 60_000].map((elapsed) => carouselState(elapsed, 20))).toEqual([1, 1, 2, 3, 1]);
  });

  it('a timer wakes exactly when the state changes', () => {
    expect(msUntilNextState(0, 15)).toBe(15_000);
    expect(msUntilNextState(14_000, 15)).toBe(1_000);
    expect(msUntilNextState(15_000, 15)).toBe(15_000);
    expect(msUntilNextState(25_500, 10)).toBe(4_500);
  });

  it('a block without states shows in all three; one with states only in those', () => {
    expect([1, 2, 3].map((state) => showsInState({ states: [] }, state as 1 | 2 | 3))).toEqual([true, true, true]);
    expect([1, 2, 3].map((state) => showsInState({ states: [2] }, state as 1 | 2 | 3))).toEqual([false, true, false]);
  });

  it('the carousel ticks only when some block shows in some states and not others', () => {
    expect(carouselMoves([{ states: [] }, { states: [1, 2, 3] }])).toBe(false);
    expect(carouselMoves([{ states: [] }, { states: [1] }])).toBe(true);
  });
});
