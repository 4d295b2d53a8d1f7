import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { OrderGroupCommit } from '../../../../../adapters/simulator/http-server/order-group-commit';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | null = null;
let server: RunningSimulatorServer | null = null;
let reader: SqliteSimulatorStore | null = null;
let dir: string | null = null;
afterEach(async () => {
  await server?.close();
  engine?.close();
  reader?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  engine = server = reader = dir = null;
});

describe('OrderGroupCommit (issue 17): the orders of one turn share a commit', () => {
  it('orders asked in the same turn are taken by one engine.placeOrders, each answered with its own answer or error', async () => {
    engine = anEngine();
    const placeOrders = vi.spyOn(engine, 'placeOrders');
    const intake = new OrderGroupCommit(engine);

    const asked = [intake.place('le-comptoir', aTakeAwayPayload(), {}), intake.place('le-comptoir', { nothing: true }, {}), intake.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'k-1' })];
    const settled = await Promise.allSettled(asked);

    expect(placeOrders.mock.calls.map(([orders]) => orders.length)).toEqual([3]);
    expect(settled[0]).toMatchObject({ status: 'fulfilled', value: { accepted: true } });
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: expect.any(SimulatorError) });
    expect(settled[2]).toMatchObject({ status: 'fulfilled', value: { accepted: true } });
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(2);
  });

  it('a group holds at most its size: the orders beyond it are taken at the next turn', async () => {
    engine = anEngine();
    const placeOrders = vi.spyOn(engine, 'placeOrders');
    const intake = new OrderGroupCommit(engine, 2);

    await Promise.all(Array.from({ length: 5 }, () => intake.place('le-comptoir', aTakeAwayPayload(), {})));

    expect(placeOrders.mock.calls.map(([orders]) => orders.length)).toEqual([2, 2, 1]);
  });

  it('over HTTP with the store on file, every order is in the file when its answer arrives (answered after its commit)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    const file = join(dir, 'simulator.sqlite');
    engine = anEngine({ store: new SqliteSimulatorStore(file) });
    server = await startSimulator({ engine, port: 0 });
    // Another connection on the file sees only what was committed.
    reader = new SqliteSimulatorStore(file);
    const url = new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server.url);
    const committedOnAnswer = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(aTakeAwayPayload({ name: `Client ${index}` })) });
        const answer = (await response.json()) as { data: { order_number: string } };
        return reader!.findOrder(answer.data.order_number)?.payload.name;
      }),
    );

    expect(committedOnAnswer).toEqual(Array.from({ length: 16 }, (_, index) => `Client ${index}`));
  });

  it('Idempotency-Key: 8 requests sent at once under one key make one order; one answer is the first, the others replay it', async () => {
    engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const url = new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server.url);
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'same-basket' }, body: JSON.stringify(aTakeAwayPayload()) });
        return { replayed: response.headers.get('idempotent-replayed'), number: ((await response.json()) as { data: { order_number: string } }).data.order_number };
      }),
    );

    expect(new Set(answers.map((answer) => answer.number)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
  });
});
