import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine } from '../../../config/simulator';
import { TEST_NOW } from '../../../config/test-now';
import { aTakeAwayPayload } from '../adapters/fixtures/order-payloads';

let engine: SimulatorEngine | null = null;
afterEach(() => {
  engine?.close();
  engine = null;
});

describe('the simulator started at an instant (serve --now, ORDERING_TEST_NOW; issue 22.4)', () => {
  it('at 02:00 in Paris, Le Comptoir refuses an asap order (checkout 4: closed); at the suites\' instant it takes it', () => {
    engine = createSimulatorEngine({ startsAt: '2027-06-16T00:00:00Z' });
    expect(engine.placeOrder('le-comptoir', aTakeAwayPayload())).toMatchObject({ accepted: false, rejection: { err: 'timeslot_error' } });
    engine.close();
    engine = createSimulatorEngine({ startsAt: TEST_NOW });
    expect(engine.placeOrder('le-comptoir', aTakeAwayPayload()).accepted).toBe(true);
  });
});
