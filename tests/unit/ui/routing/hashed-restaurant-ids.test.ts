import { describe, expect, it } from 'vitest';
import { HashedRestaurantIds } from '../../../../ui/routing/hashed-restaurant-ids';

const HASH = '76eacb3afb8ab1a1ef6965b46b680ae8';

describe('browsing 2.1: the restaurants whose addresses move to their hashed id', () => {
  it('rewrites a learnt restaurant\'s paths only, query kept', () => {
    const ids = new HashedRestaurantIds();
    expect(ids.rewrite('/cafe-du-musee/menu/30?x=1')).toBe('/cafe-du-musee/menu/30?x=1');
    ids.learn({ id: 'cafe-du-musee', hashed_id: HASH });
    ids.learn({ id: 'le-comptoir', hashed_id: null });
    expect(ids.rewrite('/cafe-du-musee/menu/30?x=1')).toBe(`/${HASH}/menu/30?x=1`);
    expect(ids.rewrite('/le-comptoir/menu/3')).toBe('/le-comptoir/menu/3');
  });

  it('takes the short id and the hashed id for one establishment, and no other pair', () => {
    const ids = new HashedRestaurantIds();
    ids.learn({ id: 'cafe-du-musee', hashed_id: HASH });
    expect(ids.sameEstablishment('cafe-du-musee', HASH)).toBe(true);
    expect(ids.sameEstablishment(HASH, 'cafe-du-musee')).toBe(true);
    expect(ids.sameEstablishment('cafe-du-musee', 'le-comptoir')).toBe(false);
    expect(ids.sameEstablishment(HASH, 'le-comptoir')).toBe(false);
  });
});
