import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TABLE_PATHS } from '../../../../../adapters/platform-api/table-api';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import { seededOrderNumbers } from '../../../../../adapters/simulator/engine/order-numbers';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aLine, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { aFixedClock } from '../../fixtures/simulator-engines';

// Issue 20 item 2: "two guests can never pay the same item or more than what is left (the simulator takes
// each payment in one transaction; a concurrent test proves it)": a real server on 127.0.0.1, its store on a file.
let dir: string;
let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'table-shares-'));
  engine = new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(join(dir, 'simulator.sqlite')), orderNumbers: seededOrderNumbers(1), establishments: [demoEstablishment('cafe-lumiere')] });
  server = await startSimulator({ engine, port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** An order on place at table 12 of Café Lumière, paid on the spot: croques at 12,50 €. */
function orderAtTable(nb: number): string {
  const placed = engine!.placeOrder(
    'cafe-lumiere',
    aTakeAwayPayload({
      restaurant_id: 'cafe-lumiere',
      order_types_id: OrderTypeId.onPlace,
      table_information: '12',
      products: { count: nb, data: [{ ...aLine(1101, nb, 1250), name: 'Croque-monsieur à la truffe' }] },
      payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' },
    }),
  );
  if (!placed.accepted) throw new Error(JSON.stringify(placed));
  return placed.order.order_number;
}

async function payShare(body: unknown, key: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const address = new URL(`${TABLE_PATHS.billShares}?tableNumber=12&restaurantToken=cafe-lumiere`, server!.url);
  const response = await fetch(address, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const bill = () => engine!.tableHubBill('cafe-lumiere', '12');

describe('issue 20 item 2: shares of a table bill, fired at once over HTTP', () => {
  it('the same item paid twice at once: exactly one share is taken, the other is 409 item_paid', async () => {
    const first = orderAtTable(1);
    orderAtTable(2);
    const item = { way: 'items', items: [`${first}.0`], tip: 100, expectedAmount: 1250 };
    const answers = await Promise.all([payShare(item, 'guest-a-1'), payShare(item, 'guest-b-1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: 'item_paid' });
    expect(answers.find((answer) => answer.status === 200)?.body).toEqual({ status: 'paid', amount: 1250, tip: 100, left: 2500 });
    expect(bill()).toMatchObject({ state: 'open', shares: [{ amount: 1250, items: [`${first}.0`] }] });
  });

  it('two shares over what is left at once: exactly one is taken, the other is 409; the bill is paid, never overpaid', async () => {
    orderAtTable(2);
    const most = { way: 'amount', amount: 2000, tip: 0, expectedAmount: 2000 };
    const answers = await Promise.all([payShare(most, 'guest-a-2'), payShare({ ...most, amount: 1500, expectedAmount: 1500 }, 'guest-b-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: 'more_than_left' });
    const taken = Number(answers.find((answer) => answer.status === 200)?.body.amount);
    expect(await payShare({ way: 'whole', tip: 0, expectedAmount: 2500 - taken }, 'guest-a-3')).toMatchObject({ status: 200, body: { left: 0 } });
    expect(bill()).toMatchObject({ state: 'paid' });
  });

  it('a repeat under the same key is the same payment; bad values are 422, a bad shape 400', async () => {
    orderAtTable(2);
    const half = { way: 'equal', parts: 2, tip: 0, expectedAmount: 1250 };
    expect((await payShare(half, 'guest-a-4')).body).toEqual({ status: 'paid', amount: 1250, tip: 0, left: 1250 });
    expect((await payShare(half, 'guest-a-4')).body).toEqual({ status: 'paid', amount: 1250, tip: 0, left: 1250 });
    expect((await payShare({ ...half, tip: 1 }, 'guest-a-4')).status).toBe(422);
    expect(await payShare({ ...half, parts: 1 }, 'guest-a-5')).toMatchObject({ status: 422, body: { error: 'bad_parts' } });
    expect(await payShare({ ...half, tip: -5 }, 'guest-a-6')).toMatchObject({ status: 422, body: { error: 'bad_tip' } });
    expect(await payShare({ way: 'all of it', tip: 0, expectedAmount: 1 }, 'guest-a-7')).toMatchObject({ status: 400, body: { field: 'way' } });
    expect(await payShare({ way: 'whole', tip: 0, expectedAmount: 2500 }, 'guest-a-8')).toMatchObject({ status: 409, body: { error: 'amount_changed' } });
    expect(bill()).toMatchObject({ state: 'open', shares: [{ amount: 1250, items: [] }] });
  });
});
