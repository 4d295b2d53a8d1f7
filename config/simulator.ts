import { DateTime } from 'luxon';
import type { EstablishmentFolder } from '../adapters/simulator/establishments/establishment-folder';
import { demoEstablishmentFolder, loadEstablishmentFolder } from '../adapters/simulator/establishments/establishment-folder';
import { seededOrderNumbers } from '../adapters/simulator/engine/order-numbers';
import { SimulatorEngine } from '../adapters/simulator/engine/simulator-engine';
import { startSimulatorServer } from '../adapters/simulator/http-server/simulator-server';
import type { RunningSimulatorServer, SimulatorServerOptions } from '../adapters/simulator/http-server/simulator-server';
import { IN_MEMORY, SqliteSimulatorStore } from '../adapters/simulator/store/sqlite-simulator-store';
import { SettableClock } from '../adapters/system/settable-clock';
import { SystemClock } from '../adapters/system/system-clock';
import { RunningFromClock } from '../adapters/system/running-from-clock';
import type { Clock } from '../core/ports/clock';

export type { RunningSimulatorServer };
export { SimulatorEngine, IN_MEMORY };
export { EstablishmentFileError } from '../adapters/simulator/establishments/establishment-file';
export { DataFileError } from '../adapters/simulator/store/sqlite-simulator-store';
// Issue 20.1: the sandbox wallet, for the features that play the provider's side in-process.
export { sandboxWalletsOf } from '../adapters/simulator/sandbox/sandbox-wallet';

export interface SimulatorSetup {
  /** The SQLite data file (`serve --data`); in memory when not given. */
  readonly dataFile?: string;
  /** A folder of establishment files (`serve --establishments`); the demos when not given. */
  readonly establishmentsDir?: string;
  /** Fixes the clock so that a run repeats exactly (ISO instant of the fixed clock). */
  readonly fixedTime?: string;
  /** Starts the clock at this ISO instant, then lets it run (`serve --now`, the test suites); fixedTime wins. */
  readonly startsAt?: string;
  /** The clock itself, shared with the node container of the features (startsAt and fixedTime then do nothing). */
  readonly clock?: Clock;
  /** Repeatable order numbers (still unguessable-looking), for recorded runs and tests. */
  readonly seed?: number;
  /** Advances every order one step once it has stayed this long at its step, in milliseconds. */
  readonly autoAdvanceMs?: number | null;
}

/** A simulator ready to serve: its engine, and where its establishments' pictures are. */
export interface Simulator {
  readonly engine: SimulatorEngine;
  readonly assetsDir: string;
  readonly establishmentsDir: string;
}

export function createSimulator(setup: SimulatorSetup): Simulator {
  const folder: EstablishmentFolder = setup.establishmentsDir ? loadEstablishmentFolder(setup.establishmentsDir) : demoEstablishmentFolder();
  const clock = setup.clock ?? (setup.fixedTime ? new SettableClock(DateTime.fromISO(setup.fixedTime, { zone: 'utc' })) : setup.startsAt ? clockStartingAt(setup.startsAt) : defaultClock());
  const engine = new SimulatorEngine({
    clock,
    store: new SqliteSimulatorStore(setup.dataFile ?? IN_MEMORY),
    establishments: folder.establishments,
    ...(setup.seed !== undefined && { orderNumbers: seededOrderNumbers(setup.seed) }),
    autoAdvanceMs: setup.autoAdvanceMs ?? null,
  });
  return { engine, assetsDir: folder.assetsDir, establishmentsDir: folder.dir };
}

/** A clock that reads `iso` now and then runs with real time (adapters/system/running-from-clock.ts). */
export function clockStartingAt(iso: string): Clock {
  return new RunningFromClock(DateTime.fromISO(iso, { zone: 'utc' }));
}

/**
 * The clock of the simulator and of the node container when none is given: the system's, unless
 * ORDERING_TEST_NOW names an instant to start from (the unit tests and the features set it, so that they
 * run at the same hour whatever the machine's: config/test-now.ts).
 */
export function defaultClock(): Clock {
  const startsAt = process.env.ORDERING_TEST_NOW;
  if (!startsAt) return new SystemClock();
  if (!DateTime.fromISO(startsAt, { zone: 'utc' }).isValid) throw new Error(`ORDERING_TEST_NOW must be an ISO date and time, not "${startsAt}"`);
  return clockStartingAt(startsAt);
}

/** The engine alone, on the demo establishments unless told otherwise (CLI in-process, features, tests). */
export function createSimulatorEngine(setup: SimulatorSetup): SimulatorEngine {
  return createSimulator(setup).engine;
}

/** Starts the simulator's HTTP + socket.io server, optionally serving a built storefront. */
export function startSimulator(options: SimulatorServerOptions): Promise<RunningSimulatorServer> {
  return startSimulatorServer(options);
}
