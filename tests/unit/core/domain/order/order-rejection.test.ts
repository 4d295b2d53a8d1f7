import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES, rejectionOutcome, trackingErrorMessageKey } from '../../../../../core/domain/order/order-rejection';

const entities = { quantityIds: [3], productIds: [12, 14], optionItemIds: [301] };

describe('rejectionOutcome (checkout 8: what happens on each order error)', () => {
  it('checkout 8: a stock error leads to the out-of-stock page with its entities', () => {
    expect(rejectionOutcome({ err: 'stock_error', entities })).toEqual({ kind: 'out_of_stock', entities });
  });

  it('browsing 2.8: a stock error without entities leads to the out-of-stock page with none', () => {
    expect(rejectionOutcome({ err: 'stock_error' })).toEqual({ kind: 'out_of_stock', entities: { quantityIds: [], productIds: [], optionItemIds: [] } });
  });

  it.each(['limitation_products', 'limitation_total_products', 'limitation_order', 'limitation_categories'] as const)(
    'checkout 8: the limitation error %s leads to the limitation page with its type',
    (err) => {
      expect(rejectionOutcome({ err })).toEqual({ kind: 'limitation', type: err });
    },
  );

  it.each(['product_integrity', 'timeslot_error', 'send_to_hub_error'] as const)('checkout 8: %s leads to the tracking page with its type', (err) => {
    expect(rejectionOutcome({ err })).toEqual({ kind: 'tracking_error', type: err });
  });

  it.each(['blacklist_phone', 'blacklist_email', 'whitelist_phone', 'whitelist_email'] as const)('checkout 8: the list error %s leads to the tracking page with its type', (err) => {
    expect(rejectionOutcome({ err })).toMatchObject({ kind: 'tracking_error', type: err });
  });

  it('checkout 8: a delivery address error and an unknown error lead to the tracking page', () => {
    expect(rejectionOutcome({ err: 'delivery_address_error' })).toEqual({ kind: 'tracking_error', type: 'delivery_address_error' });
    expect(rejectionOutcome({ err: 'unknown' })).toEqual({ kind: 'tracking_error', type: 'unknown' });
  });

  it.each(['infos_not_matching', 'no_usages_left', 'price_too_low', 'no_matching_products', 'order_type_not_matching', 'send_order_to_hub_error'])(
    'checkout 8: a promotion error with code %s shows that inline message',
    (code) => {
      expect(rejectionOutcome({ err: 'promotion_error', data: code })).toEqual({ kind: 'promotion', key: code });
    },
  );

  it('checkout 8: a promotion error without a code shows invalid_promo_code', () => {
    expect(rejectionOutcome({ err: 'promotion_error' })).toEqual({ kind: 'promotion', key: 'invalid_promo_code' });
  });

  it('checkout 8: every error code of the catalogue has an outcome', () => {
    for (const err of ORDER_ERROR_CODES) expect(rejectionOutcome({ err }).kind).toMatch(/^(out_of_stock|limitation|promotion|tracking_error)$/);
  });
});

describe('trackingErrorMessageKey (checkout 8: tracking error texts)', () => {
  it.each([
    ['delivery_address_error', 'delivery_not_available_on_address'],
    ['product_integrity', 'order_product_integrity_problem'],
    ['stock_error', 'not_enough_stock'],
    ['timeslot_error', 'max_products_on_timeslot'],
    ['send_to_hub_error', 'send_order_to_hub_error'],
    ['blacklist_phone', 'order_blacklisted'],
    ['blacklist_email', 'order_blacklisted'],
    ['whitelist_phone', 'order_not_whitelisted'],
    ['whitelist_email', 'order_not_whitelisted'],
    ['canceled', 'your_order_has_been_canceled'],
    ['pending', 'this_command_is_waiting_payment'],
    ['order_not_found', 'this_command_does_not_exist'],
  ])('checkout 8: the tracking page explains %s with %s', (type, key) => {
    expect(trackingErrorMessageKey(type)).toBe(key);
  });

  it('checkout 8: any other error reads your payment did not succeed', () => {
    expect(trackingErrorMessageKey('unknown')).toBe('your_payment_did_not_succeed');
    expect(trackingErrorMessageKey('something_new')).toBe('your_payment_did_not_succeed');
  });
});
