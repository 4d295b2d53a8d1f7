import { Agent, request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
let root: string | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  if (root) await rm(root, { recursive: true, force: true });
  server = engine = root = undefined;
});

/**
 * Hashed assets are cached for a year; index.html is revalidated, wherever the storefront folder lies
 * (even under a folder named assets), or a new release would never reach returning visitors.
 */
describe('simulator server: cache policy of the storefront', () => {
  it('index.html is revalidated (no-cache) wherever the storefront folder lies', async () => {
    root = await mkdtemp(join(tmpdir(), 'deploy-'));
    const uiDir = join(root, 'assets', 'storefront');
    await mkdir(join(uiDir, 'assets'), { recursive: true });
    await writeFile(join(uiDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(uiDir, 'assets', 'app-abc.js'), 'console.log("app")');
    engine = anEngine();
    server = await startSimulator({ engine, port: 0, uiDir });

    const page = await fetch(new URL('le-comptoir/menu/0', server.url));
    await page.text();
    const index = await fetch(new URL('index.html', server.url));
    await index.text();
    expect([page.headers.get('cache-control'), index.headers.get('cache-control')]).toEqual(['no-cache', 'no-cache']);
  });
});

/**
 * close() must not wait for a busy keep-alive connection to be let go by its client: a request in flight
 * when it is called (loadCatalogue's other GETs after a first 404) would hang a test's afterEach or
 * `serve`'s shutdown.
 */
describe('simulator server: close() with a request in flight', () => {
  it('close() completes even though a request was in flight when it was called', async () => {
    engine = anEngine();
    const running = await startSimulator({ engine, port: 0 });
    server = running;
    const agent = new Agent({ keepAlive: true });
    try {
      const body = JSON.stringify({ name: 'Alice' });
      const pending = request(new URL('le-comptoir/order/', running.url), {
        method: 'POST',
        agent,
        // The server answers 100 Continue once it holds the headers: from then on the connection is busy.
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
      });
      const answered = new Promise<number>((resolve, reject) => {
        pending.on('response', (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)));
        pending.on('error', reject);
      });
      const headersReceived = new Promise<void>((resolve) => pending.on('continue', () => resolve()));
      pending.flushHeaders();
      await headersReceived;
      const closing = running.close().then(() => 'closed' as const);
      pending.end(body);
      // Answered, or cut by a server that ends every connection at once: either way close() must end.
      await Promise.allSettled([answered]);
      const outcome = await Promise.race([closing, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 1_000).unref())]);
      expect(outcome).toBe('closed');
    } finally {
      // Lets the server's close() end, so nothing is left behind whatever the outcome.
      agent.destroy();
    }
  });
});
