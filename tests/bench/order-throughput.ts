import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
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
  /** CPU time (user and system) over the measured orders: the server's whole process, and this process's (the load). */
  serverCpuMs: number;
  loadCpuMs: number;
}

export const emptyThroughput = (): OrderThroughput => ({ taken: 0, seconds: 0, latenciesMs: [], rssBeforeMb: 0, rssAfterMb: 0, dataFileMb: 0, serverCpuMs: 0, loadCpuMs: 0 });

/** The server's resident memory, read from the kernel (Linux): what the process really holds. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** The CPU time a process has used, user and system, in milliseconds (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Starts `ordering serve` in a process of its own, on a data file, and waits for its address. */
function startServer(dataFile: string): Promise<{ child: ChildProcess; url: string }> {
  // At the suite's instant (config/test-now.ts): Le Comptoir takes orders "as soon as possible" whatever the hour of the run.
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const child = spawn(process.execPath, [...nodeArgs, BIN, '--json', 'serve', '--port', '0', '--data', dataFile, '--now', TEST_NOW], { stdio: ['ignore', 'pipe', 'inherit'] });
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
 * One kept-alive HTTP/1.1 connection that POSTs the same JSON body, one request at a time, and reads each
 * whole answer (status and text). A plain socket: the request's bytes are made once, and the answer is
 * read by its Content-Length (the server sends it for every JSON answer).
 */
class KeptAliveConnection {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: { status: number; body: string }) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  private constructor(
    socket: Socket,
    private readonly requestBytes: Buffer,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.failure = error;
      this.waiting?.reject(error);
      this.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  static open(url: URL, body: Buffer): Promise<KeptAliveConnection> {
    // The headers node's http client sent (its Agent with keepAlive), in one write with the body.
    const head = `POST ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n`;
    const requestBytes = Buffer.concat([Buffer.from(head, 'latin1'), body]);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.off('error', reject);
        resolve(new KeptAliveConnection(socket, requestBytes));
      });
      socket.once('error', reject);
    });
  }

  post(): Promise<{ status: number; body: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.requestBytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.failure = new Error(`an answer without content-length: ${head.split('\r\n')[0]}`);
      this.waiting?.reject(this.failure);
      this.waiting = null;
      this.socket.destroy();
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.received.length < end) return;
    const answer = { status: Number(head.slice(9, 12)), body: this.received.toString('utf8', headEnd + 4, end) };
    this.received = this.received.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(answer);
  }
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
  // The load comes from this process, on the same 2 cores as the server, so it is kept cheap (issue 17): one
  // kept-alive connection per request in flight, a plain socket writing the request's bytes made once and
  // reading the answer by its length, about a third of what node's http client cost (which cost half of
  // what fetch did). What is measured is unchanged: the same request, timed from its sending to its whole
  // answer read, its status and its order number checked.
  let connections: KeptAliveConnection[] = [];
  const sizeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  let next = 0;
  let started = 0;
  const elapsedSeconds = () => (performance.now() - started) / 1000;

  const worker = async (connection: KeptAliveConnection) => {
    while (next < orderCount) {
      next += 1;
      const sent = performance.now();
      const response = await connection.post();
      const answer = JSON.parse(response.body) as { data?: { order_number?: string } };
      if (response.status !== 200 || !answer.data?.order_number) throw new Error(`an order was not accepted: ${response.status}`);
      into.latenciesMs.push(performance.now() - sent);
      into.taken += 1;
      into.seconds = elapsedSeconds();
    }
  };

  try {
    connections = await Promise.all(Array.from({ length: inFlight }, () => KeptAliveConnection.open(url, body)));
    // Warm up the JIT and the connection pool so the figure is the steady state.
    await Promise.all(connections.map((connection) => connection.post()));
    into.rssBeforeMb = rssMb(child.pid!);
    const serverCpuBefore = processCpuMs(child.pid!);
    const loadCpuBefore = ownCpuMs();
    started = performance.now();
    await Promise.all(connections.map(worker));
    into.seconds = elapsedSeconds();
    into.serverCpuMs = processCpuMs(child.pid!) - serverCpuBefore;
    into.loadCpuMs = ownCpuMs() - loadCpuBefore;
    into.rssAfterMb = rssMb(child.pid!);
    into.dataFileMb = (sizeOf(dataFile) + sizeOf(`${dataFile}-wal`)) / 2 ** 20;
  } finally {
    for (const connection of connections) connection.close();
    signal.removeEventListener('abort', stop);
    if (child.exitCode === null && child.signalCode === null) {
      stop();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
