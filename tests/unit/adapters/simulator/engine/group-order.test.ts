import { describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { DemoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aGroupOrderPayload, galette, margherita } from '../../fixtures/group-order-payloads';
import { anEngine, thrownBy } from '../../fixtures/simulator-engines';

function withHiddenPizza(group: DemoEstablishment): DemoEstablishment {
  const children = group.settings.multi_establishment!.childrens.map((child) => (child.restaurant_token === 'les-halles-pizza' ? { ...child, visible: false } : child));
  return { ...group, settings: { ...group.settings, multi_establishment: { ...group.settings.multi_establishment!, childrens: children } } };
}

function pizzaWithStock(units: number): DemoEstablishment {
  const pizza = demoEstablishment('les-halles-pizza');
  return { ...pizza, catalogue: { ...pizza.catalogue, products: pizza.catalogue.products.map((product) => (product.id === 2101 ? { ...product, stock: { number_available: units } } : product)) } };
}

const halles = (overrides: { group?: DemoEstablishment; pizza?: DemoEstablishment } = {}) =>
  anEngine({ establishments: [overrides.group ?? demoEstablishment('les-halles'), demoEstablishment('les-halles-crepes'), overrides.pizza ?? demoEstablishment('les-halles-pizza'), demoEstablishment('le-comptoir')] });

const refusal = (call: () => unknown) => {
  const error = thrownBy(call);
  if (!(error instanceof SimulatorError)) throw error;
  return { kind: error.kind, field: error.field, code: error.code };
};

describe('checkout 7: the simulator takes a group order (order/multiRestaurant)', () => {
  it('creates one order per child, each tracked at its own outlet with the price of its own menu', () => {
    const engine = halles();
    const answer = engine.placeGroupOrder('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette(2)]], ['les-halles-pizza', [margherita()]]]));
    expect(answer.accepted).toBe(true);
    const crepes = engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 });
    const pizza = engine.exportOrders({ restaurantId: 'les-halles-pizza', limit: 10 });
    expect(crepes.map((order) => [order.total, order.payload.restaurant_id, order.payload.payement_infos.provider_id])).toEqual([[1900, 'les-halles-crepes', 1]]);
    expect(pizza.map((order) => order.total)).toEqual([1100]);
    if (!answer.accepted) return;
    expect(engine.trackGroupOrder('les-halles', answer.order.order_number).parts.map((part) => part.track.order_number)).toEqual([crepes[0]!.order_number, pizza[0]!.order_number]);
    // Issue 22.14: each part says its outlet's prefix, so the two first orders of the day read CR-001 and PZ-001.
    expect(engine.trackGroupOrder('les-halles', answer.order.order_number).parts.map((part) => [part.display_prefix, part.track.display_order_number])).toEqual([['CR-', '001'], ['PZ-', '001']]);
    // Each outlet sees its own order; the group's number is not an outlet's: checkout 8's ORDER_UNAVAILABLE
    // under the group or its outlets, unknown under any other restaurant.
    expect(engine.track('les-halles-pizza', pizza[0]!.order_number).total_price).toBe(1100);
    const unavailable = refusal(() => engine.track('les-halles-pizza', answer.order.order_number));
    expect([unavailable.kind, unavailable.code]).toEqual(['unprocessable', 'ORDER_UNAVAILABLE']);
    expect(refusal(() => engine.track('les-halles', answer.order.order_number)).code).toBe('ORDER_UNAVAILABLE');
    expect(refusal(() => engine.track('le-comptoir', answer.order.order_number)).kind).toBe('not_found');
    expect(refusal(() => engine.trackGroupOrder('le-comptoir', answer.order.order_number)).kind).toBe('not_found');
  });

  it('recomputes every child price from its own menu: a line priced by the client is refused, nothing stored', () => {
    const engine = halles();
    const answer = engine.placeGroupOrder('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette()]], ['les-halles-pizza', [{ ...margherita(), unit_price: 100 }]]]));
    expect(answer.accepted).toBe(false);
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })).toEqual([]);
  });

  it('all or nothing: a child out of stock refuses the whole order and the other child keeps no order', () => {
    const engine = halles({ pizza: pizzaWithStock(0) });
    const answer = engine.placeGroupOrder('les-halles', aGroupOrderPayload());
    expect(answer).toMatchObject({ accepted: false, rejection: { err: 'stock_error', entities: { productIds: [2101] } } });
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })).toEqual([]);
  });

  it('refuses an unknown child, an invisible child, a child named twice, and a child outside the group', () => {
    const engine = halles({ group: withHiddenPizza(demoEstablishment('les-halles')) });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([['nowhere', [galette()]]])))).toEqual({ kind: 'unprocessable', field: 'orders.0.restaurant_child_token' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette()]], ['les-halles-pizza', [margherita()]]])))).toEqual({ kind: 'unprocessable', field: 'orders.1.restaurant_child_token' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([['le-comptoir', [galette()]]])))).toEqual({ kind: 'unprocessable', field: 'orders.0.restaurant_child_token' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette()]], ['les-halles-crepes', [galette()]]])))).toEqual({ kind: 'bad_request', field: 'orders.1.restaurant_child_token' });
  });

  it('refuses an empty child order, and bounds the orders list', () => {
    const engine = halles();
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette()]], ['les-halles-pizza', []]])))).toMatchObject({ kind: 'bad_request', field: 'orders.1.products.count' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload([], { products: { count: 1, data: [] } })))).toEqual({ kind: 'bad_request', field: 'orders' });
    const many = Array.from({ length: 21 }, (_, index) => [`child-${index}`, [galette()]] as const);
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload(many)))).toEqual({ kind: 'bad_request', field: 'orders' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', { ...aGroupOrderPayload(), products: { count: 5, data: [] } }))).toEqual({ kind: 'unprocessable', field: 'products.count' });
    // checkout 3: at most 100 lines in one order, the children's together.
    const lines = Array.from({ length: 60 }, () => galette());
    const tooMany = aGroupOrderPayload([['les-halles-crepes', lines], ['les-halles-pizza', Array.from({ length: 60 }, () => margherita())]]);
    expect(refusal(() => engine.placeGroupOrder('les-halles', tooMany))).toEqual({ kind: 'bad_request', field: 'orders' });
  });

  it('refuses a child whose order type does not match, an online payment, a tip, and a group that is not one', () => {
    const engine = halles();
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload(undefined, { order_types_id: OrderTypeId.roomDelivery })))).toEqual({ kind: 'unprocessable', field: 'orders.0.order_types_id' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload(undefined, { order_types_id: OrderTypeId.delivery })))).toEqual({ kind: 'bad_request', field: 'order_types_id' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload(undefined, { payement_infos: { type: 'ONLINE', provider_id: 8, payment_type_id: 1, success_url: '', cancel_url: '' } })))).toEqual({ kind: 'bad_request', field: 'payement_infos.type' });
    expect(refusal(() => engine.placeGroupOrder('les-halles', aGroupOrderPayload(undefined, { tips: 100 })))).toEqual({ kind: 'bad_request', field: 'tips' });
    expect(refusal(() => engine.placeGroupOrder('le-comptoir', aGroupOrderPayload(undefined, { restaurant_id: 'le-comptoir' })))).toEqual({ kind: 'bad_request', field: 'restaurant_token' });
  });

  it('a group order survives a restart: its tracking is found again', () => {
    const store = new SqliteSimulatorStore();
    const establishments = ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment);
    const engine = anEngine({ establishments, store });
    const answer = engine.placeGroupOrder('les-halles', aGroupOrderPayload());
    if (!answer.accepted) throw new Error('refused');
    expect(engine.trackGroupOrder('les-halles', answer.order.order_number).parts).toHaveLength(2);
    engine.reset();
    expect(refusal(() => engine.trackGroupOrder('les-halles', answer.order.order_number)).kind).toBe('not_found');
  });
});
