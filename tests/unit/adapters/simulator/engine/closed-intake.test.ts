import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { aRoomDeliveryPayload, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

/**
 * Issue 22.4, checkout-payment-tracking 4 ("Before sending, the schedule and opening-time checks must
 * pass") on the platform's side: Le Comptoir (Tuesday to Sunday, 12:00-14:30 and 19:00-22:30) takes its
 * asap orders (no time slots) only when open at now plus the preparation time; it never trusts the client.
 */
let engine: SimulatorEngine | null = null;
afterEach(() => {
  engine?.close();
  engine = null;
});

/** Wednesday 25 November 2026 (Paris is UTC+1). */
const at = (utc: string) => anEngine({ clock: aFixedClock(`2026-11-25T${utc}Z`) });

describe('simulator intake while closed (issue 22.4; checkout 4 and 5)', () => {
  it('checkout 4: an asap take-away at 02:00 in Paris is refused as timeslot_error, saying when it opens', () => {
    engine = at('01:00:00');
    const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    expect(answer).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error', field: 'time_slot_id' } });
    expect(!answer.accepted && answer.rejection.message).toContain('2026-11-25T12:00:00+01:00');
  });

  it('checkout 4: the same order at 12:20 in Paris, inside the lunch opening, is taken', () => {
    engine = at('11:20:00');
    expect(engine.placeOrder('le-comptoir', aTakeAwayPayload()).accepted).toBe(true);
  });

  it('checkout 4: at 14:35, just after lunch closes (14:30), refused until the dinner', () => {
    engine = at('13:35:00');
    expect(engine.placeOrder('le-comptoir', aTakeAwayPayload())).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
  });

  it('checkout 4: room service of the Hôtel Riviera (07:00-23:00) is refused at 02:00 and taken at 08:00', () => {
    engine = at('01:00:00');
    expect(engine.placeOrder('hotel-riviera', aRoomDeliveryPayload())).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
    engine.close();
    engine = at('07:00:00');
    expect(engine.placeOrder('hotel-riviera', aRoomDeliveryPayload()).accepted).toBe(true);
  });
});
