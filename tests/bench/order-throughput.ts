import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The take-away order shipped for support staff (cli/examples): a burger with an extra sauce and a lemonade. */
const EXAMPLE_ORDER = new URL('../../cli/examples/take-away-order.json', import.meta.url);
const BIN = fileURLToPath(new URL('../../cli/bin/ordering.mjs', import.meta.url));

export interface OrderThroughput {
  readonly orders: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p95Ms: number;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly dataFileMb: number;
}

/** The server's resident memory, read from the kernel (Linux): what the process really holds. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Starts `ordering serve` in a process of its own, on a data file, and waits for its address. */
function startServer(dataFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, '--json', 'serve', '--port', '0', '--data', dataFile], { stdio: ['ignore', 'pipe', 'inherit'] });
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

/**
 * Places orders through the simulator's HTTP API as `npm start` runs it: `ordering serve` in its own
 * process with the store on a file (real JSON over HTTP, validation, pricing, stock, SQLite writes), many
 * requests in flight like many customers ordering at once. Reports orders per second and the server's
 * resident memory before and after.
 */
export async function measureOrderThroughput(orderCount: number, inFlight: number): Promise<OrderThroughput> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const dataFile = join(dir, 'simulator.sqlite');
  const { child, url: base } = await startServer(dataFile);
  const url = `${base}le-comptoir/order/`;
  const body = readFileSync(EXAMPLE_ORDER, 'utf8');
  const post = () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;

  const worker = async () => {
    while (next < orderCount) {
      next += 1;
      const started = performance.now();
      const response = await post();
      const answer = (await response.json()) as { data?: { order_number?: string } };
      latencies.push(performance.now() - started);
      if (response.status !== 200 || !answer.data?.order_number) failures += 1;
    }
  };

  try {
    // Warm up the JIT and the connection pool so the figure is the steady state.
    await Promise.all(Array.from({ length: inFlight }, () => post().then((response) => response.arrayBuffer())));
    const rssBeforeMb = rssMb(child.pid!);
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    const rssAfterMb = rssMb(child.pid!);
    if (failures > 0) throw new Error(`${failures} of ${orderCount} orders were not accepted`);
    latencies.sort((a, b) => a - b);
    const sizeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
    const dataFileMb = (sizeOf(dataFile) + sizeOf(`${dataFile}-wal`)) / 2 ** 20;
    return {
      orders: orderCount,
      seconds,
      perSecond: orderCount / seconds,
      p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
      rssBeforeMb,
      rssAfterMb,
      dataFileMb,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
