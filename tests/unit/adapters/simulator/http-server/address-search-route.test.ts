import { afterEach, describe, expect, it } from 'vitest';
import { HttpAddressSearchGateway } from '../../../../../adapters/http/http-address-search-gateway';
import { PlatformHttpClient } from '../../../../../adapters/http/platform-http-client';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { anEngine } from '../../fixtures/simulator-engines';

let server: RunningSimulatorServer | undefined;
let engine: ReturnType<typeof anEngine> | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = undefined;
  engine = undefined;
});

async function start() {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
  return new HttpAddressSearchGateway(new PlatformHttpClient({ baseUrl: server.url }));
}

const get = async (path: string) => {
  const response = await fetch(new URL(path, server!.url));
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
};

describe('ours (checkout 3 deliveryData latitude, longitude): GET …/address_search?q= on the simulator server', () => {
  it('answers the addresses known, read by the HTTP gateway with their positions', async () => {
    const gateway = await start();
    expect(await gateway.search('le-comptoir', '12 rue montorgueil')).toEqual([{ street: '12 rue Montorgueil', postCode: '75002', city: 'Paris', latitude: 48.8645, longitude: 2.3471 }]);
  });

  it('refuses a query out of bounds (400 naming q) and an unknown restaurant (404)', async () => {
    const gateway = await start();
    expect(await get('api_click_and_collect/v7/le-comptoir/address_search?q=ru')).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await get('api_click_and_collect/v7/le-comptoir/address_search')).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await get('api_click_and_collect/v7/nowhere/address_search?q=rue')).toMatchObject({ status: 404 });
    await expect(gateway.search('le-comptoir', 'ru')).rejects.toBeInstanceOf(GatewayError);
  });

  it('answers 429 with retry-after once a client has searched 30 times in the minute', async () => {
    await start();
    for (let search = 0; search < 30; search += 1) expect((await get('api_click_and_collect/v7/le-comptoir/address_search?q=rue')).status).toBe(200);
    expect(await get('api_click_and_collect/v7/le-comptoir/address_search?q=rue')).toMatchObject({ status: 429, retryAfter: '60', body: { error: 'rate_limited' } });
  });
});
