import { describe, expect, it } from 'vitest';
import { readBankReturn } from '../../../../../core/domain/confirmation/bank-return';
import { onSiteWaitIsOver } from '../../../../../core/domain/confirmation/on-site-waiting';
import { paymentErrorMessageKey, readPaymentErrorType } from '../../../../../core/domain/confirmation/payment-error';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { trackingProgress } from '../../../../../core/domain/tracking/track-status';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';

const query = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('bank-return confirmation (checkout 2: full_name, order_type, collect_hour, restaurant_address)', () => {
  it('reads a pickup with its hour and address', () => {
    expect(readBankReturn(query({ full_name: 'Alice Martin', order_type: '1', collect_hour: '12h30', restaurant_address: '4 rue Montorgueil, Paris' }))).toEqual({
      fullName: 'Alice Martin',
      orderType: 'pickup',
      collectHour: '12:30',
      restaurantAddress: '4 rue Montorgueil, Paris',
    });
  });

  it('reads a delivery; what it cannot read is left out rather than shown wrong', () => {
    expect(readBankReturn(query({ order_type: '2', collect_hour: '9:05' }))).toEqual({ fullName: null, orderType: 'delivery', collectHour: '09:05', restaurantAddress: null });
    expect(readBankReturn(query({ order_type: '7', collect_hour: '25:00', full_name: 'x'.repeat(101) }))).toEqual({
      fullName: null,
      orderType: null,
      collectHour: null,
      restaurantAddress: null,
    });
  });

  it('strips control and invisible characters from what another site sent', () => {
    expect(readBankReturn(query({ full_name: 'Alice\u202e Martin\u0007' })).fullName).toBe('Alice Martin');
  });
});

describe('payment error page (checkout 4: error types 1 rejected, 2 server error, 3 cancelled)', () => {
  it('says each type, and an unreadable one as the server error', () => {
    expect(paymentErrorMessageKey(readPaymentErrorType('1'))).toBe('payment_rejected');
    expect(paymentErrorMessageKey(readPaymentErrorType('3'))).toBe('payment_cancelled');
    expect(paymentErrorMessageKey(readPaymentErrorType('2'))).toBe('payment_server_error');
    expect(readPaymentErrorType('<script>')).toBe(2);
    expect(readPaymentErrorType(null)).toBe(2);
  });
});

describe('on-site waiting page (checkout 2: told when the order is ready)', () => {
  const progress = (done: readonly string[], overrides = {}) =>
    trackingProgress(aTrackStatus({ steps: stepsDone(['sent', 'validated', 'ready'], done as never), ...overrides }));

  it('waits while the order is sent or validated, and is over once it is ready', () => {
    expect(onSiteWaitIsOver(progress(['sent']))).toBe(false);
    expect(onSiteWaitIsOver(progress(['sent', 'validated']))).toBe(false);
    expect(onSiteWaitIsOver(progress(['sent', 'validated', 'ready']))).toBe(true);
  });

  it('is over for a delivery once ready, before it is picked up', () => {
    const delivery = trackingProgress(
      aTrackStatus({ order_type: OrderTypeId.delivery, steps: stepsDone(['sent', 'validated', 'ready', 'picked_up', 'delivered'], ['sent', 'validated', 'ready']) }),
    );
    expect(onSiteWaitIsOver(delivery)).toBe(true);
  });

  it('is over when the order can never be ready: canceled or in error', () => {
    expect(onSiteWaitIsOver(progress(['sent'], { canceled: true }))).toBe(true);
    expect(onSiteWaitIsOver(progress(['sent'], { error: true }))).toBe(true);
  });
});
