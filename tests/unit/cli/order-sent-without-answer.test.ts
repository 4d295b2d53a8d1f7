import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import type { FlakyPlatform } from './fixtures/flaky-platform';
import { startFlakyPlatform } from './fixtures/flaky-platform';
import { runCliCaptured } from './fixtures/run-cli';

const ordersAt = (engine: SimulatorEngine) => engine.exportOrders({ restaurantId: 'le-comptoir', limit: 100 });

/** The command a message gives between backquotes, as argv (its words hold no spaces here). */
function resendCommand(message: string): string[] {
  const command = /`(ordering order place [^`]+)`/.exec(message)?.[1];
  expect(command, message).toBeDefined();
  return command!.split(' ').slice(1);
}

/** A port nothing listens on: the connection is refused before a byte of the request leaves. */
async function aClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Issue 15, defect 4: a failure after the order left (the connection reset, a 502 of a proxy) may hide an
// order the platform took; the CLI says so, gives the key and the command that resends it safely.
describe('order place: the order left, and no answer came back', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;
  let network: FlakyPlatform | undefined;

  beforeEach(async () => {
    engine = createSimulatorEngine({});
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    await network?.close();
    network = undefined;
    await server.close();
    engine.close();
  });

  it.each([
    ['the connection is reset after the request was written', 'reset', /^error: the connection to the backend at \S+ broke before its answer \(.*ECONNRESET.*\)/],
    ['a proxy answers 502 in place of the platform', 'bad_gateway', /^error: the backend at \S+ failed to answer \(.*502.*\)/],
  ] as const)('%s: the order may be recorded; the key and the safe resend are given, and resending orders once', async (_what, failure, head) => {
    network = await startFlakyPlatform(server.url, [failure]);
    const file = 'cli/examples/take-away-order.json';
    const run = await runCliCaptured(['--backend', network.url, 'order', 'place', '--restaurant', 'le-comptoir', '--file', file]);

    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    const message = run.stderr[0] ?? '';
    expect(message).toMatch(head);
    expect(message).toContain('the order may have been recorded');
    const key = /--idempotency-key (\S+?)[` ]/.exec(message)?.[1] ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(resendCommand(message)).toEqual(['order', 'place', '--restaurant', 'le-comptoir', '--file', file, '--idempotency-key', key, '--backend', network.url]);
    expect(ordersAt(engine)).toHaveLength(1);

    // The network is back: the command given answers the order taken, and takes nothing twice.
    const again = await runCliCaptured(resendCommand(message));
    expect(again.stderr).toEqual([]);
    expect(again.stdout).toContain(`Order ${ordersAt(engine)[0]?.order_number} had already been placed at le-comptoir by this attempt; nothing was sent twice.`);
    expect(ordersAt(engine)).toHaveLength(1);
  });

  it('a connection refused sent nothing: a plain "cannot reach", no key to resend', async () => {
    const url = `http://127.0.0.1:${await aClosedPort()}/`;
    const run = await runCliCaptured(['--backend', url, 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(new RegExp(`^error: cannot reach the backend at ${url.replace(/[./]/g, '\\$&')}: .*ECONNREFUSED`));
    expect(run.stderr[0]).not.toContain('idempotency-key');
    expect(run.stderr[0]).not.toContain('may have been recorded');
  });

  it("a file path with a space or a quote is quoted in the command given, as a shell reads it back", async () => {
    network = await startFlakyPlatform(server.url, ['reset']);
    const dir = mkdtempSync(join(tmpdir(), 'orders '));
    const file = join(dir, "claire's order.json");
    copyFileSync('cli/examples/take-away-order.json', file);
    try {
      const run = await runCliCaptured(['--backend', network.url, 'order', 'place', '--restaurant', 'le-comptoir', '--file', file]);
      expect(run.stderr[0]).toContain(`--file '${dir}/claire'\\''s order.json' --idempotency-key `);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
