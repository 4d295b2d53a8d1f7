import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { SANDBOX_CARDS, SANDBOX_PAYMENT_TIMEOUT_MS } from '../../../../../adapters/simulator/sandbox/sandbox-cards';
import type { SettableClock } from '../../../../../adapters/system/settable-clock';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngineWithStock, stockOf, thrownBy } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
afterEach(() => {
  engine?.close();
  engine = undefined;
});

const RETURN = 'http://127.0.0.1:4173/le-comptoir/trackOrder';
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123' });
/** Le Comptoir's velouté, 2 per order in aTakeAwayPayload, with 10 in stock here. */
const SOUP = 1001;

function onlineOrder(providerId: 8 | 9, clock: SettableClock = aFixedClock()): { engine: SimulatorEngine; orderNumber: string } {
  engine = anEngineWithStock({ [SOUP]: 10 }, { clock });
  const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: providerId, payment_type_id: 1, success_url: RETURN, cancel_url: RETURN } }));
  if (!answer.accepted) throw new Error('refused');
  return { engine, orderNumber: answer.order.order_number };
}

const exported = (e: SimulatorEngine, orderNumber: string) => e.exportOrders({ restaurantId: 'le-comptoir', limit: 100 }).find((order) => order.order_number === orderNumber);
const doneSteps = (e: SimulatorEngine, orderNumber: string) => e.track('le-comptoir', orderNumber).steps.filter((step) => step.done).map((step) => step.status_type);

describe('issue 22.1 (checkout 4): an order paid online reaches the kitchen only once paid', () => {
  it('waits for its payment: exported awaiting_payment, no step done, and the restaurant cannot move it on', () => {
    const { engine: e, orderNumber } = onlineOrder(8);
    expect(exported(e, orderNumber)?.status).toBe('awaiting_payment');
    expect(doneSteps(e, orderNumber)).toEqual([]);
    expect((thrownBy(() => e.advance(orderNumber)) as SimulatorError).message).toMatch(/waiting for its payment/);
  });

  it('a refused card (4000 0000 0000 0002) never sends it: still waiting, no step, and advance refused', () => {
    const { engine: e, orderNumber } = onlineOrder(8);
    expect(e.payWithCard(orderNumber, card(SANDBOX_CARDS.refused)).payment_status).toBe('rejected');
    expect(exported(e, orderNumber)?.status).toBe('awaiting_payment');
    expect(doneSteps(e, orderNumber)).toEqual([]);
    expect(thrownBy(() => e.advance(orderNumber))).toBeInstanceOf(SimulatorError);
  });

  it('a refused redirect payment, given up by the storefront, is canceled and in error (checkout 4: "canceled and error")', () => {
    const { engine: e, orderNumber } = onlineOrder(9);
    e.payByRedirect(orderNumber, 'REFUSED');
    expect(e.giveUpPayment(orderNumber).payment_status).toBe('rejected');
    expect(exported(e, orderNumber)?.status).toBe('canceled');
    expect(e.track('le-comptoir', orderNumber)).toMatchObject({ canceled: true, error: true });
    expect(doneSteps(e, orderNumber)).toEqual([]);
    expect((thrownBy(() => e.advance(orderNumber)) as SimulatorError).message).toMatch(/canceled/);
    // Its payment is closed: the page takes no payment, and neither does staging.
    expect(thrownBy(() => e.payByRedirect(orderNumber, 'SUCCESSED'))).toBeInstanceOf(SimulatorError);
    expect(thrownBy(() => e.stagePayment(orderNumber, 'paid'))).toBeInstanceOf(SimulatorError);
  });

  it('paid, it is sent at its first step, with its history: awaiting_payment then sent', () => {
    const { engine: e, orderNumber } = onlineOrder(8);
    e.payWithCard(orderNumber, card(SANDBOX_CARDS.paid));
    expect(exported(e, orderNumber)?.status).toBe('sent');
    expect(exported(e, orderNumber)?.history.map((event) => event.status)).toEqual(['awaiting_payment', 'sent']);
    expect(doneSteps(e, orderNumber)).toEqual(['sent']);
    expect(e.advance(orderNumber).steps.filter((step) => step.done)).toHaveLength(2);
  });

  it('a pending payment (…9995) is sent once it settles, 10 s later, and the live channel is told', () => {
    const clock = aFixedClock();
    const { engine: e, orderNumber } = onlineOrder(8, clock);
    const told: string[] = [];
    e.onOrderChanged((change) => told.push(change.orderNumber));
    e.payWithCard(orderNumber, card(SANDBOX_CARDS.pending));
    expect(doneSteps(e, orderNumber)).toEqual([]);
    clock.set(clock.now().plus({ seconds: 11 }));
    expect(doneSteps(e, orderNumber)).toEqual(['sent']);
    expect(e.paymentState(orderNumber).payment_status).toBe('paid');
    expect(told.length).toBeGreaterThanOrEqual(2);
  });

  it('an order paid on the spot is sent at once, as before', () => {
    engine = anEngineWithStock({ [SOUP]: 10 });
    const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    expect(answer.accepted && exported(engine, answer.order.order_number)?.status).toBe('sent');
  });
});

describe('issue 22.2 (checkout 4): an abandoned payment ends', () => {
  it('the storefront gives an unpaid order up: canceled, its stock back, its payment page closed', () => {
    const { engine: e, orderNumber } = onlineOrder(9);
    expect(stockOf(e, SOUP)).toBe(8);
    expect(e.giveUpPayment(orderNumber)).toEqual({ order_number: orderNumber, payment_status: 'rejected', provider_id: 9 });
    expect(exported(e, orderNumber)?.status).toBe('canceled');
    expect(stockOf(e, SOUP)).toBe(10);
    expect(e.sandboxOrder(orderNumber).order.canceled).toBe(true);
    expect(thrownBy(() => e.payByRedirect(orderNumber, 'SUCCESSED'))).toBeInstanceOf(SimulatorError);
    // Asked again, nothing changes (the stock is given back once).
    expect(e.giveUpPayment(orderNumber).payment_status).toBe('rejected');
    expect(stockOf(e, SOUP)).toBe(10);
  });

  it('a paid or pending payment is not given up: the answer says so and the order goes on', () => {
    const { engine: e, orderNumber } = onlineOrder(8);
    e.payWithCard(orderNumber, card(SANDBOX_CARDS.pending));
    expect(e.giveUpPayment(orderNumber).payment_status).toBe('pending');
    e.stagePayment(orderNumber, 'paid');
    expect(e.giveUpPayment(orderNumber).payment_status).toBe('paid');
    expect(exported(e, orderNumber)?.status).toBe('sent');
  });

  it('an order paid on the spot has no payment to give up (422)', () => {
    engine = anEngineWithStock({ [SOUP]: 10 });
    const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    const current = engine;
    expect(answer.accepted && (thrownBy(() => current.giveUpPayment(answer.order.order_number)) as SimulatorError).kind).toBe('unprocessable');
    expect((thrownBy(() => current.giveUpPayment('X'.repeat(41))) as SimulatorError).kind).toBe('not_found');
  });

  it(`left unpaid ${SANDBOX_PAYMENT_TIMEOUT_MS / 60_000} minutes after it was placed, the sandbox cancels it (never before)`, () => {
    const clock = aFixedClock();
    const { engine: e, orderNumber } = onlineOrder(9, clock);
    clock.set(clock.now().plus({ milliseconds: SANDBOX_PAYMENT_TIMEOUT_MS - 1_000 }));
    expect(e.paymentState(orderNumber).payment_status).toBe('to_pay');
    expect(exported(e, orderNumber)?.status).toBe('awaiting_payment');
    clock.set(clock.now().plus({ seconds: 1 }));
    expect(exported(e, orderNumber)?.status).toBe('canceled');
    expect(e.paymentState(orderNumber).payment_status).toBe('rejected');
    expect(stockOf(e, SOUP)).toBe(10);
    expect(thrownBy(() => e.payByRedirect(orderNumber, 'SUCCESSED'))).toBeInstanceOf(SimulatorError);
  });

  it('a refused card left there is canceled at the timeout too; one paid in time is not', () => {
    const clock = aFixedClock();
    const { engine: e, orderNumber: refused } = onlineOrder(8, clock);
    e.payWithCard(refused, card(SANDBOX_CARDS.refused));
    const paid = e.placeOrder('le-comptoir', aTakeAwayPayload({ name: 'Bob Martin', payement_infos: { type: 'ONLINE', provider_id: 8, payment_type_id: 1, success_url: RETURN, cancel_url: RETURN } }));
    if (!paid.accepted) throw new Error('refused');
    e.payWithCard(paid.order.order_number, card(SANDBOX_CARDS.paid));
    clock.set(clock.now().plus({ milliseconds: SANDBOX_PAYMENT_TIMEOUT_MS }));
    expect(e.track('le-comptoir', refused)).toMatchObject({ canceled: true, error: true });
    expect(e.track('le-comptoir', paid.order.order_number)).toMatchObject({ canceled: false, error: false });
  });

  it('the restaurant canceling an unpaid order closes its payment: rejected, not to pay', () => {
    const { engine: e, orderNumber } = onlineOrder(9);
    e.cancel(orderNumber);
    expect(e.paymentState(orderNumber).payment_status).toBe('rejected');
    expect(thrownBy(() => e.payByRedirect(orderNumber, 'SUCCESSED'))).toBeInstanceOf(SimulatorError);
  });
});
