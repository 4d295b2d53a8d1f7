import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_ADMIN } from '../../../../config/node-container';
import type { SimulatorAdmin } from '../../../../config/node-container';
import { PAYMENT_USE_CASES } from '../../../../config/payment-tokens';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import type { TrackOrder } from '../../../../core/use-cases/order/track-order';
import type { ConfirmPayment } from '../../../../core/use-cases/payment/confirm-payment';
import { TrackingViewModel } from '../../../../ui/tracking/tracking-view-model';
import { demoSession } from '../fixtures/demo-session';
import { aValidCheckoutForm } from '../../core/fixtures/checkout-builders';
import type { DemoSession } from '../fixtures/demo-session';

/** A take-away espresso at le-comptoir paid with the given provider; returns its number. */
async function placeOrder(session: DemoSession, payment: { mode: 'ONLINE' | 'ONSPOT'; providerId: number }): Promise<string> {
  const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId: 2201,
    selection: [],
    quantity: 1,
  });
  if (!added.ok) throw new Error(added.error);
  const back = 'https://shop.example/le-comptoir/trackOrder';
  const placed = await (await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder)).execute({
    settings: session.settings,
    form: aValidCheckoutForm({ fullName: 'Alice Martin', phone: '0612345678', email: '', orderTypeId: 3, payment: { ...payment, paymentTypeId: 1 }, hostedFieldsComplete: true }),
    returnUrls: { success: back, cancel: back },
  });
  if (!placed.ok) throw new Error(placed.error.kind);
  return placed.value.orderNumber;
}

function trackingOf(session: DemoSession, orderNumber: string, query: { result: string | null; providerId: string | null }) {
  const tracking = new TrackingViewModel(
    session.settings,
    orderNumber,
    null,
    {
      trackOrder: () => session.container.getAsync<TrackOrder>(USE_CASES.trackOrder),
      confirmPayment: () => session.container.getAsync<ConfirmPayment>(PAYMENT_USE_CASES.confirmPayment),
    },
    query,
  );
  return { tracking, stop: tracking.start() };
}

describe('TrackingViewModel: payment (checkout 4, confirmation titles)', () => {
  it('an order paid on the spot is sent to the kitchen, with all of it still to pay', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session, { mode: 'ONSPOT', providerId: 1 });
    const { tracking, stop } = trackingOf(session, orderNumber, { result: null, providerId: null });
    await when(() => tracking.progress !== null);
    expect(tracking.titleKey).toBe('order_sent_to_kitchen');
    expect(tracking.amountToPay).toBe(220);
    stop();
  });

  it('a paid online order, confirmed with the platform: paid and sent, nothing left to pay', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session, { mode: 'ONLINE', providerId: 8 });
    await session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).pay(orderNumber, 'paid');
    const { tracking, stop } = trackingOf(session, orderNumber, { result: 'SUCCESSED', providerId: '8' });
    await when(() => tracking.payment?.kind === 'known');
    expect(tracking.titleKey).toBe('order_paid_and_sent');
    expect(tracking.paymentErrorKey).toBeNull();
    await when(() => tracking.amountToPay === 0);
    stop();
  });

  it('a refused payment: order rejected, "your payment did not succeed", and the basket is given back', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session, { mode: 'ONLINE', providerId: 8 });
    await session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).pay(orderNumber, 'refused');
    const { tracking, stop } = trackingOf(session, orderNumber, { result: 'REFUSED', providerId: '8' });
    await when(() => tracking.payment?.kind === 'known');
    expect(tracking.titleKey).toBe('order_rejected');
    expect(tracking.paymentErrorKey).toBe('your_payment_did_not_succeed');
    expect(tracking.basketRestored).toBe(true);
    stop();
  });

  it('issue 22.1: a refused payment shows no order (no steps, no details), only the refusal; the platform cancels the order', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session, { mode: 'ONLINE', providerId: 8 });
    const admin = session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN);
    await admin.pay(orderNumber, 'refused');
    const { tracking, stop } = trackingOf(session, orderNumber, { result: 'REFUSED', providerId: '8' });
    expect(tracking.showsOrder).toBe(false);
    await when(() => tracking.payment?.kind === 'known' && tracking.progress !== null);
    expect(tracking.showsOrder).toBe(false);
    expect(tracking.reachedKitchen).toBe(false);
    const exported = await admin.exportOrders({ restaurantId: session.settings.id, limit: 10 });
    expect(exported.find((order) => order.order_number === orderNumber)?.status).toBe('canceled');
    stop();
  });

  it('issue 22.1: while an online payment is pending the order shows without steps; paid, it has reached the kitchen', async () => {
    const session = await demoSession();
    const orderNumber = await placeOrder(session, { mode: 'ONLINE', providerId: 8 });
    const admin = session.container.get<SimulatorAdmin>(SIMULATOR_ADMIN);
    await admin.pay(orderNumber, 'pending');
    const waiting = trackingOf(session, orderNumber, { result: 'SUCCESSED', providerId: '8' });
    await when(() => waiting.tracking.payment?.kind === 'known' && waiting.tracking.progress !== null);
    expect(waiting.tracking.showsOrder).toBe(true);
    expect(waiting.tracking.reachedKitchen).toBe(false);
    waiting.stop();
    await admin.pay(orderNumber, 'paid');
    const paid = trackingOf(session, orderNumber, { result: 'SUCCESSED', providerId: '8' });
    await when(() => paid.tracking.payment?.kind === 'known' && paid.tracking.reachedKitchen);
    expect(paid.tracking.titleKey).toBe('order_paid_and_sent');
    paid.stop();
  });
});
