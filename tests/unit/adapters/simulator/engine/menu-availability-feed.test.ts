import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { MenuAvailability } from '../../../../../core/domain/catalogue/menu-availability';
import { aLine, aTakeAwayPayload, withLines } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine, anEngineWithStock, thrownBy } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
afterEach(() => {
  engine?.close();
  engine = undefined;
});

/** What the engine tells once the current task is over (the feed compares after it: menu-availability-feed.ts). */
function told(on: SimulatorEngine): MenuAvailability[] {
  const heard: MenuAvailability[] = [];
  on.onMenuAvailabilityChanged((availability) => heard.push(availability));
  return heard;
}
const afterTheTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('issue 20.3: the simulator tells an establishment availability once per change', () => {
  it('sim stock tells the new units once; the same units again tell nothing', async () => {
    engine = anEngineWithStock({ 1003: 5 });
    const heard = told(engine);
    engine.setStock('le-comptoir', 1003, 0);
    await afterTheTask();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ restaurantId: 'le-comptoir', stock: { '1003': 0 }, busyMinutes: 0 });
    engine.setStock('le-comptoir', 1003, 0);
    await afterTheTask();
    expect(heard).toHaveLength(1);
  });

  it('an order taking the last units tells them once; a refused order tells nothing', async () => {
    engine = anEngineWithStock({ 1003: 2 });
    const heard = told(engine);
    expect(engine.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1003, 2, 1100))).accepted).toBe(true);
    await afterTheTask();
    expect(heard.map((availability) => availability.stock['1003'])).toEqual([0]);
    expect(engine.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), aLine(1003, 1, 1100))).accepted).toBe(false);
    await afterTheTask();
    expect(heard).toHaveLength(1);
  });

  it('the availability of now holds every tracked product, and only those', () => {
    engine = anEngineWithStock({ 1003: 4 });
    const { stock } = engine.menuAvailability('le-comptoir');
    expect(stock['1003']).toBe(4);
    const tracked = engine.catalogue('le-comptoir').products.filter((product) => product.stock !== null);
    expect(Object.keys(stock).sort()).toEqual(tracked.map((product) => String(product.id)).sort());
  });
});

describe('issue 20.3: sim busy lengthens the preparation time, bounded, and the intake honours it', () => {
  it('adds its minutes to default_preparation_time and tells it once; 0 ends it', async () => {
    engine = anEngine();
    const before = engine.settings('le-comptoir').default_preparation_time;
    const heard = told(engine);
    engine.setBusy('le-comptoir', 20);
    await afterTheTask();
    expect(engine.settings('le-comptoir').default_preparation_time).toBe(before + 20);
    expect(heard).toEqual([expect.objectContaining({ busyMinutes: 20, preparationMinutes: before + 20 })]);
    engine.setBusy('le-comptoir', 0);
    await afterTheTask();
    expect(engine.settings('le-comptoir').default_preparation_time).toBe(before);
    expect(heard.map((availability) => availability.busyMinutes)).toEqual([20, 0]);
  });

  it.each([-1, 181, 2.5, Number.NaN])('refuses %s minutes as a bad request on minutes, changing nothing', (minutes) => {
    engine = anEngine();
    expect(thrownBy(() => engine!.setBusy('le-comptoir', minutes))).toMatchObject({ kind: 'bad_request', field: 'minutes' });
    expect(engine.menuAvailability('le-comptoir').busyMinutes).toBe(0);
  });

  it('an unknown establishment is not found', () => {
    engine = anEngine();
    expect(thrownBy(() => engine!.setBusy('nowhere', 10))).toMatchObject({ kind: 'not_found' });
  });

  it('checkout 5: a slot of today the busy kitchen can no longer make is a timeslot_error, whatever the storefront showed', () => {
    // 17:10 in Paris: La Buvette's 17:30 slot is 20 minutes away, over its 10 minutes of preparation.
    engine = anEngine({ clock: aFixedClock('2026-11-25T16:10:00Z'), establishments: [demoEstablishment('la-buvette')] });
    const start = DateTime.fromISO('2026-11-25T17:30', { zone: 'Europe/Paris' });
    const slotOrder = () =>
      aTakeAwayPayload({
        restaurant_id: 'la-buvette',
        products: { count: 1, data: [{ ...aLine(1101, 1, 1800), name: 'Planche mixte' }] },
        time_slot_id: 1,
        order_delivery_date: null,
        question: [{ name: 'Vos boissons : avec ou sans glaçons ?', answers: ['Avec glaçons'] }],
        checkout_options: [{ id: 10, values: ['paper'] }],
        nb_cutlery: 1,
      });
    expect(start.diff(DateTime.fromISO('2026-11-25T16:10:00Z')).as('minutes')).toBe(20);
    engine.setBusy('la-buvette', 20);
    expect(engine.placeOrder('la-buvette', slotOrder())).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
    engine.setBusy('la-buvette', 0);
    expect(engine.placeOrder('la-buvette', slotOrder()).accepted).toBe(true);
  });
});
