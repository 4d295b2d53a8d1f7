import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { aGroupOrderPayload } from '../../fixtures/group-order-payloads';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine, anEngineWithStock } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

async function started(made: SimulatorEngine): Promise<RunningSimulatorServer> {
  engine = made;
  server = await startSimulator({ engine, port: 0 });
  return server;
}

interface Answer {
  readonly status: number;
  readonly replayed: string | null;
  readonly body: Record<string, unknown>;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(new URL(path, server!.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
}

/** What support does with `ordering sim ...`: a staging call, with the staging header. */
const staging = (path: string, body: unknown) => post(path, body, { [STAGING_HEADER.name]: STAGING_HEADER.value });

const sendOrder = (key: string, payload: unknown = aTakeAwayPayload()) => post(PLATFORM_PATHS.placeOrder('le-comptoir'), payload, { 'idempotency-key': key });
const ordersTaken = () => engine!.exportOrders({ restaurantId: 'le-comptoir', limit: 100 }).length;

// Issue 15, defect 3: the storefront sends the same basket again under the same key (core OrderAttempts);
// a refusal that a change on the platform's side lifts must not be answered again from the key.
describe('Idempotency-Key over HTTP: only a final answer is kept under the key', () => {
  it('after a send_to_hub_error (checkout 8), the same order sent again under the same key is taken', async () => {
    await started(anEngine());
    expect(await staging(ADMIN_ROUTES.nextOrderOutcome('le-comptoir'), { outcome: 'send_to_hub_error' })).toMatchObject({ status: 200 });

    const refused = await sendOrder('basket-hub-1');
    expect(refused).toMatchObject({ status: 422, body: { err: 'send_to_hub_error' } });
    const retried = await sendOrder('basket-hub-1');

    expect(retried).toMatchObject({ status: 200, replayed: null, body: { data: { order_number: expect.any(String) } } });
    expect(ordersTaken()).toBe(1);
    // Taken, it is final: a third send answers that order again.
    expect(await sendOrder('basket-hub-1')).toEqual({ ...retried, replayed: 'true' });
    expect(ordersTaken()).toBe(1);
  });

  it('after a stock_error the restaurant fixes by restocking, the same order under the same key is taken', async () => {
    await started(anEngineWithStock({ 1001: 5 }));
    await staging(ADMIN_ROUTES.stock('le-comptoir', 1001), { number_available: 0 });
    expect(await sendOrder('basket-stock-1')).toMatchObject({ status: 422, body: { err: 'stock_error' } });

    await staging(ADMIN_ROUTES.stock('le-comptoir', 1001), { number_available: 5 });
    const retried = await sendOrder('basket-stock-1');

    expect(retried).toMatchObject({ status: 200, body: { data: { order_number: expect.any(String) } } });
    expect(ordersTaken()).toBe(1);
  });

  it('a final refusal (a blacklisted phone) is kept: sent again under its key, the first answer, marked replayed, and no order', async () => {
    await started(anEngine());
    await staging(ADMIN_ROUTES.nextOrderOutcome('le-comptoir'), { outcome: 'blacklist_phone', data: '+33612345678' });

    const refused = await sendOrder('basket-listed-1');
    const again = await sendOrder('basket-listed-1');

    expect(refused).toMatchObject({ status: 422, replayed: null, body: { err: 'blacklist_phone', data: '+33612345678' } });
    expect(again).toEqual({ ...refused, replayed: 'true' });
    expect(ordersTaken()).toBe(0);
  });

  it('a key reused for another body is refused (422 naming Idempotency-Key), after a final refusal as after an order', async () => {
    await started(anEngine());
    await staging(ADMIN_ROUTES.nextOrderOutcome('le-comptoir'), { outcome: 'delivery_address_error' });
    await sendOrder('basket-other-1');
    await sendOrder('basket-other-2');

    for (const key of ['basket-other-1', 'basket-other-2']) {
      expect(await sendOrder(key, aTakeAwayPayload({ comment: 'another basket' }))).toMatchObject({ status: 422, body: { error: 'unprocessable', field: 'Idempotency-Key' } });
    }
  });

  it('a group order refused with a stock error at an outlet is taken under the same key once restocked', async () => {
    await started(anEngine({ establishments: ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment) }));
    const sendGroup = () => post('order/multiRestaurant?restaurant_token=les-halles', aGroupOrderPayload(), { 'idempotency-key': 'group-basket-1' });
    engine!.setStock('les-halles-pizza', 2101, 0);
    expect(await sendGroup()).toMatchObject({ status: 422, body: { err: 'stock_error' } });

    engine!.setStock('les-halles-pizza', 2101, 10);

    expect(await sendGroup()).toMatchObject({ status: 200, replayed: null, body: { data: { order_number: expect.any(String) } } });
  });
});
