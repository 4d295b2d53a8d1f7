import { describe, expect, it } from 'vitest';
import { openChildren, orderedChildren } from '../../../../../core/domain/group/group-children';
import type { GroupChild } from '../../../../../core/domain/group/group-settings';

const child = (restaurant_token: string, position: number, visible = true): GroupChild => ({ restaurant_token, position, visible, big: false });
const childrens = [child('c', 3), child('a', 1), child('hidden', 0, false), child('b', 2)];
/** Always the same number: a repeatable "random" order. */
const fixed = (value: number) => ({ next: () => value });

describe('browsing 9: multi-establishment list order', () => {
  it('not random: the visible children by position', () => {
    expect(orderedChildren({ positionChildRandom: false, childrens }, fixed(0)).map((c) => c.restaurant_token)).toEqual(['a', 'b', 'c']);
  });

  it('random: the order comes from the random source, hidden children stay hidden', () => {
    const zero = orderedChildren({ positionChildRandom: true, childrens }, fixed(0)).map((c) => c.restaurant_token);
    const almostOne = orderedChildren({ positionChildRandom: true, childrens }, fixed(0.999)).map((c) => c.restaurant_token);
    expect(zero).not.toContain('hidden');
    expect([...zero].sort()).toEqual(['a', 'b', 'c']);
    expect(zero).not.toEqual(almostOne);
    // Fisher-Yates with 0.999 swaps nothing: the given order of the visible ones.
    expect(almostOne).toEqual(['c', 'a', 'b']);
  });
});

describe('browsing 2.4: the list of open establishments', () => {
  it('keeps the order, drops closed and unknown children', () => {
    const ordered = [child('a', 1), child('closed', 2), child('unknown', 3), child('b', 4)];
    const establishments = [
      { id: 'b', is_closed: false },
      { id: 'closed', is_closed: true },
      { id: 'a', is_closed: false },
    ];
    expect(openChildren(ordered, establishments).map((entry) => entry.establishment.id)).toEqual(['a', 'b']);
  });
});
