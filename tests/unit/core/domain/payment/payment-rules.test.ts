import { describe, expect, it } from 'vitest';
import { confirmationTitleKey, paymentErrorType } from '../../../../../core/domain/payment/payment-return';
import { providerOptions, selectedPayment } from '../../../../../core/domain/payment/provider-selection';
import type { OrderTypeSettings, PaymentProviderEntry } from '../../../../../core/domain/order-type/order-type';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { amountStillToPay } from '../../../../../core/domain/tracking/track-status';
import { aTrackStatus } from '../../fixtures/track-status-builders';
import { anOrderType } from '../../fixtures/restaurant-builders';

const provider = (id: number, type: 'ONLINE' | 'ONSPOT', extra: Partial<PaymentProviderEntry> = {}): PaymentProviderEntry => ({
  provider_id: id,
  provider_name: `P${id}`,
  type,
  disabled: false,
  payment_types: [{ payment_type_id: 3, payment_type_name: 'card' }],
  ...extra,
});
const takeAway = (providers: PaymentProviderEntry[]): OrderTypeSettings => anOrderType({ id: OrderTypeId.takeAway, order_type_providers: providers });

describe('checkout 4: payment provider selection', () => {
  it('the first provider is chosen when not disabled; choosing one sets its id, first payment type and mode', () => {
    const type = takeAway([provider(1, 'ONSPOT'), provider(8, 'ONLINE')]);
    expect(selectedPayment(type, 1000, null)).toEqual({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 3 });
    expect(selectedPayment(type, 1000, 8)).toEqual({ mode: 'ONLINE', providerId: 8, paymentTypeId: 3 });
  });

  it('online providers are disabled while the basket total is below the online minimum', () => {
    const type = takeAway([provider(1, 'ONSPOT'), provider(8, 'ONLINE', { minimum: 1500 })]);
    expect(providerOptions(type, 1000).map((option) => option.unavailable)).toEqual([null, 'below_online_minimum']);
    expect(selectedPayment(type, 1000, 8)).toEqual({ mode: 'ONSPOT', providerId: 1, paymentTypeId: 3 });
    expect(selectedPayment(type, 1500, 8)?.providerId).toBe(8);
  });

  it('a disabled provider cannot be chosen', () => {
    const type = takeAway([provider(1, 'ONSPOT'), provider(8, 'ONLINE', { disabled: true })]);
    expect(selectedPayment(type, 1000, 8)?.providerId).toBe(1);
  });
});

describe('checkout 4: payment return error types, confirmation titles', () => {
  it('paid is no error whatever the query; rejected with REFUSED or a provider_id is type 1, without provider_id type 2; pending type 3', () => {
    expect(paymentErrorType('paid', 'REFUSED', '8')).toBeNull();
    expect(paymentErrorType('rejected', 'REFUSED', null)).toBe(1);
    expect(paymentErrorType('rejected', 'FAILED', '5')).toBe(1);
    expect(paymentErrorType('rejected', 'FAILED', null)).toBe(2);
    expect(paymentErrorType('pending', 'SUCCESSED', '8')).toBe(3);
    expect(paymentErrorType(null, null, null)).toBeNull();
  });

  it('titles: no provider, paid, waiting, rejected', () => {
    expect(confirmationTitleKey(null, false)).toBe('order_sent_to_kitchen');
    expect(confirmationTitleKey('paid', true)).toBe('order_paid_and_sent');
    expect(confirmationTitleKey('pending', true)).toBe('waiting_for_payment');
    expect(confirmationTitleKey('to_pay', true)).toBe('waiting_for_payment');
    expect(confirmationTitleKey('rejected', true)).toBe('order_rejected');
  });
});

describe('tracking: amount still to pay', () => {
  it('all of it on the spot, nothing once paid online, all of it while the online payment is not taken', () => {
    expect(amountStillToPay(aTrackStatus({ total_price: 1850, payment: { mode: 'ONSPOT', provider_id: 1, payment_status: null } }))).toBe(1850);
    expect(amountStillToPay(aTrackStatus({ total_price: 1850, payment: { mode: 'ONLINE', provider_id: 8, payment_status: 'paid' } }))).toBe(0);
    // Pay-the-table: an order on the spot whose table bill was paid has nothing left to pay.
    expect(amountStillToPay(aTrackStatus({ total_price: 1850, payment: { mode: 'ONSPOT', provider_id: 1, payment_status: 'paid' } }))).toBe(0);
    expect(amountStillToPay(aTrackStatus({ total_price: 1850, payment: { mode: 'ONLINE', provider_id: 8, payment_status: 'pending' } }))).toBe(1850);
    expect(amountStillToPay(aTrackStatus({ total_price: 1850, payment: null }))).toBeNull();
  });
});
