import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aLine, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

/** Wednesday 25 November 2026, 10:00 in Paris: La Buvette opens at 17:00; its slots hold 2 orders each. */
const NOW = '2026-11-25T09:00:00Z';
const laBuvette = demoEstablishment('la-buvette');
const engineAtNow = () => anEngine({ clock: aFixedClock(NOW), establishments: [laBuvette] });

/** Slot 1 (17:30) on a day ahead, as a pre-order (order_delivery_date in epoch seconds). */
function aSlotOrder(overrides: Partial<OrderPayload> = {}, daysAhead = 2, slotId = 1): OrderPayload {
  const start = DateTime.fromISO('2026-11-25T17:30', { zone: 'Europe/Paris' }).plus({ days: daysAhead });
  return aTakeAwayPayload({
    restaurant_id: 'la-buvette',
    products: { count: 1, data: [{ ...aLine(1101, 1, 1800), name: 'Planche mixte' }] },
    time_slot_id: slotId,
    order_delivery_date: Math.floor(start.toSeconds()),
    // La Buvette's checkout asks its mandatory question, packaging and guests too (checkout 5).
    question: [{ name: 'Vos boissons : avec ou sans glaçons ?', answers: ['Avec glaçons'] }],
    checkout_options: [{ id: 10, values: ['paper'] }],
    nb_cutlery: 1,
    ...overrides,
  });
}

let engine: SimulatorEngine | null = null;
let server: RunningSimulatorServer | null = null;
afterEach(async () => {
  await server?.close();
  engine?.close();
  server = null;
  engine = null;
});

describe('slot capacity (checkout 4 "Time selection": the simulator never takes more orders in a slot than it holds)', () => {
  it('checkout 4: a slot of 2 takes 2 orders; the third is refused as limitation_order naming the slot', () => {
    engine = engineAtNow();
    expect(engine.placeOrder('la-buvette', aSlotOrder()).accepted).toBe(true);
    expect(engine.placeOrder('la-buvette', aSlotOrder()).accepted).toBe(true);
    expect(engine.placeOrder('la-buvette', aSlotOrder())).toMatchObject({
      accepted: false,
      rejection: { err: 'limitation_order', entities: { timeSlotId: 1 } },
    });
    // The same slot on another day, and another slot the same day, still have room.
    expect(engine.placeOrder('la-buvette', aSlotOrder({}, 3)).accepted).toBe(true);
    expect(engine.placeOrder('la-buvette', aSlotOrder({}, 2, 2)).accepted).toBe(true);
  });

  it('checkout 4: a canceled order gives its place back', () => {
    engine = engineAtNow();
    const first = engine.placeOrder('la-buvette', aSlotOrder());
    engine.placeOrder('la-buvette', aSlotOrder());
    if (!first.accepted) throw new Error('not taken');
    engine.cancel(first.order.order_number);
    expect(engine.placeOrder('la-buvette', aSlotOrder()).accepted).toBe(true);
  });

  it('checkout 5: a slot of today earlier than now plus preparation time, or a day beyond long pre-order, is a timeslot_error', () => {
    engine = anEngine({ clock: aFixedClock('2026-11-25T16:25:00Z'), establishments: [laBuvette] });
    // 17:30 Paris is 16:30Z: 5 minutes from now, under the 10 minutes of preparation.
    const today = aSlotOrder({ order_delivery_date: null }, 0);
    expect(engine.placeOrder('la-buvette', today)).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
    expect(engine.placeOrder('la-buvette', aSlotOrder({}, 7))).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
  });

  it('an unknown slot id is a bad request on time_slot_id', () => {
    engine = engineAtNow();
    expect(() => engine!.placeOrder('la-buvette', aSlotOrder({ time_slot_id: 99 }))).toThrow(expect.objectContaining({ field: 'time_slot_id' }));
  });

  it('checkout 4: 30 parallel submits over HTTP into a slot of 2: exactly 2 are taken', async () => {
    engine = engineAtNow();
    // The simulator takes orders one at a time (a slot order once took 100 ms: on a loaded machine the last of
    // 30 waited past the 10 s header limit and got a 408). This test is about the slot's capacity, not that limit.
    server = await startSimulator({ engine, port: 0, limits: { headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 } });
    const url = new URL(PLATFORM_PATHS.placeOrder('la-buvette'), server.url);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `parallel-${index}` },
          body: JSON.stringify(aSlotOrder({ name: `Client ${String.fromCharCode(65 + index)}` })),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data?: { order_number?: string }; err?: string } })),
      ),
    );
    const taken = answers.filter((answer) => answer.body.data?.order_number);
    expect(taken).toHaveLength(2);
    // Every other answer is the slot's refusal (an odd one is printed whole).
    expect(answers.filter((answer) => !answer.body.data?.order_number && answer.body.err !== 'limitation_order')).toEqual([]);
    expect(answers.filter((answer) => answer.body.err === 'limitation_order')).toHaveLength(28);
    expect(engine.exportOrders({ restaurantId: 'la-buvette', limit: 100 })).toHaveLength(2);
  }, 60_000);
});
