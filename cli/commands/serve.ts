import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import { DateTime } from 'luxon';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN, createNodeContainer } from '../../config/node-container';
import type { RunningSimulatorServer, SimulatorEngine } from '../../config/simulator';
import { DataFileError, EstablishmentFileError, IN_MEMORY, createSimulator, startSimulator } from '../../config/simulator';
import type { Simulator } from '../../config/simulator';
import type { GlobalOptions } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

/** ARCHITECTURE: servers bind to loopback only. */
const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
/** vite's output, where `npm run build` puts the storefront. */
const DEFAULT_UI_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
/** Where serve keeps orders between runs unless told otherwise (git ignores .data/). */
export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../../.data/simulator.sqlite', import.meta.url));

interface ServeOptions {
  readonly port: number;
  readonly autoAdvance?: number;
  readonly uiDir?: string;
  readonly fixedTime?: string;
  /** `--now` or ORDERING_TEST_NOW: the clock starts at this instant and runs. */
  readonly now?: string;
  readonly verbose?: boolean;
  readonly data: string;
  readonly establishments?: string;
  /** false with --no-staging. */
  readonly staging: boolean;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new InvalidArgumentError('expected a port number from 0 to 65535 (0 picks a free one)');
  return port;
}

function parseSeconds(value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError('expected a number of seconds greater than 0');
  return seconds;
}

function parseInstant(value: string): string {
  if (!DateTime.fromISO(value, { zone: 'utc' }).isValid) throw new InvalidArgumentError('expected an ISO date and time, e.g. 2025-06-01T12:00:00Z');
  return value;
}

async function listen(options: Parameters<typeof startSimulator>[0], port: number): Promise<RunningSimulatorServer> {
  try {
    return await startSimulator(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new CliError(`port ${port} on ${HOST} is already in use; pick another with --port`);
    if (code === 'EACCES') throw new CliError(`port ${port} on ${HOST} needs privileges; pick one above 1023 with --port`);
    throw error;
  }
}

async function printWelcome(
  io: CliIo,
  engine: SimulatorEngine,
  server: RunningSimulatorServer,
  ui: { readonly dir: string; readonly served: boolean },
  options: ServeOptions,
  json: boolean,
): Promise<void> {
  const admin = createNodeContainer({ backend: { kind: 'in-process', engine } }).get<SimulatorAdmin>(SIMULATOR_ADMIN);
  const establishments = (await admin.establishments()).map((e) => ({ ...e, url: new URL(e.id, server.url).href }));
  if (json) {
    io.out(printableJson({ api: server.url, port: server.port, uiDir: ui.served ? ui.dir : null, data: options.data, establishments }));
    return;
  }
  io.out(`Simulator of the restaurant platform listening on ${server.url}`);
  if (!ui.served) io.out(`No built storefront in ${ui.dir}: \`npm run build\` builds it; the API is served meanwhile.`);
  io.out('Storefronts:');
  // Names come from the establishments' data: escaped (issue 5 point 10).
  const rows = establishments.map((e) => ({ name: printable(e.name), url: e.url }));
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) io.out(`  ${row.name.padEnd(width)}  ${row.url}`);
  io.out(`API base: ${server.url}  (e.g. ordering catalogue le-comptoir --backend ${server.url})`);
  io.out(options.data === IN_MEMORY ? 'Orders are kept in memory only (--data :memory:).' : `Orders are kept in ${options.data} (--data).`);
  if (options.autoAdvance) io.out(`Orders move one step forward every ${options.autoAdvance} s.`);
  if (!options.staging) io.out('Staging routes (/_simulator/...) are off: `ordering sim ...` cannot reach this server.');
  io.out('Press Ctrl-C to stop.');
}

/** The engine on the data file and establishments asked for; a bad file is one line naming it (and its field). */
function openSimulator(io: CliIo, options: ServeOptions): Simulator {
  try {
    return createSimulator({
      dataFile: options.data === IN_MEMORY ? IN_MEMORY : resolve(io.cwd, options.data),
      ...(options.establishments !== undefined && { establishmentsDir: resolve(io.cwd, options.establishments) }),
      ...(options.fixedTime !== undefined && { fixedTime: options.fixedTime }),
      ...(options.now !== undefined && { startsAt: options.now }),
      autoAdvanceMs: options.autoAdvance ? options.autoAdvance * 1000 : null,
    });
  } catch (error) {
    if (error instanceof EstablishmentFileError) throw new CliError(`establishment file ${error.message}`);
    if (error instanceof DataFileError) throw new CliError(error.message);
    throw error;
  }
}

/** `ordering serve`: the simulated platform (API + live socket) and the built storefront, until Ctrl-C. */
export function registerServeCommand(program: Command, io: CliIo): void {
  program
    .command('serve')
    .description(`start the simulator of the restaurant platform on ${HOST} and serve the built storefront`)
    .option('--port <n>', 'port to listen on (0 picks a free one)', parsePort, DEFAULT_PORT)
    .option('--auto-advance <seconds>', 'move every new order one step forward this often', parseSeconds)
    .option('--ui-dir <dir>', 'the built storefront to serve (default: dist/ of this project)')
    .option('--fixed-time <iso>', 'freeze the simulator clock at this instant, for repeatable runs', parseInstant)
    .addOption(
      new Option('--now <iso>', 'start the simulator clock at this instant, then let it run (the test suites run at a fixed hour this way)')
        .env('ORDERING_TEST_NOW')
        .argParser(parseInstant),
    )
    .option('--data <file>', `the SQLite file that keeps orders across restarts, or ${IN_MEMORY} to keep nothing`, DEFAULT_DATA_FILE)
    .option('--establishments <dir>', 'a folder of establishment files (<id>.json, pictures in assets/) to serve instead of the demos')
    .option('--verbose', 'log every request')
    .option('--no-staging', 'turn the staging routes (/_simulator/...: advance, cancel, stock, price, reset) off')
    .action(async (options: ServeOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      if (globals.backend) throw new CliError('serve runs its own simulator; --backend does not apply to it');
      const uiDir = options.uiDir ? resolve(io.cwd, options.uiDir) : DEFAULT_UI_DIR;
      const hasUi = existsSync(join(uiDir, 'index.html'));

      // Listen for Ctrl-C before anything starts, so that a stop during startup still closes cleanly.
      let stopListening = (): void => undefined;
      const stopRequested = new Promise<void>((resolveStop) => {
        stopListening = io.onStop(resolveStop);
      });
      const { engine, assetsDir } = openSimulator(io, options);
      let server: RunningSimulatorServer | null = null;
      try {
        // accounts 2: the demo customers and their past orders are there before the first request.
        await engine.accounts.prepare();
        server = await listen(
          { engine, host: HOST, port: options.port, uiDir: hasUi ? uiDir : null, assetsDir, logRequests: options.verbose ?? false, staging: options.staging },
          options.port,
        );
        await printWelcome(io, engine, server, { dir: uiDir, served: hasUi }, options, globals.json ?? false);
        await stopRequested;
      } finally {
        stopListening();
        await server?.close();
        engine.close();
      }
      if (!globals.json) io.out('Simulator stopped.');
    });
}
