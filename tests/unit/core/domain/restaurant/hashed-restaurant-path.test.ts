import { describe, expect, it } from 'vitest';
import { hashedRestaurantPath } from '../../../../../core/domain/restaurant/hashed-restaurant-path';

const HASH = 'b7e4d19a0c3f4e8a9d2c5b6a7f8e9d01';
const museum = { id: 'cafe-du-musee', hashed_id: HASH };

describe('browsing 2.1 / checkout 7: the short id is rewritten to the hashed id before navigation', () => {
  it('rewrites the first segment and keeps the rest of the path, the query and the fragment', () => {
    expect(hashedRestaurantPath('/cafe-du-musee/menu/3?subcategoryid=31&lang=en#top', museum)).toBe(`/${HASH}/menu/3?subcategoryid=31&lang=en#top`);
    expect(hashedRestaurantPath('/cafe-du-musee', museum)).toBe(`/${HASH}`);
    expect(hashedRestaurantPath('/cafe-du-musee?cart=4&a=1', museum)).toBe(`/${HASH}?cart=4&a=1`);
  });

  it('leaves an address already under the hashed id, another restaurant, or none, alone', () => {
    expect(hashedRestaurantPath(`/${HASH}/menu/3`, museum)).toBeNull();
    expect(hashedRestaurantPath('/le-comptoir/menu/3', museum)).toBeNull();
    expect(hashedRestaurantPath('/cafe-du-musee-bis/menu/3', museum)).toBeNull();
    expect(hashedRestaurantPath('/', museum)).toBeNull();
    expect(hashedRestaurantPath('menu/3', museum)).toBeNull();
  });

  it('rewrites nothing for a restaurant whose settings name no hashed id, or a malformed one', () => {
    expect(hashedRestaurantPath('/cafe-du-musee/menu/3', { id: 'cafe-du-musee' })).toBeNull();
    expect(hashedRestaurantPath('/cafe-du-musee/menu/3', { id: 'cafe-du-musee', hashed_id: null })).toBeNull();
    expect(hashedRestaurantPath('/cafe-du-musee/menu/3', { id: 'cafe-du-musee', hashed_id: '../le-comptoir' })).toBeNull();
    expect(hashedRestaurantPath('/cafe-du-musee/menu/3', { id: 'cafe-du-musee', hashed_id: 'short' })).toBeNull();
  });

  it('reads an encoded short id as the id it encodes', () => {
    expect(hashedRestaurantPath('/caf%C3%A9/menu/3', { id: 'café', hashed_id: HASH })).toBe(`/${HASH}/menu/3`);
  });
});
