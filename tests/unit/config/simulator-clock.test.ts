import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, defaultClock } from '../../../config/simulator';
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

  it('ORDERING_TEST_NOW (set for the unit tests by config/vitest.config.ts) starts the default clock there, and it runs', () => {
    expect(process.env.ORDERING_TEST_NOW).toBe(TEST_NOW);
    const elapsed = defaultClock().now().toMillis() - Date.parse(TEST_NOW);
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('a value of ORDERING_TEST_NOW that is no instant is said, naming the variable', () => {
    vi.stubEnv('ORDERING_TEST_NOW', 'noon');
    try {
      expect(() => defaultClock()).toThrow('ORDERING_TEST_NOW must be an ISO date and time, not "noon"');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
