import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { randomOrderNumbers, seededOrderNumbers } from '../../../../../adapters/simulator/engine/order-numbers';
import type { OrderChange } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aDeliveryPayload, aLine, aRoomDeliveryPayload, aTakeAwayPayload, soupLine, withLines } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine, anEngineWithStock, leComptoirAtAnyHour, stockOf, thrownBy } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
afterEach(() => {
  engine?.close();
  engine = undefined;
  vi.useRealTimers();
});

function started(...args: Parameters<typeof anEngine>): SimulatorEngine {
  engine = anEngine(...args);
  return engine;
}

function startedWithStock(...args: Parameters<typeof anEngineWithStock>): SimulatorEngine {
  engine = anEngineWithStock(...args);
  return engine;
}

function placed(on: SimulatorEngine, payload: OrderPayload = aTakeAwayPayload()): string {
  const outcome = on.placeOrder(payload.restaurant_id, structuredClone(payload));
  if (!outcome.accepted) throw new Error(`order refused: ${outcome.rejection.err}`);
  return outcome.order.order_number;
}

const doneSteps = (on: SimulatorEngine, restaurantId: string, orderNumber: string) =>
  on.track(restaurantId, orderNumber).steps.filter((step) => step.done).map((step) => step.status_type);

function simulatorError(call: () => unknown): { kind: string; field: string | undefined } {
  const error = thrownBy(call);
  expect(error).toBeInstanceOf(SimulatorError);
  return { kind: (error as SimulatorError).kind, field: (error as SimulatorError).field };
}

describe('SimulatorEngine: catalogue and settings', () => {
  it('knows the demo establishments', () => {
    expect(started().establishmentIds()).toEqual(['le-comptoir', 'hotel-riviera']);
  });

  it('an unknown establishment is not found, for its settings and its catalogue', () => {
    const sim = started();
    expect(simulatorError(() => sim.settings('nowhere'))).toEqual({ kind: 'not_found', field: undefined });
    expect(simulatorError(() => sim.catalogue('nowhere'))).toEqual({ kind: 'not_found', field: undefined });
  });
});

describe('SimulatorEngine: placing orders (checkout 7)', () => {
  it('accepts a valid take-away order and gives it a number of its own', () => {
    const sim = started();
    const outcome = sim.placeOrder('le-comptoir', aTakeAwayPayload());
    expect(outcome).toEqual({ accepted: true, order: { order_number: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{12}$/), redirectionUrl: null }, replayed: false });
  });

  it('order numbers cannot be guessed from one another: no sequence, no shared prefix, all different', () => {
    const sim = started({ orderNumbers: randomOrderNumbers() });
    const numbers = Array.from({ length: 50 }, () => placed(sim, withLines(aTakeAwayPayload(), soupLine(1))));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.every((number) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(number))).toBe(true);
    // Consecutive orders share no more than chance would give: two 12-character random numbers agree on
    // about 0.4 characters on average.
    const sameCharacters = (a: string, b: string) => [...a].filter((char, index) => b[index] === char).length;
    const average = numbers.slice(1).reduce((sum, number, index) => sum + sameCharacters(number, numbers[index]!), 0) / 49;
    expect(average).toBeLessThan(2);
  });

  it('a seeded engine gives the same numbers on every run (deterministic when asked)', () => {
    const run = () => {
      const sim = anEngine({ orderNumbers: seededOrderNumbers(42) });
      const numbers = [placed(sim), placed(sim)];
      sim.close();
      return numbers;
    };
    expect(run()).toEqual(run());
  });

  it('a number already given is never given again, even when the source repeats itself', () => {
    const repeating = ['AAAAAAAAAAAA', 'AAAAAAAAAAAA', 'BBBBBBBBBBBB'];
    const sim = started({ orderNumbers: () => repeating.shift() ?? 'CCCCCCCCCCCC' });
    expect([placed(sim), placed(sim)]).toEqual(['AAAAAAAAAAAA', 'BBBBBBBBBBBB']);
  });

  it.each([
    ['phone', { phone: 612345678 }],
    ['products.data.0.nb', { products: { count: 2, data: [{ ...aLine(1003, 2, 1100), nb: '2' }] } }],
  ])('checkout 3: a field of the wrong type is a bad request naming %s, and nothing is stored', (field, change) => {
    const sim = startedWithStock({ 1003: 5 });
    const payload = { ...withLines(aTakeAwayPayload(), aLine(1003, 2, 1100)), ...change };
    expect(simulatorError(() => sim.placeOrder('le-comptoir', payload))).toEqual({ kind: 'bad_request', field });
    expect(sim.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toEqual([]);
    expect(stockOf(sim, 1003)).toBe(5);
  });

  it('checkout 1: an order type not offered is a bad request on order_types_id', () => {
    const sim = started();
    expect(simulatorError(() => sim.placeOrder('le-comptoir', aTakeAwayPayload({ order_types_id: 5 })))).toEqual({ kind: 'bad_request', field: 'order_types_id' });
  });

  it('checkout 4: a provider of another order type is a bad request on payement_infos.provider_id', () => {
    const sim = started();
    const payload = aDeliveryPayload({ payement_infos: { type: 'ONSPOT', provider_id: 1, payment_type_id: 1, success_url: '', cancel_url: '' } });
    expect(simulatorError(() => sim.placeOrder('le-comptoir', payload))).toEqual({ kind: 'bad_request', field: 'payement_infos.provider_id' });
  });

  it('checkout 5: hotel room delivery without a room number is a bad request on room_service.room_number', () => {
    const sim = started();
    const payload = aRoomDeliveryPayload({ room_service: { is_active: true, room_number: '' } });
    expect(simulatorError(() => sim.placeOrder('hotel-riviera', payload))).toEqual({ kind: 'bad_request', field: 'room_service.room_number' });
  });

  it('an order sent to an unknown establishment is not found', () => {
    expect(simulatorError(() => started().placeOrder('nowhere', aTakeAwayPayload()))).toEqual({ kind: 'not_found', field: undefined });
  });

  it.each([
    ['a wrong unit_price', aLine(1001, 1, 100)],
    ['an unknown option item', aLine(2202, 1, 380, [{ option_id: 6, item_ids: [699] }])],
  ])('checkout 8: %s is a product_integrity rejection, and nothing is stored', (_what, line) => {
    const sim = started();
    expect(sim.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), line))).toMatchObject({ accepted: false, rejection: { err: 'product_integrity' } });
    expect(sim.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toEqual([]);
  });

  it('checkout 8: the sold-out product 1002 is a stock_error with its id in productIds', () => {
    const sim = started();
    expect(sim.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1002, 1, 900)))).toEqual({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1002], optionItemIds: [] } },
      replayed: false,
    });
  });

  it('checkout 8: an accepted order takes its units from the stock, until the stock runs out', () => {
    const sim = startedWithStock({ 1003: 5 });
    placed(sim, withLines(aTakeAwayPayload(), aLine(1003, 2, 1100)));
    expect(stockOf(sim, 1003)).toBe(3);
    expect(sim.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1003, 4, 1100)))).toMatchObject({ accepted: false, rejection: { err: 'stock_error', entities: { productIds: [1003] } } });
    placed(sim, withLines(aTakeAwayPayload(), aLine(1003, 3, 1100)));
    expect(stockOf(sim, 1003)).toBe(0);
    expect(sim.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1003, 1, 1100)))).toMatchObject({ accepted: false, rejection: { err: 'stock_error' } });
  });

  it('checkout 8: an order refused for one product takes no stock from the others', () => {
    const sim = startedWithStock({ 1003: 5 });
    const outcome = sim.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1003, 2, 1100), aLine(1002, 1, 900)));
    expect(outcome).toMatchObject({ accepted: false, rejection: { entities: { productIds: [1002] } } });
    expect(stockOf(sim, 1003)).toBe(5);
  });

  it('a product without tracked stock never runs out', () => {
    const sim = started();
    for (let i = 0; i < 3; i += 1) placed(sim, withLines(aTakeAwayPayload(), soupLine(99)));
    expect(stockOf(sim, 1001)).toBeUndefined();
  });
});

describe('SimulatorEngine: client logs (checkout 7)', () => {
  it('keeps warn entries for support to read, and refuses anything else as a bad request', () => {
    const on = started();
    on.logFromClient('le-comptoir', { level: 'warn', message: 'no answer after 25000 ms' });
    expect(on.clientLogsSoFar()).toEqual([{ level: 'warn', restaurantId: 'le-comptoir', message: 'no answer after 25000 ms' }]);
    expect(simulatorError(() => on.logFromClient('le-comptoir', { level: 'debug', message: 'x' }))).toEqual({ kind: 'bad_request', field: 'level' });
    expect(simulatorError(() => on.logFromClient('le-comptoir', { level: 'warn', message: 'x'.repeat(2_001) }))).toEqual({ kind: 'bad_request', field: 'message' });
    expect(simulatorError(() => on.logFromClient('nowhere', { level: 'warn', message: 'x' }))).toEqual({ kind: 'not_found', field: undefined });
  });

  it('keeps only the latest 200 entries, so a noisy storefront cannot fill the simulator', () => {
    const on = started();
    for (let index = 0; index < 205; index += 1) on.logFromClient('le-comptoir', { level: 'warn', message: `entry ${index}` });
    const logs = on.clientLogsSoFar();
    expect(logs).toHaveLength(200);
    expect(logs[0]?.message).toBe('entry 5');
  });
});

describe('SimulatorEngine: staging the menu (admin)', () => {
  it('setStock changes what the catalogue says and what an order may take', () => {
    const on = started();
    on.setStock('le-comptoir', 1001, 1);
    expect(on.catalogue('le-comptoir').products.find((p) => p.id === 1001)?.stock).toEqual({ number_available: 1 });
    expect(on.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), soupLine(2)))).toMatchObject({ accepted: false, rejection: { err: 'stock_error' } });
    on.setStock('le-comptoir', 1001, null);
    expect(on.catalogue('le-comptoir').products.find((p) => p.id === 1001)?.stock).toEqual({ number_available: null });
  });

  it('setPrice changes the price the catalogue shows and the price an order must carry', () => {
    const on = started();
    on.setPrice('le-comptoir', 1001, 800);
    expect(on.catalogue('le-comptoir').products.find((p) => p.id === 1001)?.price).toBe(800);
    // The order still carries the old 7.50 €: the platform refuses it as product integrity.
    expect(on.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), soupLine(2)))).toMatchObject({ accepted: false, rejection: { err: 'product_integrity' } });
  });

  it('reset goes back to the demo state: no orders, demo stock and prices, but numbers are never given twice', () => {
    const on = started({ orderNumbers: seededOrderNumbers(7) });
    const first = placed(on);
    on.setStock('le-comptoir', 1001, 0);
    on.setPrice('le-comptoir', 2101, 999);
    on.reset();
    expect(simulatorError(() => on.track('le-comptoir', first))).toEqual({ kind: 'not_found', field: undefined });
    const products = on.catalogue('le-comptoir').products;
    expect(products.find((p) => p.id === 1001)?.stock).toBeNull();
    expect(products.find((p) => p.id === 1002)?.stock).toEqual({ number_available: 0 });
    expect(products.find((p) => p.id === 2101)?.price).toBe(450);
    const again = anEngine({ orderNumbers: seededOrderNumbers(7) });
    const sameSeedFirst = placed(again);
    again.close();
    expect(sameSeedFirst).toBe(first);
    expect(placed(on)).not.toBe(first);
    expect(on.track('le-comptoir', placed(on)).display_order_number).toBe('003');
  });

  it('staging an unknown product is not found, a negative or fractional value a bad request', () => {
    const on = started();
    expect(simulatorError(() => on.setStock('le-comptoir', 9999, 1))).toEqual({ kind: 'not_found', field: undefined });
    expect(simulatorError(() => on.setStock('le-comptoir', 1001, -1))).toEqual({ kind: 'bad_request', field: 'number_available' });
    expect(simulatorError(() => on.setPrice('le-comptoir', 1001, 7.5))).toEqual({ kind: 'bad_request', field: 'price' });
  });
});

describe('SimulatorEngine: tracking (checkout 3, 4)', () => {
  it('checkout 3: a new order is tracked at its first step with the customer and the restaurant address', () => {
    const sim = started();
    const orderNumber = placed(sim);
    expect(sim.track('le-comptoir', orderNumber)).toEqual({
      order_number: orderNumber,
      display_order_number: '001',
      order_type: 3,
      customer: { name: 'Alice Martin' },
      steps: [
        { status_type: 'sent', done: true },
        { status_type: 'validated', done: false },
        { status_type: 'ready', done: false },
      ],
      canceled: false,
      error: false,
      tracking_url: null,
      table_information: null,
      start_time: '2025-06-12T12:00:00.000+02:00',
      // Ours: the estimate, at least 15 minutes of preparation.
      end_time: '2025-06-12T12:15:00.000+02:00',
      // Issue 20.4: expected ready as the estimate, sent at 12:00 with 15 minutes to prepare.
      expected_time: '2025-06-12T12:15:00.000+02:00',
      day: '2025-06-12',
      order_delivery_date: null,
      // Ours (issue 22.3): no slot chosen, placed as soon as possible.
      time_slot_id: null,
      delivery: null,
      restaurant: { street: '12 rue Montorgueil', zip_code: '75001', city: 'Paris' },
      // Two soups at 7.50 €, priced by the simulator from its own menu.
      total_price: 1500,
      lines: [{ name: 'Velouté de potimarron', count: 2, price: 1500, product_id: 1001 }],
      payment: { mode: 'ONSPOT', provider_id: 1, payment_status: null },
    });
  });

  it('checkout 2 and 3: a delivery has the sandbox courier\'s tracking_url from the moment it is picked up, not before; other order types never', () => {
    const sim = started();
    const delivery = placed(sim, aDeliveryPayload());
    const takeAway = placed(sim);
    for (let step = 0; step < 2; step += 1) {
      expect(sim.track('le-comptoir', delivery).tracking_url).toBeNull();
      sim.advance(delivery);
    }
    expect(doneSteps(sim, 'le-comptoir', delivery)).toEqual(['sent', 'validated', 'ready']);
    expect(sim.track('le-comptoir', delivery).tracking_url).toBeNull();
    sim.advance(delivery);
    expect(sim.track('le-comptoir', delivery).tracking_url).toBe(`sandbox/courier/${delivery}`);
    sim.advance(delivery);
    sim.advance(takeAway);
    sim.advance(takeAway);
    expect(sim.track('le-comptoir', takeAway).tracking_url).toBeNull();
  });

  it('checkout 3: display numbers count up per establishment and per day, in the restaurant time zone', () => {
    const clock = aFixedClock('2025-06-12T10:00:00Z');
    const sim = started({ clock, establishments: [leComptoirAtAnyHour, hotelRiviera] });
    const display = (payload = aTakeAwayPayload()) => sim.track(payload.restaurant_id, placed(sim, payload)).display_order_number;
    expect([display(), display(), display(aRoomDeliveryPayload()), display()]).toEqual(['001', '002', '001', '003']);
    // 22:30 UTC is 00:30 the next day in Paris: a new business day starts again at 001.
    clock.set(DateTime.fromISO('2025-06-12T22:30:00Z'));
    expect(display()).toBe('001');
  });

  it('display numbers stay unique past 999 (1069, 2069 and 3069 no longer all read 069)', () => {
    const sim = started();
    const shown = new Set<string>();
    for (let index = 0; index < 1_005; index += 1) shown.add(sim.track('le-comptoir', placed(sim, withLines(aTakeAwayPayload(), soupLine(1)))).display_order_number ?? '');
    expect(shown.size).toBe(1_005);
    expect(shown.has('1005')).toBe(true);
  });

  it('an order tracked with another restaurant token is not found', () => {
    const sim = started();
    const orderNumber = placed(sim);
    expect(simulatorError(() => sim.track('hotel-riviera', orderNumber))).toEqual({ kind: 'not_found', field: undefined });
  });

  it('an order number never given is not found', () => {
    expect(simulatorError(() => started().track('le-comptoir', '4242')).kind).toBe('not_found');
  });

  it('support may name an order by the display number the customer sees (CH-001, 001 or 1)', () => {
    const sim = started();
    const first = placed(sim);
    placed(sim);
    for (const reference of ['CH-001', 'ch-001', '001', '1', first, first.toLowerCase()]) expect(sim.resolveOrder(reference).orderNumber).toBe(first);
    expect(sim.advance('CH-001').steps.filter((step) => step.done)).toHaveLength(2);
    expect(simulatorError(() => sim.resolveOrder('XX-001')).kind).toBe('not_found');
    expect(simulatorError(() => sim.resolveOrder('CH-009')).kind).toBe('not_found');
  });

  it('a display number two establishments share today needs the restaurant to tell them apart', () => {
    const sim = started();
    const atComptoir = placed(sim);
    const atHotel = placed(sim, aRoomDeliveryPayload());
    expect(simulatorError(() => sim.resolveOrder('001'))).toEqual({ kind: 'bad_request', field: 'restaurant' });
    expect(sim.resolveOrder('001', 'le-comptoir').orderNumber).toBe(atComptoir);
    expect(sim.resolveOrder('001', 'hotel-riviera').orderNumber).toBe(atHotel);
  });

  it('a display number names the latest day it was given', () => {
    const clock = aFixedClock('2025-06-12T10:00:00Z');
    const sim = started({ clock });
    placed(sim);
    clock.set(DateTime.fromISO('2025-06-13T10:00:00Z'));
    const today = placed(sim);
    expect(sim.resolveOrder('CH-001').orderNumber).toBe(today);
  });

  it.each([
    ['take away', aTakeAwayPayload(), ['sent', 'validated', 'ready']],
    ['delivery', aDeliveryPayload(), ['sent', 'validated', 'ready', 'picked_up', 'delivered']],
    ['room delivery', aRoomDeliveryPayload(), ['sent', 'validated', 'ready', 'delivered']],
  ])('checkout 4: advance walks the %s steps one by one and refuses beyond the last', (_type, payload, steps) => {
    const sim = started();
    const orderNumber = placed(sim, payload);
    expect(sim.track(payload.restaurant_id, orderNumber).steps.map((step) => step.status_type)).toEqual(steps);
    for (let reached = 1; reached < steps.length; reached += 1) {
      const status = sim.advance(orderNumber);
      expect(status.steps.filter((step) => step.done).map((step) => step.status_type)).toEqual(steps.slice(0, reached + 1));
    }
    expect(doneSteps(sim, payload.restaurant_id, orderNumber)).toEqual(steps);
    expect(simulatorError(() => sim.advance(orderNumber))).toEqual({ kind: 'bad_request', field: 'orderNumber' });
  });

  it('advancing or cancelling an unknown order is not found', () => {
    const sim = started();
    expect(simulatorError(() => sim.advance('4242')).kind).toBe('not_found');
    expect(simulatorError(() => sim.cancel('4242')).kind).toBe('not_found');
  });

  it('checkout 8: cancel marks the order canceled, and a canceled order no longer advances', () => {
    const sim = started();
    const orderNumber = placed(sim);
    expect(sim.cancel(orderNumber).canceled).toBe(true);
    expect(sim.track('le-comptoir', orderNumber).canceled).toBe(true);
    expect(simulatorError(() => sim.advance(orderNumber))).toEqual({ kind: 'bad_request', field: 'orderNumber' });
  });

  it('checkout 3: every change of an order reaches each onOrderChanged listener, until it unsubscribes', () => {
    const sim = started();
    const first: OrderChange[] = [];
    const second: OrderChange[] = [];
    sim.onOrderChanged((change) => first.push(change));
    const stopSecond = sim.onOrderChanged((change) => second.push(change));
    const orderNumber = placed(sim);
    sim.advance(orderNumber);
    stopSecond();
    sim.cancel(orderNumber);
    const change = { restaurantToken: 'le-comptoir', orderNumber, type: 'order_status' };
    expect(first).toEqual([change, change]);
    expect(second).toEqual([change]);
  });

  it('placing an order is not a change: listeners hear only advances and cancellations', () => {
    const sim = started();
    const changes: OrderChange[] = [];
    sim.onOrderChanged((change) => changes.push(change));
    placed(sim);
    expect(changes).toEqual([]);
  });
});

describe('SimulatorEngine: automatic advance', () => {
  /** Moves the fake timers and the engine's clock together, as time passes for real. */
  function passing(clock: ReturnType<typeof aFixedClock>) {
    return (ms: number) => {
      clock.set(clock.now().plus({ milliseconds: ms }));
      vi.advanceTimersByTime(ms);
    };
  }

  it('autoAdvanceMs moves every order one step once it has stayed that long at its step, until its last step', () => {
    vi.useFakeTimers();
    const clock = aFixedClock();
    const pass = passing(clock);
    const sim = started({ clock, autoAdvanceMs: 1000 });
    const changes: OrderChange[] = [];
    sim.onOrderChanged((change) => changes.push(change));
    const orderNumber = placed(sim);
    pass(999);
    expect(doneSteps(sim, 'le-comptoir', orderNumber)).toEqual(['sent']);
    pass(1);
    expect(doneSteps(sim, 'le-comptoir', orderNumber)).toEqual(['sent', 'validated']);
    pass(1000);
    expect(doneSteps(sim, 'le-comptoir', orderNumber)).toEqual(['sent', 'validated', 'ready']);
    pass(10_000);
    expect(changes).toHaveLength(2);
  });

  it('a canceled order stops advancing on its own', () => {
    vi.useFakeTimers();
    const clock = aFixedClock();
    const sim = started({ clock, autoAdvanceMs: 1000 });
    const orderNumber = placed(sim);
    sim.cancel(orderNumber);
    passing(clock)(5000);
    expect(doneSteps(sim, 'le-comptoir', orderNumber)).toEqual(['sent']);
  });

  it('orders placed before a restart go on advancing after it (the timer reads the store)', () => {
    vi.useFakeTimers();
    const clock = aFixedClock();
    const store = new SqliteSimulatorStore();
    const before = new SimulatorEngine({ clock, store, establishments: [leComptoir, hotelRiviera] });
    const orderNumber = placed(before);
    const after = started({ clock, store, autoAdvanceMs: 1000 });
    passing(clock)(1000);
    expect(doneSteps(after, 'le-comptoir', orderNumber)).toEqual(['sent', 'validated']);
  });

  it('close() stops the automatic advance', () => {
    vi.useFakeTimers();
    const sim = anEngine({ autoAdvanceMs: 1000 });
    expect(vi.getTimerCount()).toBe(1);
    sim.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without autoAdvanceMs an order stays where the admin put it', () => {
    vi.useFakeTimers();
    const clock = aFixedClock();
    const sim = started({ clock, autoAdvanceMs: null });
    const orderNumber = placed(sim);
    passing(clock)(60_000);
    expect(doneSteps(sim, 'le-comptoir', orderNumber)).toEqual(['sent']);
  });
});

describe('SimulatorEngine: fixed clock', () => {
  it('a fixed clock gives the same start_time and day on every run, in the restaurant time zone', () => {
    // 23:30 UTC on the night of the switch to summer time is 01:30 the next day in Paris.
    const runs = [1, 2].map(() => {
      const sim = anEngine({ clock: aFixedClock('2025-03-30T23:30:00Z'), establishments: [leComptoirAtAnyHour] });
      const status = sim.track('le-comptoir', placed(sim));
      sim.close();
      return status;
    });
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0]).toMatchObject({ start_time: '2025-03-31T01:30:00.000+02:00', day: '2025-03-31' });
  });

  it('each order keeps the time it was placed at when the clock moves on', () => {
    const clock = aFixedClock('2025-06-12T10:00:00Z');
    const sim = started({ clock, establishments: [leComptoirAtAnyHour] });
    const first = placed(sim);
    clock.set(DateTime.fromISO('2025-06-13T07:15:00Z'));
    const second = placed(sim);
    expect(sim.track('le-comptoir', first).start_time).toBe('2025-06-12T12:00:00.000+02:00');
    expect(sim.track('le-comptoir', second)).toMatchObject({ start_time: '2025-06-13T09:15:00.000+02:00', day: '2025-06-13' });
  });
});

describe('SimulatorEngine: limits (browsing 5)', () => {
  const RISOTTO = 1301;
  const risottos = (nb: number) => withLines(aTakeAwayPayload(), aLine(RISOTTO, nb, 1700));

  it('counts current from the orders it took today, and refuses an order passing the limit with 422 entities naming the product', () => {
    const sim = started();
    expect(sim.catalogue('le-comptoir').products.find((product) => product.id === RISOTTO)).toMatchObject({ limit: 2, current: 0 });
    placed(sim, risottos(1));
    expect(sim.catalogue('le-comptoir').products.find((product) => product.id === RISOTTO)).toMatchObject({ limit: 2, current: 1 });
    const refused = sim.placeOrder('le-comptoir', risottos(2));
    expect(refused).toMatchObject({
      accepted: false,
      rejection: { err: 'limitation_products', entities: { productIds: [RISOTTO], categoriesIds: [] }, field: 'products' },
    });
    placed(sim, risottos(1));
  });

  it('a product without a limit carries no counter', () => {
    expect(started().catalogue('le-comptoir').products.find((product) => product.id === 2201)).not.toHaveProperty('current', 1);
  });
});
