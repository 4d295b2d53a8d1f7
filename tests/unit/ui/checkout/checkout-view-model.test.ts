import { describe, expect, it, vi } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { OrderRejection } from '../../../../core/domain/order/order-rejection';
import { rejectionOutcome } from '../../../../core/domain/order/order-rejection';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { OrderPlaced, PendingOrder, PlaceOrder, PlaceOrderFailure } from '../../../../core/use-cases/order/place-order';
import { CheckoutViewModel, IN_PROGRESS_TIMEOUT_MS } from '../../../../ui/checkout/checkout-view-model';
import type { CheckoutDeps } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

type PlaceOrderLike = Pick<PlaceOrder, 'execute'>;
interface Navigation {
  readonly to: string;
  readonly options?: { readonly replace?: boolean; readonly state?: unknown };
}

function addEspresso(session: DemoSession, quantity = 1) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId: session.settings.id === 'hotel-riviera' ? 7002 : 2201,
    selection: [],
    quantity,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

function checkoutOf(session: DemoSession, placeOrder?: PlaceOrderLike, more: Partial<CheckoutDeps> = {}) {
  const navigations: Navigation[] = [];
  const warnings: string[] = [];
  const timers = new ManualTimers();
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    placeOrder: async () => placeOrder ?? session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    navigate: (to, options) => navigations.push({ to, ...(options && { options }) }),
    origin: 'https://shop.example/',
    timers,
    warn: (message) => warnings.push(message),
    ...more,
  });
  return { checkout, navigations, warnings, timers };
}

function fillValidContact(checkout: CheckoutViewModel) {
  checkout.contact.setFullName('Alice Martin');
  checkout.contact.setPhone('06 12 34 56 78');
  checkout.summaryAndPayment.setCgvAccepted(true);
}

const refusing = (rejection: OrderRejection): PlaceOrderLike => ({
  execute: async (): Promise<Result<OrderPlaced, PlaceOrderFailure>> => fail({ kind: 'rejected', rejection, outcome: rejectionOutcome(rejection) }),
});

describe('CheckoutViewModel: what the short checkout offers', () => {
  it('checkout 3: every order type the establishment lists is offered, in its order', async () => {
    const comptoir = checkoutOf(await demoSession()).checkout;
    expect(comptoir.orderTypes.map((type) => type.id)).toEqual([OrderTypeId.takeAway, OrderTypeId.delivery, OrderTypeId.onPlace]);
    const hotel = checkoutOf(await demoSession('hotel-riviera')).checkout;
    expect(hotel.orderTypes.map((type) => type.id)).toEqual([OrderTypeId.roomDelivery, OrderTypeId.takeAway]);
  });

  it("checkout 4: payment on the spot with the order type's first provider", async () => {
    const hotel = checkoutOf(await demoSession('hotel-riviera')).checkout;
    expect(hotel.summaryAndPayment.payment).toEqual({ mode: 'ONSPOT', providerId: 3, paymentTypeId: 1 });
    // Issue 22.13: the hotel names its providers in both its languages.
    expect(hotel.summaryAndPayment.paymentProvider?.provider_name).toEqual({ fr: 'Sur la note de la chambre', en: 'Charged to the room bill' });
    hotel.chooseOrderType(OrderTypeId.takeAway);
    expect(hotel.summaryAndPayment.paymentProvider?.provider_name).toEqual({ fr: 'Paiement à la réception', en: 'Pay at reception' });
  });

  it('checkout 5: the terms come pre-checked for hotel room delivery, not for take away', async () => {
    const hotel = checkoutOf(await demoSession('hotel-riviera')).checkout;
    expect(hotel.summaryAndPayment.cgvAccepted).toBe(true);
    hotel.chooseOrderType(OrderTypeId.takeAway);
    expect(hotel.summaryAndPayment.cgvAccepted).toBe(false);
    expect(checkoutOf(await demoSession()).checkout.summaryAndPayment.cgvAccepted).toBe(false);
  });

  it('a terms box the customer ticked stays as they left it when the order type changes', async () => {
    const hotel = checkoutOf(await demoSession('hotel-riviera')).checkout;
    hotel.chooseOrderType(OrderTypeId.takeAway);
    hotel.summaryAndPayment.setCgvAccepted(true);
    hotel.chooseOrderType(OrderTypeId.roomDelivery);
    hotel.chooseOrderType(OrderTypeId.takeAway);
    expect(hotel.summaryAndPayment.cgvAccepted).toBe(true);
  });

  it('an order type the establishment does not list cannot be chosen', async () => {
    const comptoir = checkoutOf(await demoSession()).checkout;
    comptoir.chooseOrderType(OrderTypeId.roomDelivery);
    expect(comptoir.orderTypeId).toBe(OrderTypeId.takeAway);
  });

  it('checkout 3: the table number is asked on place, the address for delivery, each only for its order type', async () => {
    const comptoir = checkoutOf(await demoSession()).checkout;
    expect([comptoir.details.asksTableNumber, comptoir.details.asksDeliveryAddress]).toEqual([false, false]);
    comptoir.chooseOrderType(OrderTypeId.onPlace);
    expect([comptoir.details.asksTableNumber, comptoir.details.asksDeliveryAddress]).toEqual([true, false]);
    comptoir.details.setTableNumber('12');
    expect(comptoir.form.tableNumber).toBe('12');
    comptoir.chooseOrderType(OrderTypeId.delivery);
    expect([comptoir.details.asksTableNumber, comptoir.details.asksDeliveryAddress]).toEqual([false, true]);
    comptoir.details.setDeliveryPart('street', '3 rue du Nil');
    expect(comptoir.form.tableNumber).toBe('');
    expect(comptoir.form.deliveryAddress.street).toBe('3 rue du Nil');
  });

  it('checkout 5: the terms come pre-checked on place (a restaurant table)', async () => {
    const comptoir = checkoutOf(await demoSession()).checkout;
    comptoir.chooseOrderType(OrderTypeId.onPlace);
    expect(comptoir.summaryAndPayment.cgvAccepted).toBe(true);
  });

  it('the room number is asked for room delivery only', async () => {
    const hotel = checkoutOf(await demoSession('hotel-riviera')).checkout;
    expect(hotel.details.asksRoomNumber).toBe(true);
    hotel.chooseOrderType(OrderTypeId.takeAway);
    expect(hotel.details.asksRoomNumber).toBe(false);
  });

  it('checkout 5: the comment takes at most 280 characters', async () => {
    const { checkout } = checkoutOf(await demoSession());
    checkout.commentsAndOptions.setComment('x'.repeat(300));
    expect(checkout.commentsAndOptions.commentLength).toBe(280);
  });

  it('checkout 2: with an empty basket the checkout says so (the screen goes back to the menu)', async () => {
    const session = await demoSession();
    expect(checkoutOf(session).checkout.basketIsEmpty).toBe(true);
    addEspresso(session);
    expect(checkoutOf(session).checkout.basketIsEmpty).toBe(false);
  });

  it('the full name is asked unless the restaurant asks first and last names', async () => {
    const { checkout } = checkoutOf(await demoSession());
    expect(checkout.contact.asksFullName).toBe(true);
    expect(checkout.contact.asksFirstAndLastNames).toBe(false);
  });
});

describe('CheckoutViewModel: validation (checkout 5)', () => {
  it('every problem is listed at once, by field, and nothing is sent', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = checkoutOf(session);
    await checkout.submit();
    expect(checkout.problems.map((problem) => problem.key)).toEqual(['full_name_min_length_error', 'incorrect_phone_number', 'missing_cgv_checked']);
    expect(checkout.problemOf('phone')?.key).toBe('incorrect_phone_number');
    expect(checkout.validationRound).toBe(1);
    expect(checkout.state).toEqual({ kind: 'editing' });
    expect(navigations).toEqual([]);
    expect(session.basket.itemCount).toBe(1);
  });

  it("editing a field clears that field's problem only", async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout } = checkoutOf(session);
    await checkout.submit();
    checkout.contact.setFullName('Al');
    expect(checkout.problemOf('fullName')).toBeNull();
    expect(checkout.problemOf('phone')).not.toBeNull();
  });

  it('checkout 5: a hotel room number must be a number above 0 (incorrect_room_number)', async () => {
    const session = await demoSession('hotel-riviera');
    addEspresso(session);
    const { checkout } = checkoutOf(session);
    checkout.contact.setFullName('Bob Lee');
    checkout.details.setRoomNumber('0');
    await checkout.submit();
    expect(checkout.problems.map((problem) => problem.key)).toEqual(['incorrect_room_number']);
  });
});

describe('CheckoutViewModel: sending the order (checkout 4 and 8)', () => {
  it('checkout 4: an accepted order empties the basket and opens its tracking page', async () => {
    const session = await demoSession();
    addEspresso(session, 2);
    const { checkout, navigations, timers } = checkoutOf(session);
    fillValidContact(checkout);
    checkout.commentsAndOptions.setComment('Sans sucre');
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    expect(session.basket.isEmpty).toBe(true);
    expect(navigations).toEqual([{ to: expect.stringMatching(/^\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/), options: { replace: true } }]);
    expect(timers.pendingCount).toBe(0);
  });

  it('checkout 4 "Checkout details (order type, schedule, collect hour, comment) reset after an order": the kept slot is forgotten once taken, not before', async () => {
    const session = await demoSession();
    addEspresso(session, 2);
    const resets: string[] = [];
    const { checkout } = checkoutOf(session, undefined, { resetCheckoutDetails: () => resets.push('reset') });
    await checkout.submit();
    expect(resets).toEqual([]);
    fillValidContact(checkout);
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    expect(resets).toEqual(['reset']);
  });

  it('a hotel order to the room is accepted with its room number', async () => {
    const session = await demoSession('hotel-riviera');
    addEspresso(session);
    const { checkout, navigations } = checkoutOf(session);
    checkout.contact.setFullName('Bob Lee');
    checkout.details.setRoomNumber('214');
    await checkout.submit();
    // checkout 4: a room order paid on the spot is tracked as the room and scan variant.
    expect(navigations[0]?.to).toMatch(/^\/hotel-riviera\/trackOrder\?orderId=[0-9A-Z]{12}&type=scan$/);
  });

  it('checkout 2: while the order is sent the in-progress state shows', async () => {
    const session = await demoSession();
    addEspresso(session);
    let answer: (result: Result<OrderPlaced, PlaceOrderFailure>) => void = () => undefined;
    const pending: PlaceOrderLike = { execute: () => new Promise((resolve) => (answer = resolve)) };
    const { checkout } = checkoutOf(session, pending);
    fillValidContact(checkout);
    const sent = checkout.submit();
    await Promise.resolve();
    expect(checkout.state).toEqual({ kind: 'sending' });
    expect(checkout.isSending).toBe(true);
    answer(fail({ kind: 'gateway', error: 'network', message: 'offline' }));
    await sent;
  });

  it('checkout 4: after 25 s without an answer the in-progress screen turns to its error state and warns', async () => {
    const session = await demoSession();
    addEspresso(session);
    const never: PlaceOrderLike = { execute: () => new Promise(() => undefined) };
    const { checkout, timers, warnings } = checkoutOf(session, never);
    fillValidContact(checkout);
    void checkout.submit();
    await Promise.resolve();
    timers.advance(IN_PROGRESS_TIMEOUT_MS - 1);
    expect(checkout.state.kind).toBe('sending');
    timers.advance(1);
    expect(checkout.state).toEqual({ kind: 'timed_out' });
    expect(warnings).toHaveLength(1);
    expect(session.basket.itemCount).toBe(1);
  });

  it('an order accepted after the 25 s error still opens its tracking page: it exists', async () => {
    const session = await demoSession();
    addEspresso(session);
    let answer: (result: Result<OrderPlaced, PlaceOrderFailure>) => void = () => undefined;
    const late: PlaceOrderLike = { execute: () => new Promise((resolve) => (answer = resolve)) };
    const { checkout, timers, navigations } = checkoutOf(session, late);
    fillValidContact(checkout);
    const sent = checkout.submit();
    await Promise.resolve();
    timers.advance(IN_PROGRESS_TIMEOUT_MS);
    answer(ok({ orderNumber: '77', redirectionUrl: null, payload: {} as OrderPlaced['payload'] }));
    await sent;
    expect(navigations).toEqual([{ to: '/le-comptoir/trackOrder?orderId=77', options: { replace: true } }]);
  });

  it("checkout 2: the in-progress screen's back to the menu stays on the menu when the answer comes later", async () => {
    const session = await demoSession();
    addEspresso(session);
    let answer: (result: Result<OrderPlaced, PlaceOrderFailure>) => void = () => undefined;
    const late: PlaceOrderLike = { execute: () => new Promise((resolve) => (answer = resolve)) };
    const { checkout, navigations } = checkoutOf(session, late);
    const leave = checkout.start();
    fillValidContact(checkout);
    const sent = checkout.submit();
    await Promise.resolve();
    // The customer presses "back to the menu": the checkout screen goes away.
    leave();
    answer(ok({ orderNumber: '77', redirectionUrl: null, payload: {} as OrderPlaced['payload'] }));
    await sent;
    expect(navigations).toEqual([]);
    expect(session.basket.isEmpty).toBe(true);
  });

  it('a network failure keeps the basket and lets the customer try again', async () => {
    const session = await demoSession();
    addEspresso(session);
    let calls = 0;
    const real = await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
    const flaky: PlaceOrderLike = {
      execute: async (input) => (++calls === 1 ? fail({ kind: 'gateway', error: 'network', message: 'offline' }) : real.execute(input)),
    };
    const { checkout, navigations } = checkoutOf(session, flaky);
    fillValidContact(checkout);
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'failed' });
    expect(session.basket.itemCount).toBe(1);
    expect(navigations).toEqual([]);

    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    expect(navigations[0]?.to).toMatch(/^\/le-comptoir\/trackOrder\?orderId=[0-9A-Z]{12}$/);
  });

  it('checkout 8: a stock error goes to the out-of-stock page with its entities', async () => {
    const session = await demoSession();
    addEspresso(session);
    const entities = { quantityIds: [], productIds: [2201], optionItemIds: [] };
    const { checkout, navigations } = checkoutOf(session, refusing({ err: 'stock_error', entities }));
    fillValidContact(checkout);
    await checkout.submit();
    expect(navigations).toEqual([{ to: '/le-comptoir/outofstock', options: { state: { entities } } }]);
  });

  it('checkout 8: product integrity goes to the tracking page with its type', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = checkoutOf(session, refusing({ err: 'product_integrity' }));
    fillValidContact(checkout);
    await checkout.submit();
    expect(navigations).toEqual([{ to: '/le-comptoir/trackOrder?type=product_integrity' }]);
    expect(session.basket.itemCount).toBe(1);
  });

  it('checkout 8: a black-listed phone goes to tracking with its type and data', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = checkoutOf(session, refusing({ err: 'blacklist_phone', data: '+33612345678' }));
    fillValidContact(checkout);
    await checkout.submit();
    expect(navigations[0]?.to).toBe('/le-comptoir/trackOrder?type=blacklist_phone&data=%2B33612345678');
  });

  it('browsing 2.7: a limitation with its entities goes to the limitation page of its type', async () => {
    const session = await demoSession();
    addEspresso(session);
    const entities = { productIds: [2201], categoriesIds: [22] };
    const { checkout, navigations } = checkoutOf(session, refusing({ err: 'limitation_products', entities }));
    fillValidContact(checkout);
    await checkout.submit();
    expect(navigations).toEqual([{ to: '/le-comptoir/limitation/limitation_products', options: { state: { entities } } }]);
  });

  it('browsing 8: a limitation without entities is told by its title', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = checkoutOf(session, refusing({ err: 'limitation_total_products' }));
    fillValidContact(checkout);
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'refused', key: 'limitation_order_total_products_full' });
    expect(navigations).toEqual([]);
  });

  it('a second submit while sending sends nothing more', async () => {
    const session = await demoSession();
    addEspresso(session);
    let calls = 0;
    const counting: PlaceOrderLike = { execute: () => (calls++, new Promise(() => undefined)) };
    const { checkout } = checkoutOf(session, counting);
    fillValidContact(checkout);
    void checkout.submit();
    await Promise.resolve();
    await Promise.resolve();
    void checkout.submit();
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});

describe('CheckoutViewModel: a submit computes the totals and judges the form once (issue 16)', () => {
  async function counted() {
    const session = await demoSession();
    addEspresso(session);
    const real = session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals);
    const computeTotals = { execute: vi.fn((input: Parameters<ComputeCheckoutTotals['execute']>[0]) => real.execute(input)) };
    const placeOrder = await session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
    const sent: Parameters<PlaceOrder['execute']>[0][] = [];
    const recording: PlaceOrderLike = { execute: (input) => (sent.push(input), placeOrder.execute(input)) };
    const checkout = new CheckoutViewModel(session.settings, session.basket, {
      computeTotals,
      placeOrder: async () => recording,
      navigate: () => undefined,
      origin: 'https://shop.example/',
      timers: new ManualTimers(),
    });
    return { checkout, computeTotals, sent };
  }

  it('a valid submit computes the totals once, and PlaceOrder sends that check without judging it again', async () => {
    const { checkout, computeTotals, sent } = await counted();
    fillValidContact(checkout);
    computeTotals.execute.mockClear();
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    expect(computeTotals.execute).toHaveBeenCalledTimes(1);
    const input = sent[0];
    expect(input && 'checked' in input && input.checked.problems).toEqual([]);
    // The totals PlaceOrder used are the ones computed for the submit, not computed again.
    expect(input && 'checked' in input && input.checked.totals).toBe(computeTotals.execute.mock.results[0]?.value);
  });

  it('a submit with problems computes the totals once, shows every problem and sends nothing', async () => {
    const { checkout, computeTotals, sent } = await counted();
    computeTotals.execute.mockClear();
    await checkout.submit();
    expect(computeTotals.execute).toHaveBeenCalledTimes(1);
    expect(checkout.problems.map((problem) => problem.field)).toEqual(['fullName', 'phone', 'cgv']);
    expect(checkout.state).toEqual({ kind: 'editing' });
    expect(sent).toEqual([]);
  });
});

describe('CheckoutViewModel: an order whose answer was lost (issue 15.5)', () => {
  function lostAnswerCheckout(session: DemoSession, deps: { execute?: PlaceOrderLike['execute']; resume?: () => Promise<PendingOrder> } = {}) {
    const navigations: Navigation[] = [];
    const checkout = new CheckoutViewModel(session.settings, session.basket, {
      computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
      placeOrder: async () => ({ execute: deps.execute ?? (async () => fail({ kind: 'outcome_unknown', message: 'socket hang up' })) }),
      navigate: (to, options) => navigations.push({ to, ...(options && { options }) }),
      origin: 'https://shop.example/',
      timers: new ManualTimers(),
      ...(deps.resume && { resumePendingOrder: deps.resume }),
    });
    return { checkout, navigations };
  }
  const recoveredOrder = (): OrderPlaced => ({
    orderNumber: 'LOSTANSWER01',
    redirectionUrl: null,
    payload: { order_types_id: OrderTypeId.takeAway, payement_infos: { type: 'ONSPOT' } } as OrderPlaced['payload'],
    recovered: true,
  });

  it('checkout 8 and 9: the order left and its answer was lost: the page says the outcome is unknown, not "not sent", and keeps the basket', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = lostAnswerCheckout(session);
    fillValidContact(checkout);
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'outcome_unknown' });
    expect(session.basket.itemCount).toBe(1);
    expect(navigations).toEqual([]);
  });

  it('an edit then validate finds the order the first attempt took: the customer is taken to it and told the edit was not sent', async () => {
    const session = await demoSession();
    addEspresso(session);
    let calls = 0;
    const { checkout, navigations } = lostAnswerCheckout(session, {
      execute: async () => (++calls === 1 ? fail({ kind: 'outcome_unknown', message: 'socket hang up' }) : ok(recoveredOrder())),
    });
    fillValidContact(checkout);
    await checkout.submit();
    checkout.commentsAndOptions.setComment('Sans sucre');
    await checkout.submit();
    expect(checkout.state).toEqual({ kind: 'placed' });
    // The order's page says that the comment added was not sent.
    expect(navigations).toEqual([{ to: '/le-comptoir/trackOrder?orderId=LOSTANSWER01', options: { replace: true, state: { orderFoundAgain: true } } }]);
    expect(session.basket.isEmpty).toBe(true);
  });

  it('the page that loads with an attempt left pending goes to the order it took', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = lostAnswerCheckout(session, { resume: async () => ({ kind: 'found', placed: recoveredOrder() }) });
    checkout.start();
    await vi.waitFor(() => expect(navigations).toEqual([{ to: '/le-comptoir/trackOrder?orderId=LOSTANSWER01', options: { replace: true, state: { orderFoundAgain: true } } }]));
    expect(session.basket.isEmpty).toBe(true);
  });

  it('the page that loads and cannot learn what became of the attempt says the outcome is unknown', async () => {
    const session = await demoSession();
    addEspresso(session);
    const { checkout, navigations } = lostAnswerCheckout(session, { resume: async () => ({ kind: 'unknown', message: 'offline' }) });
    checkout.start();
    await vi.waitFor(() => expect(checkout.state).toEqual({ kind: 'outcome_unknown' }));
    expect(navigations).toEqual([]);
    expect(session.basket.itemCount).toBe(1);
  });
});

describe("CheckoutViewModel: browsing 2.4, the group's chosen order type", () => {
  it("starts on the order type chosen on the group's delivery-details menu when the outlet offers it", async () => {
    const session = await demoSession('le-comptoir');
    const offered = session.settings.orderTypes.map((type) => type.id);
    const last = offered.at(-1)!;
    const deps = { computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals), placeOrder: async () => refusing({ err: 'stock_error' } as OrderRejection), navigate: () => undefined, origin: 'https://shop.example/', timers: new ManualTimers() };
    expect(new CheckoutViewModel(session.settings, session.basket, { ...deps, groupOrderTypeChoice: String(last) }).orderTypeId).toBe(last);
    expect(new CheckoutViewModel(session.settings, session.basket, { ...deps, groupOrderTypeChoice: String(OrderTypeId.roomDelivery) }).orderTypeId).toBe(offered[0]);
    expect(new CheckoutViewModel(session.settings, session.basket, deps).orderTypeId).toBe(offered[0]);
  });
});
