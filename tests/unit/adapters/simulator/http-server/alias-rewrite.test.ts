import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';
import { rewriteAliases } from '../../../../../adapters/simulator/http-server/alias-rewrite';

const ALIAS = 'a3f9c2e81b7d4f60a5c9e2b7d81f4a3c';
let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = undefined;
  engine = undefined;
});

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(path, server!.url), init);
  return { status: response.status, body: await response.json() };
}

describe('simulator server: an establishment answers to its hashed aliases (browsing 2.1, checkout 7)', () => {
  it('browsing 2.1: "some restaurant ids are rewritten to long hashed ids in the path": every call under an alias reaches the establishment', async () => {
    engine = anEngine({ establishments: [{ ...leComptoir, aliases: [ALIAS] }] });
    server = await startSimulator({ engine, port: 0, uiDir: null });
    const restaurant = await call(PLATFORM_PATHS.restaurant(ALIAS));
    expect(restaurant.status).toBe(200);
    expect((restaurant.body as { id: string }).id).toBe('le-comptoir');
    // An order placed under the alias is the establishment's, and tracked under either id.
    const placed = await call(PLATFORM_PATHS.placeOrder(ALIAS), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(aTakeAwayPayload()) });
    expect(placed.status).toBe(200);
    const orderNumber = (placed.body as { data: { order_number: string } }).data.order_number;
    const path = PLATFORM_PATHS.trackOrder(orderNumber);
    expect((await call(`${path}?restaurant_token=${ALIAS}`)).status).toBe(200);
    expect((await call(`${path}?restaurant_token=le-comptoir`)).status).toBe(200);
  });

  it('an alias no file lists is no establishment; an alias that is another establishment id is refused at start', async () => {
    engine = anEngine({ establishments: [{ ...leComptoir, aliases: [ALIAS] }] });
    server = await startSimulator({ engine, port: 0, uiDir: null });
    expect((await call(PLATFORM_PATHS.restaurant(`${ALIAS}0`))).status).toBe(404);
    expect(() => anEngine({ establishments: [{ ...leComptoir, aliases: ['hotel-riviera'] }, { ...leComptoir, settings: { ...leComptoir.settings, id: 'hotel-riviera' } }] })).toThrow(/already an establishment id/);
  });
});

describe('rewriteAliases: only whole segments and whole query values that are aliases', () => {
  const idOf = (candidate: string) => (candidate === ALIAS ? 'le-comptoir' : null);
  it('rewrites a segment and a query value, and leaves everything else as it came', () => {
    expect(rewriteAliases(`/api_click_and_collect/v7/${ALIAS}/restaurant`, idOf)).toBe('/api_click_and_collect/v7/le-comptoir/restaurant');
    expect(rewriteAliases(`/order/track/42?restaurant_token=${ALIAS}&x=1`, idOf)).toBe('/order/track/42?restaurant_token=le-comptoir&x=1');
    expect(rewriteAliases(`/${ALIAS}x/menu?q=${ALIAS}0&flag`, idOf)).toBe(`/${ALIAS}x/menu?q=${ALIAS}0&flag`);
    expect(rewriteAliases('/le-comptoir/menu?', idOf)).toBe('/le-comptoir/menu?');
  });
});
