import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer, ServerLimits } from '../../../../../adapters/simulator/http-server/simulator-server';
import { DEFAULT_SERVER_LIMITS } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

/** Short limits so that a test waits a second, not half a minute; the rules are the same. */
const SHORT: ServerLimits = { bodyLimitBytes: 1024, requestTimeoutMs: 1_000, headersTimeoutMs: 600, keepAliveTimeoutMs: 1_000, idleTimeoutMs: 5_000 };

async function started(): Promise<RunningSimulatorServer> {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0, limits: SHORT });
  return server;
}

/** A raw TCP connection to the server: what it received, and when the server closed it. */
function rawConnection(port: number) {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, opened, closed, received: () => received };
}

/** Sends `text` one byte every `everyMs`, until it is all sent or the server closes the connection. */
async function trickle(socket: Socket, text: string, everyMs: number): Promise<number> {
  let sent = 0;
  for (const byte of text) {
    if (socket.destroyed || socket.writableEnded || socket.readyState !== 'open') break;
    socket.write(byte);
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return sent;
}

describe('simulator server: timeouts and limits (issue 5, point 6)', () => {
  it('a request body that arrives byte by byte is cut once requestTimeout has passed', async () => {
    const { port } = await started();
    const connection = rawConnection(port);
    await connection.opened;
    const body = JSON.stringify({ name: 'x'.repeat(200) });
    const startedAt = performance.now();
    connection.socket.write(
      `POST /${PLATFORM_PATHS.placeOrder('le-comptoir')} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // 10 bytes a second: the 200-byte body would take 20 s.
    const sent = await trickle(connection.socket, body, 100);
    const closedAfter = (await connection.closed) - startedAt;

    expect(sent).toBeLessThan(body.length);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.requestTimeoutMs + 800);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers that arrive byte by byte are cut once headersTimeout has passed', async () => {
    const { port } = await started();
    const connection = rawConnection(port);
    await connection.opened;
    const startedAt = performance.now();
    const headers = `GET /${PLATFORM_PATHS.restaurant('le-comptoir')} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    const sent = await trickle(connection.socket, headers, 50);
    const closedAfter = (await connection.closed) - startedAt;

    expect(sent).toBeLessThan(headers.length);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.headersTimeoutMs + 800);
  });

  it('a connection that sends nothing at all is closed once headersTimeout has passed', async () => {
    const { port } = await started();
    const connection = rawConnection(port);
    await connection.opened;
    const openedAt = performance.now();
    const closedAfter = (await connection.closed) - openedAt;

    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.headersTimeoutMs + 800);
  });

  it('an idle keep-alive connection is closed after keepAliveTimeout (and node\'s one-second grace)', async () => {
    const { port } = await started();
    const connection = rawConnection(port);
    await connection.opened;
    connection.socket.write(`GET /${PLATFORM_PATHS.restaurant('le-comptoir')} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    await expect.poll(() => connection.received(), { timeout: 2_000 }).toMatch(/^HTTP\/1\.1 200 [\s\S]*"restaurant_name"/);
    const answeredAt = performance.now();
    const idleFor = (await connection.closed) - answeredAt;

    // The client is told the timeout; node closes one second after it, so that a client reusing the
    // connection at the last moment does not race the close.
    expect(connection.received()).toMatch(/keep-alive: timeout=1\r\n/i);
    expect(idleFor).toBeGreaterThanOrEqual(SHORT.keepAliveTimeoutMs);
    expect(idleFor).toBeLessThan(SHORT.keepAliveTimeoutMs + 1_000 + 600);
  });

  it('a body over bodyLimit is refused with 413, before the handler sees it', async () => {
    await started();
    const response = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(SHORT.bodyLimitBytes) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'bad_request', field: 'body' });
  });

  // Issue 15, defect 12: a server that answers 413 and closes while the client is still sending resets the
  // connection: the client's next write fails (EPIPE, or a destroyed stream) and, over a real network, the
  // reset can reach it before the answer does. The rest of a refused body is read first (bounded).
  it('a 300 KB body over the default 256 KB limit, sent as a Node client sends it, is read to its end and answered 413', async () => {
    engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const body = Buffer.from(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    const writeErrors: string[] = [];
    const request = httpRequest(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    request.on('error', (error) => writeErrors.push(error.message));
    const answer = new Promise<{ status: number | undefined; text: string }>((resolve) => {
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
    });
    // 32 KB every 20 ms, as a client on a real network sends it: the answer comes while it still writes.
    for (let offset = 0; offset < body.length; offset += 32 * 1024) {
      await new Promise<void>((resolve) => request.write(body.subarray(offset, offset + 32 * 1024), (error) => resolve(void (error && writeErrors.push(error.message)))));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise<void>((resolve) => request.end(() => resolve()));

    expect(writeErrors).toEqual([]);
    const { status, text } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(text)).toMatchObject({ error: 'bad_request', field: 'body' });
  });

  it('defaults that suit a real server: 256 KB bodies, a whole request within 30 s, idle keep-alive 5 s', () => {
    expect(DEFAULT_SERVER_LIMITS).toEqual({ bodyLimitBytes: 262_144, requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 60_000 });
  });
});
