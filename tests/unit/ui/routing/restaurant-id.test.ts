import { describe, expect, it } from 'vitest';
import { looksLikeRestaurantId, restaurantIdOfPath } from '../../../../ui/routing/restaurant-id';

describe('restaurant ids in the address (browsing 2.1: prefix /{restaurantId})', () => {
  it('slugs and long hashed tokens look like restaurant ids', () => {
    expect(looksLikeRestaurantId('le-comptoir')).toBe(true);
    expect(looksLikeRestaurantId('a9f3c2e1b7d64f0e8c1b2a3d4e5f6a7b')).toBe(true);
  });

  it('file names and odd segments do not', () => {
    expect(looksLikeRestaurantId('favicon.ico')).toBe(false);
    expect(looksLikeRestaurantId('-x')).toBe(false);
    expect(looksLikeRestaurantId(undefined)).toBe(false);
  });

  it('an unknown page under a restaurant leads back to that restaurant', () => {
    expect(restaurantIdOfPath('/le-comptoir/nothing/here')).toBe('le-comptoir');
  });

  it('an address without a restaurant-like first segment has none', () => {
    expect(restaurantIdOfPath('/')).toBeNull();
    expect(restaurantIdOfPath('/wp-login.php')).toBeNull();
    expect(restaurantIdOfPath('/%E0%A4%A')).toBeNull();
  });
});
