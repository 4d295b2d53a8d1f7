import { describe, expect, it } from 'vitest';
import { rejectionOutcome } from '../../../../../core/domain/order/order-rejection';

/** checkout 8: what a refusal carries to the page that handles it. */
describe('rejectionOutcome keeps what the next page needs (checkout 8)', () => {
  it('checkout 8, browsing 2.7: a limitation refusal leads to the limitation page with its entities and type', () => {
    // browsing 2.7: the limitation page without entities goes Home, so the entities must reach it.
    const entities = { quantityIds: [], productIds: [12, 14], optionItemIds: [] };
    expect(rejectionOutcome({ err: 'limitation_products', entities })).toEqual({ kind: 'limitation', type: 'limitation_products', entities });
  });

  it('checkout 8: a blacklist or whitelist refusal leads to the tracking page with its type and data', () => {
    expect(rejectionOutcome({ err: 'blacklist_phone', data: '+33612345678' })).toEqual({ kind: 'tracking_error', type: 'blacklist_phone', data: '+33612345678' });
  });

  it('checkout 8: the promotion code no_promo_code shows the message invalid_promo_code', () => {
    expect(rejectionOutcome({ err: 'promotion_error', data: 'no_promo_code' })).toEqual({ kind: 'promotion', key: 'invalid_promo_code' });
  });
});
