import { describe, expect, it } from 'vitest';
import { shuffled } from '../../../../../core/domain/random/shuffle';

const numbers = (...values: number[]) => ({ next: () => values.shift() ?? 0 });

describe('shuffled (randomness from a port)', () => {
  it('keeps every item once and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, numbers(0.5, 0.1, 0.9, 0.3));
    expect([...result].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('the same numbers give the same order (Fisher-Yates from the last item)', () => {
    // 0 at every draw swaps the last item with the first each time.
    expect(shuffled(['a', 'b', 'c'], numbers(0, 0))).toEqual(['b', 'c', 'a']);
    // Numbers near 1 keep every item in place.
    expect(shuffled(['a', 'b', 'c'], numbers(0.99, 0.99))).toEqual(['a', 'b', 'c']);
  });
});
