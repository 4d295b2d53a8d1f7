import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { DateTime } from 'luxon';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN, createNodeContainer } from '../../config/node-container';
import type { RunningSimulatorServer, SimulatorEngine } from '../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import type { GlobalOptions } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';

/** ARCHITECTURE: servers bind to loopback only. */
const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
/** vite's output, where `npm run build` puts the storefront. */
const DEFAULT_UI_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

interface ServeOptions {
  readonly port: number;
  readonly autoAdvance?: number;
  readonly uiDir?: string;
  readonly fixedTime?: string;
  readonly verbose?: boolean;
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
    io.out(JSON.stringify({ api: server.url, port: server.port, uiDir: ui.served ? ui.dir : null, establishments }));
    return;
  }
  io.out(`Simulator of the restaurant platform listening on ${server.url}`);
  if (!ui.served) io.out(`No built storefront in ${ui.dir}: \`npm run build\` builds it; the API is served meanwhile.`);
  io.out('Storefronts:');
  const width = Math.max(...establishments.map((e) => e.name.length));
  for (const e of establishments) io.out(`  ${e.name.padEnd(width)}  ${e.url}`);
  io.out(`API base: ${server.url}  (e.g. ordering catalogue le-comptoir --backend ${server.url})`);
  if (options.autoAdvance) io.out(`Orders move one step forward every ${options.autoAdvance} s.`);
  if (!options.staging) io.out('Staging routes (/_simulator/...) are off: `ordering sim ...` cannot reach this server.');
  io.out('Press Ctrl-C to stop.');
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
      const engine = createSimulatorEngine({
        ...(options.fixedTime !== undefined && { fixedTime: options.fixedTime }),
        autoAdvanceMs: options.autoAdvance ? options.autoAdvance * 1000 : null,
      });
      let server: RunningSimulatorServer | null = null;
      try {
        server = await listen({ engine, host: HOST, port: options.port, uiDir: hasUi ? uiDir : null, logRequests: options.verbose ?? false, staging: options.staging }, options.port);
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
