import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';

let server: RunningSimulatorServer | undefined;
let engine: ReturnType<typeof anEngine> | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = undefined;
  engine = undefined;
});

async function start(): Promise<void> {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
}

const lookup = async (restaurantId: string, key: string) => {
  const response = await fetch(new URL(`api_click_and_collect/v7/${restaurantId}/order_attempts/${encodeURIComponent(key)}`, server!.url));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
};

describe('ours (issue 15.5): GET …/{id}/order_attempts/{idempotencyKey} on the simulator server', () => {
  it('answers the order an attempt took under that key, never to be cached, and 404 for a key that took none', async () => {
    await start();
    const placed = engine!.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: '0f3c1b9e-8d7a-4c52-9e1f-2b6a7d4c8e10' });
    if (!placed.accepted) throw new Error('the order was refused');
    expect(await lookup('le-comptoir', '0f3c1b9e-8d7a-4c52-9e1f-2b6a7d4c8e10')).toMatchObject({ status: 200, cacheControl: 'no-store', body: { data: placed.order } });
    expect(await lookup('le-comptoir', '0f3c1b9e-8d7a-4c52-9e1f-000000000000')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('is no oracle on another establishment: its keys are looked up under its own address only', async () => {
    await start();
    engine!.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'key-of-le-comptoir' });
    expect(await lookup('hotel-riviera', 'key-of-le-comptoir')).toMatchObject({ status: 404 });
    expect(await lookup('nowhere', 'key-of-le-comptoir')).toMatchObject({ status: 404 });
  });

  it('refuses a key out of shape (400 naming it), and a key longer than 100 characters finds no route', async () => {
    await start();
    expect(await lookup('le-comptoir', 'no spaces here')).toMatchObject({ status: 400, body: { field: 'idempotencyKey' } });
    expect(await lookup('le-comptoir', '<script>')).toMatchObject({ status: 400, body: { field: 'idempotencyKey' } });
    expect((await lookup('le-comptoir', 'k'.repeat(101))).status).toBeGreaterThanOrEqual(400);
  });

  it('answers 429 with retry-after once a client has looked up 30 attempts in the minute', async () => {
    await start();
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await lookup('le-comptoir', `guess-${attempt}`)).status).toBe(404);
    expect(await lookup('le-comptoir', 'guess-30')).toMatchObject({ status: 429, retryAfter: '60', body: { error: 'rate_limited' } });
  });
});
