import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSimulatorAdmin } from '../../../../../adapters/simulator/admin/http-simulator-admin';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { startSimulator } from '../../../../../config/simulator';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

async function started(staging?: boolean): Promise<RunningSimulatorServer> {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0, ...(staging !== undefined && { staging }) });
  return server;
}

async function anOrder(): Promise<string> {
  const response = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server!.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aTakeAwayPayload()),
  });
  return ((await response.json()) as { data: { order_number: string } }).data.order_number;
}

/** A raw request (fetch would not let a test set Host or Origin as a browser on another site does). */
function rawPost(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, server!.url), { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const staged = { [STAGING_HEADER.name]: STAGING_HEADER.value };
const cancelled = async (orderNumber: string) => engine!.track('le-comptoir', orderNumber).canceled;

describe('simulator server: staging routes cannot be reached from a web page (issue 5, point 7)', () => {
  it('a form-like POST (no staging header) from the storefront’s own origin is refused with 403, the order untouched', async () => {
    await started();
    const orderNumber = await anOrder();
    const answer = await rawPost(ADMIN_ROUTES.cancel(orderNumber), { origin: new URL(server!.url).origin, 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'staging routes need the header x-simulator-staging: 1' } });
    expect(await cancelled(orderNumber)).toBe(false);
  });

  it('a call from a page of another origin is refused with 403, even with the header', async () => {
    await started();
    const orderNumber = await anOrder();
    const answer = await rawPost(ADMIN_ROUTES.cancel(orderNumber), { ...staged, origin: 'http://evil.example' });
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'staging routes refuse requests from another origin' } });
    expect(await cancelled(orderNumber)).toBe(false);
  });

  it('a page whose own name points at the simulator (DNS rebinding) is refused: its Host is not ours', async () => {
    const { port } = await started();
    const orderNumber = await anOrder();
    const answer = await rawPost(ADMIN_ROUTES.cancel(orderNumber), { ...staged, host: `rebound.example:${port}` });
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await cancelled(orderNumber)).toBe(false);
  });

  it('the CORS preflight a foreign page would need is never granted', async () => {
    await started();
    const response = await fetch(new URL(ADMIN_ROUTES.reset, server!.url), {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': STAGING_HEADER.name },
    });
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('with the header and no Origin (the CLI, the features), or from the own origin, the call goes through', async () => {
    const { port } = await started();
    const first = await anOrder();
    expect(await rawPost(ADMIN_ROUTES.cancel(first), staged)).toMatchObject({ status: 200, body: { canceled: true } });
    const second = await anOrder();
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect(await rawPost(ADMIN_ROUTES.advance(second), { ...staged, host, origin: `http://${host}` })).toMatchObject({ status: 200 });
    }
    expect(engine!.track('le-comptoir', second).steps.map((step) => step.done)).toEqual([true, true, true]);
  });

  it('HttpSimulatorAdmin (sim advance --backend) sends the header', async () => {
    await started();
    const orderNumber = await anOrder();
    await new HttpSimulatorAdmin(server!.url).cancel(orderNumber);
    expect(await cancelled(orderNumber)).toBe(true);
  });

  it('staging: false (serve --no-staging) turns the staging routes off: 404, with the header too', async () => {
    await started(false);
    const orderNumber = await anOrder();
    expect(await rawPost(ADMIN_ROUTES.cancel(orderNumber), staged)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    await expect(new HttpSimulatorAdmin(server!.url).establishments()).rejects.toMatchObject({ kind: 'not_found' });
    expect(await cancelled(orderNumber)).toBe(false);
  });
});
