import { AfterAll, BeforeAll } from '@cucumber/cucumber';
import type { Backend } from '../../config/node-container';
import type { RunningSimulatorServer, SimulatorEngine } from '../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';

/**
 * ARCHITECTURE: the same features run in-process (default) and over HTTP against the simulator server
 * (FEATURES_BACKEND=http). In-process, every scenario gets a fresh simulator; over HTTP they share one
 * server, started once, and every scenario resets it to the demo state first (ordering-world.ts).
 */
const mode = process.env.FEATURES_BACKEND ?? 'in-process';
if (mode !== 'in-process' && mode !== 'http') {
  throw new Error(`FEATURES_BACKEND must be "http" or "in-process", not "${mode}"`);
}

let shared: { engine: SimulatorEngine; server: RunningSimulatorServer } | null = null;

BeforeAll(async () => {
  if (mode !== 'http') return;
  const engine = createSimulatorEngine({});
  shared = { engine, server: await startSimulator({ engine, host: '127.0.0.1', port: 0 }) };
});

AfterAll(async () => {
  await shared?.server.close();
  shared?.engine.close();
  shared = null;
});

export interface ScenarioBackend {
  readonly backend: Backend;
  /** Lets go of what the scenario alone used. */
  close(): void;
}

export function scenarioBackend(): ScenarioBackend {
  if (mode === 'http') {
    if (!shared) throw new Error('the simulator server was not started (BeforeAll)');
    return { backend: { kind: 'http', baseUrl: shared.server.url }, close: () => undefined };
  }
  const engine = createSimulatorEngine({});
  return { backend: { kind: 'in-process', engine }, close: () => engine.close() };
}

