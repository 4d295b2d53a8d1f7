import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from '../../config/test-now';

/** The take-away order shipped for support staff (cli/examples): a burger with an extra sauce and a lemonade. */
const EXAMPLE_ORDER = new URL('../../cli/examples/take-away-order.json', import.meta.url);
const BIN = fileURLToPath(new URL('../../cli/bin/ordering.mjs', import.meta.url));

/** What the throughput run measured so far: filled as it goes, so that a time limit leaves the orders placed until then. */
export interface OrderThroughput {
  /** Orders taken (200 with an order number). */
  taken: number;
  seconds: number;
  /** Each answer's time, in milliseconds. */
  readonly latenciesMs: number[];
  rssBeforeMb: number;
  rssAfterMb: number;
  dataFileMb: number;
}

export const emptyThroughput = (): OrderThroughput => ({ taken: 0, seconds: 0, latenciesMs: [], rssBeforeMb: 0, rssAfterMb: 0, dataFileMb: 0 });

/** The server's resident memory, read from the kernel (Linux): what the process really holds. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Starts `ordering serve` in a process of its own, on a data file, and waits for its address. */
function startServer(dataFile: string): Promise<{ child: ChildProcess; url: string }> {
  // At the suite's instant (config/test-now.ts): Le Comptoir takes orders "as soon as possible" whatever the hour of the run.
  const child = spawn(process.execPath, [BIN, '--json', 'serve', '--port', '0', '--data', dataFile, '--now', TEST_NOW], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ child, url: (JSON.parse(line) as { api: string }).api });
    });
    child.once('exit', (code) => reject(new Error(`ordering serve exited with ${code} before listening`)));
  });
}

/** POSTs a JSON body and reads the whole answer (status and text). */
function postJson(url: URL, body: Buffer, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Places orders through the simulator's HTTP API as `npm start` runs it: `ordering serve` in its own
 * process with the store on a file (real JSON over HTTP, validation, pricing, stock, SQLite writes), many
 * requests in flight like many customers ordering at once. Fills `into` with the orders taken, their
 * latencies and the server's resident memory before and after; its time limit stops the server.
 */
export async function measureOrderThroughput(orderCount: number, inFlight: number, into: OrderThroughput, signal: AbortSignal): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const dataFile = join(dir, 'simulator.sqlite');
  const { child, url: base } = await startServer(dataFile);
  // The time limit stops the server: every request in flight then fails, and the run with it.
  const stop = () => child.kill('SIGTERM');
  signal.addEventListener('abort', stop, { once: true });
  const url = new URL('le-comptoir/order/', base);
  const body = readFileSync(EXAMPLE_ORDER);
  // The load comes from this process, on the same 2 cores as the server: node's http with one kept-alive
  // connection per request in flight costs it about half what fetch (undici's stream and abort machinery)
  // did, which the server's figure paid for (issue 17). What is measured is unchanged: the same request,
  // timed from its sending to its whole answer read.
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const post = () => postJson(url, body, agent);
  const sizeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  let next = 0;
  let started = 0;
  const elapsedSeconds = () => (performance.now() - started) / 1000;

  const worker = async () => {
    while (next < orderCount) {
      next += 1;
      const sent = performance.now();
      const response = await post();
      const answer = JSON.parse(response.body) as { data?: { order_number?: string } };
      if (response.status !== 200 || !answer.data?.order_number) throw new Error(`an order was not accepted: ${response.status}`);
      into.latenciesMs.push(performance.now() - sent);
      into.taken += 1;
      into.seconds = elapsedSeconds();
    }
  };

  try {
    // Warm up the JIT and the connection pool so the figure is the steady state.
    await Promise.all(Array.from({ length: inFlight }, post));
    into.rssBeforeMb = rssMb(child.pid!);
    started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    into.seconds = elapsedSeconds();
    into.rssAfterMb = rssMb(child.pid!);
    into.dataFileMb = (sizeOf(dataFile) + sizeOf(`${dataFile}-wal`)) / 2 ** 20;
  } finally {
    agent.destroy();
    signal.removeEventListener('abort', stop);
    if (child.exitCode === null && child.signalCode === null) {
      stop();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
