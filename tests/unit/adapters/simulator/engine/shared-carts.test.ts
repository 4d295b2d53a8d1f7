import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpSharedCartGateway } from '../../../../../adapters/http/http-shared-cart-gateway';
import { PlatformHttpClient } from '../../../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { InProcessSharedCartGateway } from '../../../../../adapters/simulator/in-process/in-process-shared-cart-gateway';
import { SCHEMA_MIGRATIONS, SCHEMA_VERSION } from '../../../../../adapters/simulator/store/schema-migrations';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import { isSharedCartId } from '../../../../../core/domain/basket/shared-cart';
import type { SharedCartGateway } from '../../../../../core/ports/shared-cart-gateway';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../../core/fixtures/basket-builders';
import { aFixedClock, anEngine } from '../../fixtures/simulator-engines';

const basket = aBasketWith([aBasketEntry(aBasketProduct({ id: 1, name: 'Burger', category_id: 10, unitPrice: 1450 }), 2)], { restaurantToken: 'le-comptoir' });

let engine: SimulatorEngine;
let server: RunningSimulatorServer | undefined;
beforeEach(() => {
  engine = anEngine();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  engine.close();
});

const gateways: Record<string, () => Promise<SharedCartGateway>> = {
  'in process': () => Promise.resolve(new InProcessSharedCartGateway(engine)),
  'over HTTP': async () => {
    server = await startSimulator({ engine, port: 0, uiDir: null });
    return new HttpSharedCartGateway(new PlatformHttpClient({ baseUrl: server.url }));
  },
};

for (const [mode, gatewayFor] of Object.entries(gateways)) {
  describe(`browsing 6 and 7: the simulator keeps shared carts (${mode})`, () => {
    it('gives an unguessable id and answers the same basket for it', async () => {
      const gateway = await gatewayFor();
      const first = await gateway.shareCart('le-comptoir', basket);
      const second = await gateway.shareCart('le-comptoir', basket);
      expect(isSharedCartId(first) && isSharedCartId(second)).toBe(true);
      expect(first).not.toBe(second);
      expect(await gateway.loadSharedCart('le-comptoir', first)).toEqual(basket);
    });

    it('an unknown id, or one of another establishment, is not_found', async () => {
      const gateway = await gatewayFor();
      const id = await gateway.shareCart('le-comptoir', basket);
      await expect(gateway.loadSharedCart('le-comptoir', 'ABCDEFGHJK0123456789')).rejects.toMatchObject({ kind: 'not_found' });
      await expect(gateway.loadSharedCart('hotel-riviera', id)).rejects.toMatchObject({ kind: 'not_found' });
      await expect(gateway.loadSharedCart('le-comptoir', '../../etc')).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('refuses more than 100 lines, an empty basket, another establishment\u2019s and unreadable lines, naming the field', async () => {
      const gateway = await gatewayFor();
      const lines = Array.from({ length: 101 }, (_, i) => aBasketEntry(aBasketProduct({ id: i + 1, name: `P${i}`, category_id: 10, unitPrice: 100 })));
      await expect(gateway.shareCart('le-comptoir', { ...basket, basketProducts: lines })).rejects.toMatchObject({ kind: 'bad_request', field: 'basket.basketProducts' });
      await expect(gateway.shareCart('le-comptoir', { ...basket, basketProducts: [] })).rejects.toMatchObject({ kind: 'bad_request' });
      await expect(gateway.shareCart('hotel-riviera', basket)).rejects.toMatchObject({ kind: 'bad_request', field: 'basket.restaurantToken' });
      const unreadable = { ...basket, basketProducts: [{ ...basket.basketProducts[0]!, nb: -3 }] };
      await expect(gateway.shareCart('le-comptoir', unreadable)).rejects.toMatchObject({ kind: 'bad_request', field: 'basket' });
      await expect(gateway.shareCart('nowhere', basket)).rejects.toMatchObject({ kind: 'not_found' });
    });
  });
}

describe('schema migration v2: shared carts survive a restart', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'shared-carts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a version 1 data file gains the shared_carts table, and a kept cart is found after a restart', async () => {
    const file = join(dir, 'simulator.sqlite');
    const v1 = new Database(file);
    v1.exec(SCHEMA_MIGRATIONS[0]!.sql);
    v1.pragma('user_version = 1');
    v1.close();
    expect(() => new SqliteSimulatorStore(file).close()).not.toThrow();
    const reopened = new Database(file);
    expect(reopened.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(reopened.prepare("SELECT name FROM sqlite_master WHERE name = 'shared_carts'").pluck().get()).toBe('shared_carts');
    reopened.close();

    const fresh = join(dir, 'fresh.sqlite');
    const before = anEngine({ store: new SqliteSimulatorStore(fresh), clock: aFixedClock() });
    const id = await new InProcessSharedCartGateway(before).shareCart('le-comptoir', basket);
    before.close();
    const after = anEngine({ store: new SqliteSimulatorStore(fresh), clock: aFixedClock() });
    expect(await new InProcessSharedCartGateway(after).loadSharedCart('le-comptoir', id)).toEqual(basket);
    after.close();
  });

  it('a cart older than 30 days is forgotten', async () => {
    const clock = aFixedClock();
    const local = anEngine({ clock });
    const id = await new InProcessSharedCartGateway(local).shareCart('le-comptoir', basket);
    clock.set(clock.now().plus({ days: 31 }));
    await expect(new InProcessSharedCartGateway(local).loadSharedCart('le-comptoir', id)).rejects.toMatchObject({ kind: 'not_found' });
    local.close();
  });
});
