import { afterEach, describe, expect, it } from 'vitest';
import { HttpPushRegistrationGateway } from '../../../../../adapters/http/http-push-registration-gateway';
import { PlatformHttpClient } from '../../../../../adapters/http/platform-http-client';
import { HttpSimulatorAdmin } from '../../../../../adapters/simulator/admin/http-simulator-admin';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PUSH_TOKEN_MAX_LENGTH } from '../../../../../adapters/platform-api/push-api';
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
  return { gateway: new HttpPushRegistrationGateway(new PlatformHttpClient({ baseUrl: server.url })), admin: new HttpSimulatorAdmin(server.url) };
}

const post = async (body: unknown) => {
  const response = await fetch(new URL('api_click_and_collect/v7/notify/token', server!.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const TOKEN = 'https://push.example.test/send/abc123';

describe('accounts 7: POST notify/token on the simulator server (issue 19)', () => {
  it('accounts 3 and 7: keeps the registration { firebase_id, restaurant_id, type menu }, which support lists', async () => {
    const { gateway, admin } = await start();
    await gateway.register({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'menu' });
    const listed = await admin.pushRegistrations('le-comptoir');
    expect(listed).toEqual([expect.objectContaining({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'menu' })]);
    expect(await admin.pushRegistrations('hotel-riviera')).toEqual([]);
  });

  it('a registration sent again is the same one (idempotent): seen again, not added', async () => {
    const { gateway, admin } = await start();
    await gateway.register({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'menu' });
    await gateway.register({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'menu' });
    await gateway.register({ firebase_id: `${TOKEN}-2`, restaurant_id: 'le-comptoir', type: 'menu' });
    expect((await admin.pushRegistrations('le-comptoir')).map((registration) => registration.firebase_id).sort()).toEqual([TOKEN, `${TOKEN}-2`]);
  });

  it('bounds every field: 400 naming it; an unknown establishment is a 404', async () => {
    const { gateway } = await start();
    expect(await post({ firebase_id: '', restaurant_id: 'le-comptoir', type: 'menu' })).toMatchObject({ status: 400, body: { field: 'firebase_id' } });
    expect(await post({ firebase_id: 'x'.repeat(PUSH_TOKEN_MAX_LENGTH + 1), restaurant_id: 'le-comptoir', type: 'menu' })).toMatchObject({ status: 400, body: { field: 'firebase_id' } });
    expect(await post({ firebase_id: 'has space', restaurant_id: 'le-comptoir', type: 'menu' })).toMatchObject({ status: 400, body: { field: 'firebase_id' } });
    expect(await post({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'order' })).toMatchObject({ status: 400, body: { field: 'type' } });
    expect(await post({ firebase_id: TOKEN, restaurant_id: 'le-comptoir', type: 'menu', admin: true })).toMatchObject({ status: 400 });
    expect(await post({ firebase_id: TOKEN, restaurant_id: 7, type: 'menu' })).toMatchObject({ status: 400, body: { field: 'restaurant_id' } });
    expect(await post({ firebase_id: TOKEN, restaurant_id: 'nowhere', type: 'menu' })).toMatchObject({ status: 404 });
    await expect(gateway.register({ firebase_id: TOKEN, restaurant_id: 'nowhere', type: 'menu' })).rejects.toBeInstanceOf(GatewayError);
  });
});
