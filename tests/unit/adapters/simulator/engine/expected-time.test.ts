import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { DELIVERY_MINUTES } from '../../../../../core/domain/tracking/expected-time';
import type { SettableClock } from '../../../../../adapters/system/settable-clock';
import { aDeliveryPayload, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

/**
 * Issue 20.4: the simulator gives each order's expected time on its track answers, computed again each time: it
 * moves when the restaurant moves the order and when `sim busy` changes the preparation time, and the order's
 * tracking room hears of the latter. Le Comptoir at 12:00 in Paris (open), soup only: 15 minutes to prepare.
 */
const NOON = '2025-06-12T10:00:00Z';
let engine: SimulatorEngine | null = null;
let clock: SettableClock;
afterEach(() => {
  engine?.close();
  engine = null;
});

function placed(payload = aTakeAwayPayload()): string {
  clock = aFixedClock(NOON);
  engine = anEngine({ clock });
  const answer = engine.placeOrder('le-comptoir', payload);
  if (!answer.accepted) throw new Error(`refused: ${JSON.stringify(answer.rejection)}`);
  return answer.order.order_number;
}
const expectedOf = (orderNumber: string) => engine!.track('le-comptoir', orderNumber).expected_time;
const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone('Europe/Paris').toISO();
const preparation = () => Math.max(15, engine!.settings('le-comptoir').default_preparation_time);
const plusMinutes = (minutes: number) => paris(DateTime.fromISO(NOON).plus({ minutes }).toISO()!);

describe('the simulator expects an order ready, or delivered (issue 20.4)', () => {
  it("is the moment sent plus the kitchen's preparation time, in the establishment's zone", () => {
    const order = placed();
    expect(expectedOf(order)).toBe(plusMinutes(preparation()));
    expect(expectedOf(order)).toMatch(/\+02:00$/);
  });

  it('a busy kitchen moves it by its minutes, and back once no longer busy; the tracking room hears each change', () => {
    const order = placed();
    // Read before: the settings of a busy kitchen carry its minutes.
    const base = preparation();
    const heard: string[] = [];
    engine!.onOrderChanged((change) => heard.push(change.orderNumber));
    engine!.setBusy('le-comptoir', 20);
    expect(expectedOf(order)).toBe(plusMinutes(base + 20));
    expect(heard).toEqual([order]);
    engine!.setBusy('le-comptoir', 0);
    expect(expectedOf(order)).toBe(plusMinutes(base));
    expect(heard).toEqual([order, order]);
  });

  it('another establishment going busy tells this order nothing', () => {
    placed();
    const heard: string[] = [];
    engine!.onOrderChanged((change) => heard.push(change.orderNumber));
    engine!.setBusy('hotel-riviera', 20);
    expect(heard).toEqual([]);
  });

  it('a delivery is delivered the ride after it is ready; moved to ready early, it comes earlier; picked up, the ride counts from then', () => {
    const order = placed(aDeliveryPayload());
    expect(expectedOf(order)).toBe(plusMinutes(preparation() + DELIVERY_MINUTES));
    engine!.advance(order);
    clock.set(DateTime.fromISO(NOON).plus({ minutes: 5 }));
    engine!.advance(order);
    expect(expectedOf(order)).toBe(plusMinutes(5 + DELIVERY_MINUTES));
    clock.set(DateTime.fromISO(NOON).plus({ minutes: 12 }));
    engine!.advance(order);
    expect(expectedOf(order)).toBe(plusMinutes(12 + DELIVERY_MINUTES));
    engine!.advance(order);
    expect(expectedOf(order)).toBeNull();
  });

  it('nothing is expected of a take-away ready to collect, nor of a canceled order', () => {
    const order = placed();
    engine!.advance(order);
    engine!.advance(order);
    expect(expectedOf(order)).toBeNull();
    const other = engine!.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!other.accepted) throw new Error('refused');
    engine!.cancel(other.order.order_number);
    expect(expectedOf(other.order.order_number)).toBeNull();
  });
});
