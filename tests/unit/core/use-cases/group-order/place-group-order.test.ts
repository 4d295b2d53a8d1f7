import { describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import { InProcessGroupOrderGateway } from '../../../../../adapters/simulator/in-process/in-process-group-order-gateway';
import { InMemoryKeyValueStore } from '../../../../../adapters/storage/in-memory-key-value-store';
import type { CheckoutForm } from '../../../../../core/domain/checkout/checkout-form';
import { EMPTY_DELIVERY_ADDRESS } from '../../../../../core/domain/order-type/delivery-address';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { GroupOrderGateway } from '../../../../../core/ports/group-order-gateway';
import { AddToBasket } from '../../../../../core/use-cases/basket/add-to-basket';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { PlaceGroupOrder } from '../../../../../core/use-cases/group-order/place-group-order';
import { OrderAttempts } from '../../../../../core/use-cases/order/order-attempts';
import { anEngine } from '../../../adapters/fixtures/simulator-engines';

const outlets = ['les-halles-crepes', 'les-halles-pizza', 'le-comptoir'].map(demoEstablishment);

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  fullName: 'Camille Durand',
  firstName: '',
  lastName: '',
  phone: '06 12 34 56 78',
  email: '',
  roomNumber: '',
  tableNumber: '',
  deliveryAddress: EMPTY_DELIVERY_ADDRESS,
  timeSlot: null,
  orderTypeId: OrderTypeId.takeAway,
  payment: null,
  cgvAccepted: true,
  comment: '',
  optInPromotions: false,
  ...overrides,
});

function setUp(gateway?: (engine: ReturnType<typeof anEngine>) => GroupOrderGateway) {
  const engine = anEngine({ establishments: [demoEstablishment('les-halles'), ...outlets] });
  const store = new InMemoryKeyValueStore();
  const baskets = new BasketStore(store);
  let ids = 0;
  const attempts = new OrderAttempts(store, { next: () => `id-${(ids += 1)}` });
  const placeGroupOrder = new PlaceGroupOrder(baskets, gateway ? gateway(engine) : new InProcessGroupOrderGateway(engine), attempts);
  const add = (outlet: (typeof outlets)[number], productId: number, quantity = 1) => {
    const added = new AddToBasket(baskets).execute({ restaurantId: outlet.settings.id, catalogue: outlet.catalogue, settings: outlet.settings, productId, selection: [], quantity });
    if (!added.ok) throw new Error(added.error);
  };
  add(outlets[0]!, 1101, 2);
  add(outlets[1]!, 2101);
  const input = { groupId: 'les-halles', outlets: outlets.slice(0, 2).map((outlet) => outlet.settings), form: form() };
  return { engine, baskets, placeGroupOrder, input };
}

describe('PlaceGroupOrder (checkout 3, 4 and 7): one order for the outlets of a group', () => {
  it('sends one order with each outlet lines under its child token, then empties those baskets only', async () => {
    const { engine, baskets, placeGroupOrder, input } = setUp();
    const placed = await placeGroupOrder.execute(input);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.value.payload.orders.map((order) => [order.restaurant_child_token, order.products.count])).toEqual([
      ['les-halles-crepes', 2],
      ['les-halles-pizza', 1],
    ]);
    expect(placed.value.payload).toMatchObject({ restaurant_id: 'les-halles', products: { count: 3, data: [] }, payement_infos: { type: 'ONSPOT' } });
    expect(baskets.read('les-halles-crepes').basket.basketProducts).toEqual([]);
    expect(baskets.read('les-halles-pizza').basket.basketProducts).toEqual([]);
    const status = engine.trackGroupOrder('les-halles', placed.value.orderNumber);
    expect(status.parts.map((part) => part.track.total_price)).toEqual([1900, 1100]);
  });

  it('checkout 5: an invalid form or an order type one outlet does not take sends nothing and keeps the baskets', async () => {
    const { baskets, placeGroupOrder, input } = setUp();
    const invalid = await placeGroupOrder.execute({ ...input, form: form({ phone: '12', orderTypeId: OrderTypeId.delivery }) });
    expect(invalid).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (invalid.ok || invalid.error.kind !== 'invalid') return;
    expect(invalid.error.problems).toEqual(expect.arrayContaining([{ field: 'phone', key: 'incorrect_phone_number' }, { field: 'orderType', key: 'order_type_unavailable' }]));
    expect(baskets.read('les-halles-crepes').basket.basketProducts).toHaveLength(1);
  });

  it('checkout 4: a lost answer keeps every basket, and sending again is the same attempt: one order per outlet', async () => {
    let calls = 0;
    const keys: (string | undefined)[] = [];
    const { engine, baskets, placeGroupOrder, input } = setUp((engine) => {
      const real = new InProcessGroupOrderGateway(engine);
      return {
        track: (groupId, orderNumber) => real.track(groupId, orderNumber),
        findAttempt: (groupId, key) => real.findAttempt(groupId, key),
        place: async (groupId, payload, request) => {
          keys.push(request?.idempotencyKey);
          const answer = await real.place(groupId, payload, request);
          calls += 1;
          // The first answer is lost on the way back.
          if (calls === 1) throw new GatewayError('network', 'the answer was lost');
          return answer;
        },
      };
    });
    // Issue 15.5: the order left; whether it was taken is not known.
    expect(await placeGroupOrder.execute(input)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    expect(baskets.read('les-halles-pizza').basket.basketProducts).toHaveLength(1);
    expect((await placeGroupOrder.execute(input)).ok).toBe(true);
    expect(keys[0]).toBe(keys[1]);
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })).toHaveLength(1);
    expect(engine.exportOrders({ restaurantId: 'les-halles-pizza', limit: 10 })).toHaveLength(1);
  });

  /** A group gateway over the engine whose first order answer is lost on the way back, after the engine took it. */
  const losingTheFirstAnswer = (engine: ReturnType<typeof anEngine>): GroupOrderGateway => {
    const real = new InProcessGroupOrderGateway(engine);
    let lost = false;
    return {
      track: (groupId, orderNumber) => real.track(groupId, orderNumber),
      findAttempt: (groupId, key) => real.findAttempt(groupId, key),
      place: async (groupId, payload, request) => {
        const answer = await real.place(groupId, payload, request);
        if (lost) return answer;
        lost = true;
        throw new GatewayError('network', 'the answer was lost');
      },
    };
  };

  it('issue 15.5: after a lost answer, a comment added (a new attempt) finds the order the first one took: one group order, baskets emptied', async () => {
    const { engine, baskets, placeGroupOrder, input } = setUp(losingTheFirstAnswer);
    expect(await placeGroupOrder.execute(input)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    const edited = await placeGroupOrder.execute({ ...input, form: form({ comment: 'Sans oignons' }) });
    expect(edited).toMatchObject({ ok: true, value: { recovered: true, outletIds: ['les-halles-crepes', 'les-halles-pizza'] } });
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })).toHaveLength(1);
    expect(engine.exportOrders({ restaurantId: 'les-halles-pizza', limit: 10 })).toHaveLength(1);
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })[0]?.payload.comment).toBe('');
    expect(baskets.read('les-halles-crepes').basket.basketProducts).toEqual([]);
    expect(baskets.read('les-halles-pizza').basket.basketProducts).toEqual([]);
  });

  it('issue 15.5: the group checkout page that loads with an attempt left pending is given the order it took', async () => {
    const { baskets, placeGroupOrder, input } = setUp(losingTheFirstAnswer);
    await placeGroupOrder.execute(input);
    const resumed = await placeGroupOrder.resume('les-halles');
    expect(resumed).toMatchObject({ kind: 'found', placed: { recovered: true } });
    expect(baskets.read('les-halles-pizza').basket.basketProducts).toEqual([]);
    expect(await placeGroupOrder.resume('les-halles')).toEqual({ kind: 'none' });
  });

  it('checkout 8: a refusal keeps every basket and says why', async () => {
    const { engine, baskets, placeGroupOrder, input } = setUp();
    engine.setStock('les-halles-pizza', 2101, 0);
    const refused = await placeGroupOrder.execute(input);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected', rejection: { err: 'stock_error' } } });
    expect(baskets.read('les-halles-crepes').basket.basketProducts).toHaveLength(1);
    expect(baskets.read('les-halles-pizza').basket.basketProducts).toHaveLength(1);
  });
});
