import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../../../../core/domain/basket/basket';
import { computeBasketTotals } from '../../../../../core/domain/basket/basket-totals';
import type { CheckoutProblem } from '../../../../../core/domain/checkout/checkout-validation';
import { checkCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import type { PlaceOrderAnswer } from '../../../../../core/ports/order-gateway';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { OrderAttempts } from '../../../../../core/use-cases/order/order-attempts';
import { PlaceOrder } from '../../../../../core/use-cases/order/place-order';
import type { PlaceOrderInput } from '../../../../../core/use-cases/order/place-order';
import { SubmitOrderPayload } from '../../../../../core/use-cases/order/submit-order-payload';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm } from '../../fixtures/checkout-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { EMPTY_DELIVERY_ADDRESS } from '../../../../../core/domain/order-type/delivery-address';

/** checkout 3: a delivery carries its address. */
const A_DELIVERY_ADDRESS = { ...EMPTY_DELIVERY_ADDRESS, street: '3 rue du Nil', postCode: '75002', city: 'Paris' };
import { SequentialIdGenerator } from '../../fixtures/sequential-id-generator';

const basket = aBasketWith([
  aBasketEntry(aBasketProduct({ id: 1, name: 'Steak', category_id: 10, unitPrice: 1500 }), 1),
  aBasketEntry(aBasketProduct(), 2),
]);

function setUp(answer?: PlaceOrderAnswer | Error) {
  const storage = new InMemoryKeyValueStore();
  const basketStore = new BasketStore(storage);
  basketStore.save(basket);
  const gateway = new RecordingOrderGateway(answer);
  const ids = new SequentialIdGenerator();
  // A new PlaceOrder over the same storage is the page after a reload.
  const reloaded = () => new PlaceOrder(basketStore, new SubmitOrderPayload(gateway), new OrderAttempts(storage, ids));
  return { basketStore, gateway, placeOrder: reloaded(), reloaded, storage };
}

const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  settings: aRestaurant(),
  form: aValidCheckoutForm(),
  returnUrls: { success: 'https://shop.example/resto-1/confirmation', cancel: 'https://shop.example/resto-1/validation' },
  ...overrides,
});

describe('PlaceOrder (checkout 4: checkout flow)', () => {
  it('checkout 4: an invalid form returns every problem and nothing is sent', async () => {
    const { gateway, basketStore, placeOrder } = setUp();
    const result = await placeOrder.execute(input({ form: aValidCheckoutForm({ cgvAccepted: false, phone: '12' }) }));
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        problems: [
          { field: 'phone', key: 'incorrect_phone_number' },
          { field: 'cgv', key: 'missing_cgv_checked' },
        ],
      },
    });
    expect(gateway.placed).toEqual([]);
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it('checkout 5: an empty stored basket cannot be ordered', async () => {
    const { gateway, basketStore, placeOrder } = setUp();
    basketStore.empty('resto-1');
    const result = await placeOrder.execute(input());
    expect(!result.ok && result.error.kind === 'invalid' && result.error.problems).toEqual([{ field: 'basket', key: 'empty_basket' }]);
    expect(gateway.placed).toEqual([]);
  });

  it('checkout 5: a stored basket below the chosen order type minimum price is not sent', async () => {
    const { gateway, basketStore, placeOrder } = setUp();
    basketStore.save(aBasketWith([aBasketEntry(aBasketProduct({ unitPrice: 300 }), 1)]));
    const result = await placeOrder.execute(input({ form: aValidCheckoutForm({ orderTypeId: OrderTypeId.delivery, deliveryAddress: A_DELIVERY_ADDRESS }) }));
    expect(!result.ok && result.error.kind === 'invalid' && result.error.problems).toEqual([{ field: 'basket', key: 'order_possible_from' }]);
    expect(gateway.placed).toEqual([]);
  });

  it('checkout 4: an accepted order sends the payload built from the stored basket and the form', async () => {
    const { gateway, placeOrder } = setUp();
    const result = await placeOrder.execute(input());
    expect(gateway.placed).toHaveLength(1);
    const sent = gateway.placed[0]!;
    expect(sent.restaurantId).toBe('resto-1');
    expect(sent.payload.products.count).toBe(3);
    expect(sent.payload.products.data.map((line) => [line.product_id, line.nb])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(sent.payload.name).toBe('Jeanne Dupont');
    expect(sent.idempotencyKey).toBe('uuid-1');
    expect(sent.payload.metrics_uuid).toBe('uuid-2');
    expect(sent.payload.payement_infos.success_url).toBe('https://shop.example/resto-1/confirmation');
    expect(result).toEqual({ ok: true, value: { orderNumber: 'ORDER-1', redirectionUrl: null, payload: sent.payload } });
  });

  it('checkout 4: the delivery cost of a delivery order is sent with it', async () => {
    const { gateway, placeOrder } = setUp();
    await placeOrder.execute(input({ form: aValidCheckoutForm({ orderTypeId: OrderTypeId.delivery, deliveryAddress: A_DELIVERY_ADDRESS }) }));
    expect(gateway.placed[0]?.payload.delivery_cost).toBe(300);
  });

  it('checkout 4: an accepted order empties the basket in storage', async () => {
    const { basketStore, placeOrder } = setUp();
    await placeOrder.execute(input());
    expect(basketStore.read('resto-1').basket).toEqual(emptyBasket('resto-1'));
  });

  it('checkout 4: an online payment hands back where to send the customer to pay', async () => {
    const { placeOrder } = setUp({ accepted: true, order: { order_number: 'A12', redirectionUrl: 'https://pay.example/A12' } });
    // checkout 5: provider 8 draws hosted card fields, which must report complete.
    const result = await placeOrder.execute(input({ form: aValidCheckoutForm({ payment: { mode: 'ONLINE', providerId: 8, paymentTypeId: 2 }, hostedFieldsComplete: true }) }));
    expect(result.ok && [result.value.orderNumber, result.value.redirectionUrl]).toEqual(['A12', 'https://pay.example/A12']);
  });

  it('checkout 8: a refused order keeps the basket and maps the refusal to what happens next', async () => {
    const entities = { quantityIds: [], productIds: [2], optionItemIds: [] };
    const { basketStore, placeOrder } = setUp({ accepted: false, rejection: { err: 'stock_error', entities } });
    const result = await placeOrder.execute(input());
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', rejection: { err: 'stock_error', entities }, outcome: { kind: 'out_of_stock', entities } },
    });
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it('checkout 8: a promotion refusal is mapped to its inline message', async () => {
    const { placeOrder } = setUp({ accepted: false, rejection: { err: 'promotion_error', data: 'no_usages_left' } });
    const result = await placeOrder.execute(input());
    expect(!result.ok && result.error.kind === 'rejected' && result.error.outcome).toEqual({ kind: 'promotion', key: 'no_usages_left' });
  });

  it('checkout 8: a failure before the order left keeps the basket and says it was not sent', async () => {
    const { basketStore, placeOrder } = setUp(new GatewayError('network', 'offline', undefined, { neverSent: true }));
    const result = await placeOrder.execute(input());
    expect(result).toEqual({ ok: false, error: { kind: 'gateway', error: 'network', message: 'offline', neverSent: true } });
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it.each([
    ['a connection lost after sending', new GatewayError('network', 'socket hang up')],
    ['a server failure (5xx, its effect unknown)', new GatewayError('server', 'the platform answered 502')],
    ['an answer that cannot be read', new GatewayError('malformed_response', 'placed order: data: Invalid key')],
  ])('issue 15.5 (checkout 8, 9): %s keeps the basket and says the outcome is unknown, not "not sent"', async (_what, error) => {
    const { basketStore, placeOrder } = setUp(error);
    const result = await placeOrder.execute(input());
    expect(result).toEqual({ ok: false, error: { kind: 'outcome_unknown', message: error.message } });
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });
});

describe("PlaceOrder: a submit's check is not made again (issue 16)", () => {
  const settings = aRestaurant();
  const deliveryForm = aValidCheckoutForm({ orderTypeId: OrderTypeId.delivery, deliveryAddress: A_DELIVERY_ADDRESS });
  const checkedAs = (form = deliveryForm, problems: readonly CheckoutProblem[] = []) => {
    const totals = { ...computeBasketTotals(basket, settings.orderTypes.find((type) => type.id === form.orderTypeId) ?? null), deliveryCost: 450 };
    return { form, basket, totals, problems };
  };

  it('checkout 4: the basket and the totals the submit judged are sent as they are, not judged again', async () => {
    const { gateway, basketStore, placeOrder } = setUp();
    // The stored basket is not read, nor the form judged again: a check says what is wrong, once.
    basketStore.empty('resto-1');
    const result = await placeOrder.execute({ settings, checked: checkedAs({ ...deliveryForm, cgvAccepted: false }), returnUrls: input().returnUrls });
    expect(result.ok).toBe(true);
    expect(gateway.placed[0]?.payload.products.data.map((line) => [line.product_id, line.nb])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(gateway.placed[0]?.payload.delivery_cost).toBe(450);
  });

  it("checkout 5: a check's problems are the answer, and nothing is sent", async () => {
    const { gateway, placeOrder } = setUp();
    const problems = [{ field: 'cgv', key: 'missing_cgv_checked' }] as const;
    const result = await placeOrder.execute({ settings, checked: checkedAs(deliveryForm, problems), returnUrls: input().returnUrls });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', problems } });
    expect(gateway.placed).toEqual([]);
  });

  it('checkCheckout judges a form on the totals it is given, and keeps them', () => {
    const { totals } = checkedAs();
    const checked = checkCheckout({ ...deliveryForm, cgvAccepted: false }, settings, basket, totals);
    expect(checked.totals).toBe(totals);
    expect(checked.problems).toEqual([{ field: 'cgv', key: 'missing_cgv_checked' }]);
  });
});

describe('PlaceOrder: an attempt whose answer was lost is looked up before its key changes (issue 15.5)', () => {
  const lostThenFound = () => {
    const setup = setUp(new GatewayError('network', 'socket hang up'));
    setup.gateway.answerFindAttemptWith({ order_number: 'ORDER-LOST', redirectionUrl: null });
    return setup;
  };

  it('an edit after a lost answer finds the order the first attempt took: it is the answer, nothing sent again, the basket emptied', async () => {
    const { gateway, basketStore, placeOrder } = lostThenFound();
    await placeOrder.execute(input());
    const edited = await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    expect(gateway.lookedUp).toEqual([{ restaurantId: 'resto-1', idempotencyKey: 'uuid-1' }]);
    expect(gateway.placed).toHaveLength(1);
    expect(edited).toEqual({ ok: true, value: { orderNumber: 'ORDER-LOST', redirectionUrl: null, payload: gateway.placed[0]?.payload, recovered: true } });
    expect(basketStore.read('resto-1').basket).toEqual(emptyBasket('resto-1'));
  });

  it('after that, the next order is a new attempt with no question asked', async () => {
    const { gateway, basketStore, placeOrder } = lostThenFound();
    await placeOrder.execute(input());
    await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    gateway.answerPlaceWith({ accepted: true, order: { order_number: 'ORDER-2', redirectionUrl: null } });
    basketStore.save(basket);
    expect(await placeOrder.execute(input())).toMatchObject({ ok: true, value: { orderNumber: 'ORDER-2' } });
    expect(gateway.lookedUp).toHaveLength(1);
    expect(gateway.placed.map((sent) => sent.idempotencyKey)).toEqual(['uuid-1', 'uuid-3']);
  });

  it('an edit finding no order under the pending key sends the edited order under a new key', async () => {
    const { gateway, placeOrder } = setUp(new GatewayError('network', 'socket hang up'));
    await placeOrder.execute(input());
    gateway.answerPlaceWith({ accepted: true, order: { order_number: 'ORDER-1', redirectionUrl: null } });
    const edited = await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    expect(edited).toMatchObject({ ok: true, value: { orderNumber: 'ORDER-1' } });
    expect(edited.ok && edited.value.recovered).toBeUndefined();
    expect(gateway.placed.map((sent) => [sent.idempotencyKey, sent.payload.comment])).toEqual([
      ['uuid-1', ''],
      ['uuid-3', 'Sans sel'],
    ]);
  });

  it('a lookup that fails sends nothing and keeps the key and the basket: the outcome is still unknown', async () => {
    const { gateway, basketStore, placeOrder, reloaded } = setUp(new GatewayError('network', 'socket hang up'));
    await placeOrder.execute(input());
    gateway.answerFindAttemptWith(new GatewayError('network', 'still offline'));
    expect(await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }))).toEqual({ ok: false, error: { kind: 'outcome_unknown', message: 'still offline' } });
    expect(gateway.placed).toHaveLength(1);
    expect(basketStore.read('resto-1').basket).toEqual(basket);
    // Later, after a reload, the same question is asked about the same key.
    gateway.answerFindAttemptWith(null).answerPlaceWith({ accepted: true, order: { order_number: 'ORDER-1', redirectionUrl: null } });
    await reloaded().execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    expect(gateway.lookedUp.map((lookup) => lookup.idempotencyKey)).toEqual(['uuid-1', 'uuid-1']);
  });

  it('validating again the same basket and form asks nothing: under the same key the platform answers its first answer', async () => {
    const { gateway, placeOrder } = setUp(new GatewayError('network', 'socket hang up'));
    await placeOrder.execute(input());
    await placeOrder.execute(input());
    expect(gateway.lookedUp).toEqual([]);
    expect(gateway.placed.map((sent) => sent.idempotencyKey)).toEqual(['uuid-1', 'uuid-1']);
  });

  it.each([
    ['a refusal', { accepted: false as const, rejection: { err: 'stock_error' as const } }],
    ['a request refused as invalid', new GatewayError('bad_request', 'phone', 'phone')],
    ['a request that never left', new GatewayError('network', 'offline', undefined, { neverSent: true })],
  ])('after %s nothing can have been taken: an edit is a new attempt with no question asked', async (_what, answer) => {
    const { gateway, placeOrder } = setUp(answer);
    await placeOrder.execute(input());
    await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    expect(gateway.lookedUp).toEqual([]);
    expect(gateway.placed.map((sent) => sent.idempotencyKey)).toEqual(['uuid-1', 'uuid-3']);
  });

  it('a page that loads with an attempt left pending is given the order it took, the basket emptied', async () => {
    const { basketStore, placeOrder, reloaded } = lostThenFound();
    await placeOrder.execute(input());
    const page = reloaded();
    expect(await page.resume('resto-1')).toMatchObject({ kind: 'found', placed: { orderNumber: 'ORDER-LOST', recovered: true } });
    expect(basketStore.read('resto-1').basket).toEqual(emptyBasket('resto-1'));
    expect(await page.resume('resto-1')).toEqual({ kind: 'none' });
  });

  it('a page that loads with nothing pending asks nothing', async () => {
    const { gateway, placeOrder } = setUp();
    expect(await placeOrder.resume('resto-1')).toEqual({ kind: 'none' });
    await placeOrder.execute(input());
    expect(await placeOrder.resume('resto-1')).toEqual({ kind: 'none' });
    expect(gateway.lookedUp).toEqual([]);
  });

  it('a page that loads and cannot ask says the outcome is still unknown, and keeps the basket', async () => {
    const { gateway, basketStore, placeOrder } = setUp(new GatewayError('network', 'socket hang up'));
    await placeOrder.execute(input());
    gateway.answerFindAttemptWith(new GatewayError('network', 'still offline'));
    expect(await placeOrder.resume('resto-1')).toEqual({ kind: 'unknown', message: 'still offline' });
    expect(basketStore.read('resto-1').basket).toEqual(basket);
  });

  it('an attempt stored before attempts said whether they were pending counts as pending', async () => {
    const { gateway, storage, placeOrder } = setUp();
    storage.set('order_attempt:resto-1', JSON.stringify({ fingerprint: JSON.stringify({ payement_infos: { type: 'ONSPOT' }, order_types_id: 3 }), idempotencyKey: 'old-key', metricsUuid: 'old-metrics' }));
    await placeOrder.execute(input());
    expect(gateway.lookedUp).toEqual([{ restaurantId: 'resto-1', idempotencyKey: 'old-key' }]);
  });
});

describe('PlaceOrder: one attempt, one order (idempotency key)', () => {
  it('a retry after a lost answer sends the same request under the same key, even after a reload', async () => {
    const { gateway, placeOrder, reloaded } = setUp(new GatewayError('network', 'the answer was lost'));
    await placeOrder.execute(input());
    await placeOrder.execute(input());
    gateway.answerPlaceWith({ accepted: true, order: { order_number: 'ORDER-1', redirectionUrl: null } });
    await reloaded().execute(input());
    const [first, second, afterReload] = gateway.placed;
    expect(new Set(gateway.placed.map((sent) => sent.idempotencyKey))).toEqual(new Set(['uuid-1']));
    expect(second?.payload).toEqual(first?.payload);
    expect(afterReload?.payload).toEqual(first?.payload);
  });

  it('a change of the basket or of the form is a new attempt with a new key', async () => {
    const { gateway, placeOrder, basketStore } = setUp(new GatewayError('network', 'offline'));
    await placeOrder.execute(input());
    await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    basketStore.save(aBasketWith([aBasketEntry(aBasketProduct(), 3)]));
    await placeOrder.execute(input({ form: aValidCheckoutForm({ comment: 'Sans sel' }) }));
    expect(gateway.placed.map((sent) => sent.idempotencyKey)).toEqual(['uuid-1', 'uuid-3', 'uuid-5']);
  });

  it('once the order is taken, the next order is a new attempt, even with the same basket and form', async () => {
    const { gateway, placeOrder, basketStore } = setUp();
    await placeOrder.execute(input());
    basketStore.save(basket);
    await placeOrder.execute(input());
    expect(gateway.placed.map((sent) => sent.idempotencyKey)).toEqual(['uuid-1', 'uuid-3']);
  });

  it('corrupt storage of the attempt loses nothing but the key: a new attempt starts', async () => {
    const { gateway, placeOrder, storage } = setUp();
    storage.set('order_attempt:resto-1', '{not json');
    expect((await placeOrder.execute(input())).ok).toBe(true);
    expect(gateway.placed[0]?.idempotencyKey).toBe('uuid-1');
  });
});
