import { afterEach, describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { aGroupOrderPayload } from '../../fixtures/group-order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let server: RunningSimulatorServer | undefined;
const engines: ReturnType<typeof anEngine>[] = [];
const engine = () => {
  const made = anEngine({ establishments: ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment) });
  engines.push(made);
  return made;
};

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const made of engines.splice(0)) made.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server!.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
}

describe('checkout 7: POST order/multiRestaurant?restaurant_token={group} on the simulator server', () => {
  it('answers data with order_number and redirectionUrl, and a repeated Idempotency-Key with the first answer', async () => {
    server = await startSimulator({ engine: engine(), port: 0 });
    const first = await post('order/multiRestaurant?restaurant_token=les-halles', aGroupOrderPayload(), { 'idempotency-key': 'group-route-1' });
    expect(first).toMatchObject({ status: 200, replayed: null, body: { data: { order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null } } });
    const again = await post('order/multiRestaurant?restaurant_token=les-halles', aGroupOrderPayload(), { 'idempotency-key': 'group-route-1' });
    expect(again).toEqual({ ...first, replayed: 'true' });
  });

  it('wants the group as restaurant_token (400 naming it), and answers a refusal as 422 with err', async () => {
    const running = engine();
    server = await startSimulator({ engine: running, port: 0 });
    expect(await post('order/multiRestaurant', aGroupOrderPayload())).toMatchObject({ status: 400, body: { field: 'restaurant_token' } });
    running.setStock('les-halles-pizza', 2101, 0);
    expect(await post('order/multiRestaurant?restaurant_token=les-halles', aGroupOrderPayload())).toMatchObject({ status: 422, body: { err: 'stock_error' } });
  });
});
