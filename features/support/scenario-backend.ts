import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import type { Backend } from '../../config/node-container';
import type { RunningSimulatorServer, SimulatorEngine } from '../../config/simulator';
import { clockStartingAt, createSimulatorEngine, startSimulator } from '../../config/simulator';
import { TEST_NOW } from '../../config/test-now';
import type { DateTime } from 'luxon';
import type { Clock } from '../../core/ports/clock';

/**
 * ARCHITECTURE: the same features run in-process (default) and over HTTP against the simulator server
 * (FEATURES_BACKEND=http). In-process, every scenario gets a fresh simulator; over HTTP they share one
 * server, started once, and every scenario resets it to the demo state first (ordering-world.ts).
 */
const mode = process.env.FEATURES_BACKEND ?? 'in-process';
if (mode !== 'in-process' && mode !== 'http') {
  throw new Error(`FEATURES_BACKEND must be "http" or "in-process", not "${mode}"`);
}

/**
 * Issue 22.4: closed, no order "as soon as possible" is taken. The simulator and the storefront's side run
 * from the suites' instant (config/test-now.ts, a Wednesday lunch), whatever the hour of the machine: the
 * features pass at night and on Mondays. One clock for both, so they agree on what is open.
 */
let shared: { engine: SimulatorEngine; server: RunningSimulatorServer; clock: ScenarioClock } | null = null;

/**
 * The suites' clock, which a scenario may move to another instant ("Given it is ... in Paris"); over HTTP the
 * server runs in this process on the same clock, and every scenario starts again from the suites' instant.
 */
export class ScenarioClock implements Clock {
  private shiftMs = 0;
  private readonly base = clockStartingAt(TEST_NOW);

  now(): DateTime {
    return this.base.now().plus({ milliseconds: this.shiftMs });
  }

  /** From now on the clock reads `instant`, and runs on from there. */
  moveTo(instant: DateTime): void {
    this.shiftMs = instant.toMillis() - this.base.now().toMillis();
  }

  reset(): void {
    this.shiftMs = 0;
  }
}

BeforeAll(async () => {
  if (mode !== 'http') return;
  const clock = new ScenarioClock();
  const engine = createSimulatorEngine({ clock });
  shared = { engine, server: await startSimulator({ engine, host: '127.0.0.1', port: 0 }), clock };
});

AfterAll(async () => {
  await shared?.server.close();
  shared?.engine.close();
  shared = null;
});

export interface ScenarioBackend {
  readonly backend: Backend;
  /** The clock the simulator runs on, for the scenario's node container. */
  readonly clock: ScenarioClock;
  /** Lets go of what the scenario alone used. */
  close(): void;
}

export function scenarioBackend(): ScenarioBackend {
  if (mode === 'http') {
    if (!shared) throw new Error('the simulator server was not started (BeforeAll)');
    shared.clock.reset();
    return { backend: { kind: 'http', baseUrl: shared.server.url }, clock: shared.clock, close: () => undefined };
  }
  const clock = new ScenarioClock();
  const engine = createSimulatorEngine({ clock });
  return { backend: { kind: 'in-process', engine }, clock, close: () => engine.close() };
}

