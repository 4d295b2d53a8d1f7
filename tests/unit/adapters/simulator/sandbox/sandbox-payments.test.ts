import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SANDBOX_CARDS, passesLuhn } from '../../../../../adapters/simulator/sandbox/sandbox-cards';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine, thrownBy } from '../../fixtures/simulator-engines';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';

let engine: SimulatorEngine | undefined;
afterEach(() => {
  engine?.close();
  engine = undefined;
});

const RETURN = 'http://127.0.0.1:4173/le-comptoir/trackOrder';
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123' });

function placeOnline(providerId: number, clock = aFixedClock()): { engine: SimulatorEngine; orderNumber: string; redirectionUrl: string | null } {
  engine = anEngine({ clock });
  const answer = engine.placeOrder(
    'le-comptoir',
    aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: providerId, payment_type_id: 1, success_url: RETURN, cancel_url: `${RETURN}?cancel=1` } }),
  );
  if (!answer.accepted) throw new Error('refused');
  return { engine, orderNumber: answer.order.order_number, redirectionUrl: answer.order.redirectionUrl };
}

describe('sandbox provider (checkout 4): the simulator decides the payment state', () => {
  it('the test cards pass Luhn', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
  });

  it('checkout 4: an online order waits for its payment (to pay); an order on the spot has none', () => {
    const { engine: online, orderNumber } = placeOnline(8);
    expect(online.paymentState(orderNumber)).toEqual({ order_number: orderNumber, payment_status: 'to_pay', provider_id: 8 });
    const onSpot = online.placeOrder('le-comptoir', aTakeAwayPayload({ name: 'Bob Martin' }));
    expect(onSpot.accepted && online.paymentState(onSpot.order.order_number).payment_status).toBeNull();
  });

  it('hosted fields (provider 8): 4242 pays, …0002 is refused and may be tried again, the amount is never asked', () => {
    const { engine: e, orderNumber, redirectionUrl } = placeOnline(8);
    expect(redirectionUrl).toBeNull();
    expect(e.payWithCard(orderNumber, card(SANDBOX_CARDS.refused)).payment_status).toBe('rejected');
    expect(e.payWithCard(orderNumber, card(SANDBOX_CARDS.paid)).payment_status).toBe('paid');
    // Paid once: a second payment is refused.
    expect((thrownBy(() => e.payWithCard(orderNumber, card(SANDBOX_CARDS.paid))) as SimulatorError).kind).toBe('unprocessable');
  });

  it('hosted fields: …9995 is pending, then paid 10 s later', () => {
    const clock = aFixedClock();
    const { engine: e, orderNumber } = placeOnline(8, clock);
    expect(e.payWithCard(orderNumber, card(SANDBOX_CARDS.pending)).payment_status).toBe('pending');
    clock.set(clock.now().plus({ seconds: 9 }));
    expect(e.paymentState(orderNumber).payment_status).toBe('pending');
    clock.set(clock.now().plus({ seconds: 2 }));
    expect(e.paymentState(orderNumber).payment_status).toBe('paid');
    expect(e.track('le-comptoir', orderNumber).payment).toEqual({ mode: 'ONLINE', provider_id: 8, payment_status: 'paid' });
  });

  it('refuses a bad card with the field to fix: number, expiry, security code', () => {
    const { engine: e, orderNumber } = placeOnline(8);
    expect((thrownBy(() => e.payWithCard(orderNumber, card('4242424242424241'))) as SimulatorError).field).toBe('number');
    expect((thrownBy(() => e.payWithCard(orderNumber, { ...card(SANDBOX_CARDS.paid), expiry: '01/20' })) as SimulatorError).field).toBe('expiry');
    expect((thrownBy(() => e.payWithCard(orderNumber, { ...card(SANDBOX_CARDS.paid), cvc: 'abc' })) as SimulatorError).field).toBe('cvc');
    expect(e.paymentState(orderNumber).payment_status).toBe('to_pay');
  });

  it('redirect: the order answers the sandbox page; each result goes back with orderId, provider_id and result', () => {
    const { engine: e, orderNumber, redirectionUrl } = placeOnline(9);
    expect(redirectionUrl).toBe(`sandbox/pay/${orderNumber}`);
    const back = new URL(e.payByRedirect(orderNumber, 'REFUSED'));
    expect(back.searchParams.get('result')).toBe('REFUSED');
    expect(back.searchParams.get('cancel')).toBe('1');
    expect(e.paymentState(orderNumber).payment_status).toBe('rejected');
    const paid = new URL(e.payByRedirect(orderNumber, 'SUCCESSED'));
    expect(`${paid.origin}${paid.pathname}`).toBe(RETURN);
    expect(Object.fromEntries(paid.searchParams)).toEqual({ orderId: orderNumber, provider_id: '9', result: 'SUCCESSED' });
    expect(e.paymentState(orderNumber).payment_status).toBe('paid');
  });

  it('a hosted-fields order cannot be paid through the redirect page, nor the other way round', () => {
    const { engine: e, orderNumber } = placeOnline(8);
    expect(thrownBy(() => e.payByRedirect(orderNumber, 'SUCCESSED'))).toBeInstanceOf(SimulatorError);
    expect(e.paymentState(orderNumber).payment_status).toBe('to_pay');
  });

  it('sim pay stages an outcome by display number; an order paid on the spot cannot be', () => {
    const { engine: e, orderNumber } = placeOnline(8);
    expect(e.stagePayment('CH-001', 'refused').payment_status).toBe('rejected');
    expect(e.stagePayment(orderNumber, 'paid').payment_status).toBe('paid');
    const onSpot = e.placeOrder('le-comptoir', aTakeAwayPayload({ name: 'Bob Martin' }));
    expect(onSpot.accepted && thrownBy(() => e.stagePayment(onSpot.order.order_number, 'paid'))).toBeInstanceOf(SimulatorError);
  });

  it('an unknown order is a 404', () => {
    engine = anEngine();
    const current = engine;
    expect((thrownBy(() => current.paymentState('NOPE')) as SimulatorError).kind).toBe('not_found');
  });
});
