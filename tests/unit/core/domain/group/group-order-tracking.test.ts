import { describe, expect, it } from 'vitest';
import { displayPrefixOf, shownPartOrderNumber } from '../../../../../core/domain/group/group-order-tracking';
import { aTrackStatus } from '../../fixtures/track-status-builders';

/**
 * Issue 22.14: both outlets of Les Halles said "n° 001" for their first orders of the day; each part now
 * says the number its outlet calls out, with the outlet's own prefix.
 */
describe('a group order part’s number (checkout 2 for each outlet)', () => {
  const track = aTrackStatus({ order_number: 'K7ORDER00001', display_order_number: '001' });

  it('the outlet’s display number after its prefix', () => {
    expect(shownPartOrderNumber({ restaurant_token: 'les-halles-crepes', restaurant_name: 'La Crêperie des Halles', track, display_prefix: 'CR-' })).toBe('CR-001');
    expect(shownPartOrderNumber({ restaurant_token: 'les-halles-pizza', restaurant_name: 'Pizza des Halles', track, display_prefix: 'PZ-' })).toBe('PZ-001');
  });

  it('the order number when the outlet shows no display numbers, or the platform does not say', () => {
    expect(shownPartOrderNumber({ restaurant_token: 'x', restaurant_name: 'X', track, display_prefix: null })).toBe('K7ORDER00001');
    expect(shownPartOrderNumber({ restaurant_token: 'x', restaurant_name: 'X', track })).toBe('K7ORDER00001');
  });

  it('an outlet says its prefix only when it shows display numbers', () => {
    expect(displayPrefixOf({ useDisplayOrderNumber: true, prefix: 'CR-' })).toBe('CR-');
    expect(displayPrefixOf({ useDisplayOrderNumber: false, prefix: 'CR-' })).toBeNull();
  });
});
