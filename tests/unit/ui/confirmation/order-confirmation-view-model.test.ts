import { DateTime } from 'luxon';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import type { PaymentConfirmation } from '../../../../core/use-cases/payment/confirm-payment';
import type { Result } from '../../../../core/domain/result';
import type { TrackStatus } from '../../../../core/domain/tracking/track-status';
import type { ConfirmationQuery } from '../../../../ui/confirmation/order-confirmation-view-model';
import { OrderConfirmationViewModel } from '../../../../ui/confirmation/order-confirmation-view-model';
import { aRestaurant } from '../../core/fixtures/restaurant-builders';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function confirmationPage(query: Partial<ConfirmationQuery>, order: Result<TrackStatus, LoadFailure>, lastStored: string | null = null) {
  const payments = new Subject<PaymentConfirmation>();
  const seen = { navigations: [] as string[], asked: [] as { orderNumber: string; result: string | null; providerId: string | null }[], tracked: [] as string[] };
  const page = new OrderConfirmationViewModel(aRestaurant({ id: 'le-comptoir', timezone: 'Europe/Paris' }), { orderId: null, result: null, providerId: null, ...query }, {
    confirmPayment: async () => ({
      execute: (input) => {
        seen.asked.push({ orderNumber: input.orderNumber, result: input.result, providerId: input.providerId });
        return payments.asObservable();
      },
    }),
    getOrderStatus: async () => ({
      execute: async (input) => {
        seen.tracked.push(input.orderNumber);
        return order;
      },
    }),
    lastStoredOrder: async () => lastStored,
    navigate: (to) => void seen.navigations.push(to),
    now: async () => DateTime.fromISO('2027-06-16T10:05:00Z'),
  });
  return { page, payments, seen };
}

const paidOrder = { ok: true as const, value: aTrackStatus({ order_number: 'ORDER123', end_time: '2027-06-16T10:25:00Z' }) };

describe('OrderConfirmationViewModel (checkout 2: the order confirmation page; checkout 4: payment return)', () => {
  it('asks the platform about the payment of the orderId, and shows the order with its collect hour and address', async () => {
    const { page, payments, seen } = confirmationPage({ orderId: 'ORDER123', result: 'SUCCESSED', providerId: '9' }, paidOrder);
    const stop = page.start();
    await settled();
    expect(seen.asked).toEqual([{ orderNumber: 'ORDER123', result: 'SUCCESSED', providerId: '9' }]);
    expect(page.titleKey).toBeNull();
    expect(page.polling).toBe(true);
    payments.next({ kind: 'known', status: 'paid', polling: false, errorType: null, basketRestored: false });
    expect(page.titleKey).toBe('order_paid_and_sent');
    expect(page.polling).toBe(false);
    expect(page.screen.kind).toBe('ready');
    expect(page.screen.kind === 'ready' && page.screen.order.place).toEqual({ kind: 'pickup', address: '1 rue de la Paix, 75002 Paris' });
    expect(page.screen.kind === 'ready' && page.screen.order.when?.kind === 'around' && page.screen.order.when.time.toFormat('HH:mm')).toBe('12:25');
    expect(seen.navigations).toEqual([]);
    stop();
  });

  it('says waiting for payment while it is pending, and leaves for the payment error page when it fails', async () => {
    const { page, payments, seen } = confirmationPage({ orderId: 'ORDER123', result: 'SUCCESSED', providerId: '9' }, paidOrder);
    page.start();
    await settled();
    payments.next({ kind: 'known', status: 'pending', polling: true, errorType: null, basketRestored: false });
    expect(page.titleKey).toBe('waiting_for_payment');
    expect(page.polling).toBe(true);
    payments.next({ kind: 'known', status: 'rejected', polling: false, errorType: 3, basketRestored: true });
    expect(seen.navigations).toEqual(['/le-comptoir/paymentError?type=3']);
  });

  it('takes the last order stored when the address names none, and says order not found when there is none', async () => {
    const stored = confirmationPage({}, paidOrder, 'KEPT0RDER');
    stored.page.start();
    await settled();
    expect(stored.seen.tracked).toEqual(['KEPT0RDER']);

    const none = confirmationPage({}, paidOrder, null);
    none.page.start();
    await settled();
    expect(none.page.screen).toEqual({ kind: 'not_found' });
    expect(none.seen.asked).toEqual([]);
  });

  it('says order not found for an order the platform does not know, and a failure otherwise', async () => {
    const unknown = confirmationPage({ orderId: 'NOPE' }, { ok: false, error: { kind: 'not_found', message: 'no such order' } });
    unknown.page.start();
    await settled();
    expect(unknown.page.screen).toEqual({ kind: 'not_found' });
    const down = confirmationPage({ orderId: 'ORDER123' }, { ok: false, error: { kind: 'network', message: 'offline' } });
    down.page.start();
    await settled();
    expect(down.page.screen).toEqual({ kind: 'failed' });
  });
});
