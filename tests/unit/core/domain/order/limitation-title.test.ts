import { describe, expect, it } from 'vitest';
import { limitationTitleKey } from '../../../../../core/domain/order/limitation-title';

describe('limitationTitleKey (browsing 8: limitation titles by type)', () => {
  it.each([
    ['limitation_products', 'limitation_these_products_are_no_longer_available'],
    ['limitation_categories', 'limitation_these_products_form_category_are_no_longer_available'],
    ['limitation_total_products', 'limitation_order_total_products_full'],
    ['limitation_order', 'limitation_order_timeslot_full'],
  ] as const)('%s has the title %s', (type, key) => {
    expect(limitationTitleKey(type)).toBe(key);
  });

  it('an error that is not a limitation has no limitation title', () => {
    expect(limitationTitleKey('stock_error')).toBeNull();
  });
});
