import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aLine, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

/**
 * Issue 22.3 (checkout 3 track status start_time, end_time, day): an order placed for a slot is tracked
 * with that slot on its day, not with the time placed plus the preparation; issue 22.5: the simulator
 * takes a pre-order for every open slot of today, beyond the 12 hours (core/domain/schedule/README.md).
 * La Buvette: open 17:00-23:30, half-hour slots from 17:30 (id 1) to 23:00 (id 12), pre-order 6 days ahead.
 */
const laBuvette = demoEstablishment('la-buvette');

function aSlotOrder(slotId: number | null, deliveryDate: string | null): OrderPayload {
  return aTakeAwayPayload({
    restaurant_id: 'la-buvette',
    products: { count: 1, data: [{ ...aLine(1101, 1, 1800), name: 'Planche mixte' }] },
    time_slot_id: slotId,
    order_delivery_date: deliveryDate === null ? null : Math.floor(DateTime.fromISO(deliveryDate, { zone: 'Europe/Paris' }).toSeconds()),
    question: [{ name: 'Vos boissons : avec ou sans glaçons ?', answers: ['Avec glaçons'] }],
    checkout_options: [{ id: 10, values: ['paper'] }],
    nb_cutlery: 1,
  });
}

let engine: SimulatorEngine | null = null;
afterEach(() => {
  engine?.close();
  engine = null;
});

function placedAndTracked(at: string, payload: OrderPayload) {
  engine = anEngine({ clock: aFixedClock(at), establishments: [laBuvette] });
  const placed = engine.placeOrder('la-buvette', payload);
  if (!placed.accepted) throw new Error(`refused: ${JSON.stringify(placed.rejection)}`);
  return engine.track('la-buvette', placed.order.order_number);
}

describe('the simulator tracks the chosen slot (issue 22.3)', () => {
  it('a pre-order for Friday 19:30-20:00, placed on Wednesday at 01:26: start, end and day are the slot\'s', () => {
    // Wednesday 25 November 2026, 01:26 in Paris: the issue saw "vers 01:41".
    const status = placedAndTracked('2026-11-25T00:26:00Z', aSlotOrder(5, '2026-11-27T19:30'));
    expect(status).toMatchObject({ time_slot_id: 5, start_time: '2026-11-27T19:30:00.000+01:00', end_time: '2026-11-27T20:00:00.000+01:00', day: '2026-11-27' });
  });

  it("a slot of today (no order_delivery_date) is that slot today, in the restaurant's zone", () => {
    const status = placedAndTracked('2026-11-25T16:00:00Z', aSlotOrder(3, null));
    expect(status).toMatchObject({ time_slot_id: 3, start_time: '2026-11-25T18:30:00.000+01:00', end_time: '2026-11-25T19:00:00.000+01:00', day: '2026-11-25' });
  });

  it('an order placed as soon as possible keeps the estimate: placed plus its preparation, 15 minutes at least', () => {
    const status = placedAndTracked('2026-11-25T17:00:00Z', aSlotOrder(null, null));
    expect(status).toMatchObject({ time_slot_id: null, start_time: '2026-11-25T18:00:00.000+01:00', end_time: '2026-11-25T18:15:00.000+01:00', day: '2026-11-25' });
  });
});

describe('the simulator takes a pre-order for any open slot of today (issue 22.5)', () => {
  it("at 00:40 on Saturday, Saturday's 20:00 slot is taken (it was refused as beyond 12 hours)", () => {
    const status = placedAndTracked('2026-11-27T23:40:00Z', aSlotOrder(6, null));
    expect(status).toMatchObject({ start_time: '2026-11-28T20:00:00.000+01:00', day: '2026-11-28' });
  });

  it('at 09:00, the 23:00 slot of today is taken', () => {
    const status = placedAndTracked('2026-11-25T08:00:00Z', aSlotOrder(12, null));
    expect(status).toMatchObject({ start_time: '2026-11-25T23:00:00.000+01:00', end_time: '2026-11-25T23:30:00.000+01:00' });
  });
});
