import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import { isAccountRefusal } from '../../../../../core/ports/account-gateway';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

const DEMO = { email: 'claire.martin@example.com', password: 'Comptoir2026', restaurantToken: 'le-comptoir' };

describe('accounts 2, 3, 7 and 9: the signed-in customer’s order history (simulator)', () => {
  let engine: SimulatorEngine;
  afterEach(() => engine.close());

  const signIn = async () => (await engine.accounts.login('le-comptoir', DEMO, { ip: 'test' })).user;

  it('seeds the demo customer’s past orders through the intake: more than a page, one canceled, one in progress, formulas and options', async () => {
    engine = anEngine();
    const user = await signIn();
    const list = engine.customerOrders('le-comptoir', user.accessToken, {});
    expect(list.count).toBe(12);
    expect(list.items).toHaveLength(10);
    const all = engine.customerOrders('le-comptoir', user.accessToken, { take: '50' }).items;
    expect(all.filter((item) => item.orderInfo.status === 'canceled')).toHaveLength(1);
    expect(all.filter((item) => item.orderInfo.status === 'in_progress')).toHaveLength(1);
    expect(all.some((item) => item.formulas.length > 0 && item.formulas[0].products.length >= 2)).toBe(true);
    const burger = all.flatMap((item) => item.products).find((line) => line.id === 1101 && line.options.some((option) => option.itemName !== ''));
    expect(burger?.options.length).toBeGreaterThan(0);
    // Priced from the catalogue: a burger with a 2.50 € side and three sauces (two included, 0.50 € the third).
    const firstOrder = engine.customerOrders('le-comptoir', user.accessToken, { take: '1', orderBy: 'ASC' }).items[0];
    expect(firstOrder.products[0]).toMatchObject({ id: 1101, price: 1650 + 250 + 50, count: 1, vatRate: 10 });
    expect(firstOrder.paymentInfo.totalPrice).toBe(1950 + 450);
  }, 20_000);

  it('sorts on the server by date or total, newest first by default, and pages with skip', async () => {
    engine = anEngine();
    const user = await signIn();
    const byDate = engine.customerOrders('le-comptoir', user.accessToken, { take: '50' }).items.map((item) => item.orderInfo.createdAt);
    expect(byDate).toEqual([...byDate].sort().reverse());
    const byTotal = engine.customerOrders('le-comptoir', user.accessToken, { take: '50', orderWith: 'totalPrice', orderBy: 'ASC' }).items.map((item) => item.paymentInfo.totalPrice);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const second = engine.customerOrders('le-comptoir', user.accessToken, { skip: '10' });
    expect(second.items).toHaveLength(2);
    expect(second.count).toBe(12);
  }, 20_000);

  it('bounds every parameter and allow-lists the sort column', async () => {
    engine = anEngine();
    const user = await signIn();
    for (const query of [{ take: '0' }, { take: '51' }, { skip: '-1' }, { orderBy: 'down' }, { orderWith: 'password_hash' }, { take: '1e3' }]) {
      expect(() => engine.customerOrders('le-comptoir', user.accessToken, query)).toThrow(SimulatorError);
    }
  }, 20_000);

  it('answers 401 without a valid session, and lists only this customer’s orders of this establishment', async () => {
    engine = anEngine();
    const user = await signIn();
    expect(() => engine.customerOrders('le-comptoir', undefined, {})).toThrow(expect.objectContaining({ kind: 'not_connected' }));
    expect(() => engine.customerOrders('le-comptoir', 'not-a-token', {})).toSatisfy((call: () => unknown) => {
      try {
        call();
        return false;
      } catch (error) {
        return isAccountRefusal(error);
      }
    });
    engine.placeOrder('le-comptoir', aTakeAwayPayload(), {});
    expect(engine.customerOrders('le-comptoir', user.accessToken, {}).count).toBe(12);
    engine.placeOrder('le-comptoir', aTakeAwayPayload({ userId: user.id }), { accessToken: user.accessToken });
    const list = engine.customerOrders('le-comptoir', user.accessToken, {});
    expect(list.count).toBe(13);
    expect(list.items[0].orderInfo.status).toBe('in_progress');
  }, 20_000);

  it('does not seed the past orders twice when the simulator starts again on its data file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'history-'));
    const file = join(folder, 'simulator.sqlite');
    try {
      engine = anEngine({ store: new SqliteSimulatorStore(file) });
      await signIn();
      engine.close();
      engine = anEngine({ store: new SqliteSimulatorStore(file) });
      const user = await signIn();
      expect(engine.customerOrders('le-comptoir', user.accessToken, {}).count).toBe(12);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);

  it('over HTTP: x-access-token is the session, 401 without it, 400 naming a bad parameter', async () => {
    engine = anEngine();
    const user = await signIn();
    const server = await startSimulator({ engine, port: 0 });
    try {
      const get = (query: string, headers: Record<string, string> = {}) => fetch(`${server.url}api_click_and_collect/v7/le-comptoir/account/orders${query}`, { headers });
      expect((await get('')).status).toBe(401);
      const ok = await get('?take=10&skip=0&orderBy=DESC&orderWith=createdAt', { 'x-access-token': user.accessToken });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { count: number }).count).toBe(12);
      expect((await get('?orderWith=status', { 'x-access-token': user.accessToken })).status).toBe(400);
    } finally {
      await server.close();
    }
  }, 20_000);
});
