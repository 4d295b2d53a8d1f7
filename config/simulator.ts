import { DateTime } from 'luxon';
import { SimulatorEngine } from '../adapters/simulator/engine/simulator-engine';
import { startSimulatorServer } from '../adapters/simulator/http-server/simulator-server';
import type { RunningSimulatorServer, SimulatorServerOptions } from '../adapters/simulator/http-server/simulator-server';
import { SettableClock } from '../adapters/system/settable-clock';
import { SystemClock } from '../adapters/system/system-clock';

export type { RunningSimulatorServer };
export { SimulatorEngine };

export interface SimulatorSetup {
  /** Fixes the clock and order numbers so that a run repeats exactly (ISO instant of the fixed clock). */
  readonly fixedTime?: string;
  readonly firstOrderNumber?: number;
  /** Advances every order one step this often, in milliseconds. */
  readonly autoAdvanceMs?: number | null;
}

export function createSimulatorEngine(setup: SimulatorSetup): SimulatorEngine {
  const clock = setup.fixedTime ? new SettableClock(DateTime.fromISO(setup.fixedTime, { zone: 'utc' })) : new SystemClock();
  return new SimulatorEngine({
    clock,
    ...(setup.firstOrderNumber !== undefined && { firstOrderNumber: setup.firstOrderNumber }),
    autoAdvanceMs: setup.autoAdvanceMs ?? null,
  });
}

/** Starts the simulator's HTTP + socket.io server, optionally serving a built storefront. */
export function startSimulator(options: SimulatorServerOptions): Promise<RunningSimulatorServer> {
  return startSimulatorServer(options);
}
