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
import type { SettableClock } from '../../../../../adapters/system/settable-clock';

// Issue 20 item 2: "two guests can never pay the same item or more than what is left (the simulator takes
// each payment in one transaction; a concurrent test proves it)": a real server on 127.0.0.1, its store on a file.
let dir: string;
let engine: SimulatorEngine | undefined;
let clock: SettableClock;
let server: RunningSimulatorServer | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'table-shares-'));
  clock = aFixedClock();
  engine = new SimulatorEngine({ clock, store: new SqliteSimulatorStore(join(dir, 'simulator.sqlite')), orderNumbers: seededOrderNumbers(1), establishments: [demoEstablishment('cafe-lumiere')] });
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

/** The sandbox provider's page decides, as the customer's browser posts it: back to the hub (303). */
async function onProviderPage(redirectUrl: unknown, result: 'paid' | 'refused' | 'cancelled'): Promise<{ status: number; location: string | null }> {
  const page = new URL(String(redirectUrl), server!.url);
  page.searchParams.set('result', result);
  const response = await fetch(page, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

async function shareStatus(shareId: unknown, table = '12'): Promise<{ status: number; body: Record<string, unknown> }> {
  const address = new URL(`${TABLE_PATHS.billShare}?shareId=${String(shareId)}&tableNumber=${table}&restaurantToken=cafe-lumiere`, server!.url);
  const response = await fetch(address);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const bill = () => engine!.tableHubBill('cafe-lumiere', '12');
const SHARE_PAGE = /^platform\/table-share-payment\?share=[\w-]{22}$/;

describe('issue 20 item 2: shares of a table bill, paid through the sandbox provider, fired at once over HTTP', () => {
  it('the same item asked twice at once: exactly one share is held, the other is 409 item_paying; it is paid only on the provider\'s page', async () => {
    const first = orderAtTable(1);
    orderAtTable(2);
    const item = { way: 'items', items: [`${first}.0`], tip: 100, expectedAmount: 1250 };
    const answers = await Promise.all([payShare(item, 'guest-a-1'), payShare(item, 'guest-b-1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: 'item_paying' });
    const held = answers.find((answer) => answer.status === 200)!.body;
    expect(held).toMatchObject({ status: 'pending', amount: 1250, tip: 100, left: 2500, redirectUrl: expect.stringMatching(SHARE_PAGE) });
    expect(bill()).toMatchObject({ state: 'open', shares: [{ amount: 1250, items: [`${first}.0`], paying: true }] });
    expect((await shareStatus(held.shareId)).body).toEqual({ state: 'paying', amount: 1250, tip: 100, choice: { way: 'items', items: [`${first}.0`] }, reason: null });

    // The provider takes it: back to the table's hub with the share's id, never its outcome.
    const back = await onProviderPage(held.redirectUrl, 'paid');
    expect(back).toEqual({ status: 303, location: `/cafe-lumiere/hub?number=12&share=${String(held.shareId)}` });
    expect(bill()).toMatchObject({ state: 'open', shares: [{ amount: 1250, paying: false }] });
    expect((await shareStatus(held.shareId)).body).toMatchObject({ state: 'paid' });
    // Paid twice? The provider's page takes it once: the second post changes nothing.
    expect(await onProviderPage(held.redirectUrl, 'paid')).toMatchObject({ status: 303 });
    expect(await onProviderPage(held.redirectUrl, 'refused')).toMatchObject({ status: 303 });
    expect((await shareStatus(held.shareId)).body).toMatchObject({ state: 'paid', reason: null });
    expect(await payShare(item, 'guest-b-2')).toMatchObject({ status: 409, body: { error: 'item_paid' } });
    // Another table does not learn of this share.
    expect((await shareStatus(held.shareId, '13')).status).toBe(404);
  });

  it('two shares over what is left at once: exactly one is held, the other is 409; the bill closes once every share is paid, never overpaid', async () => {
    orderAtTable(2);
    const most = { way: 'amount', amount: 2000, tip: 0, expectedAmount: 2000 };
    const answers = await Promise.all([payShare(most, 'guest-a-2'), payShare({ ...most, amount: 1500, expectedAmount: 1500 }, 'guest-b-2')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: 'more_than_left' });
    const held = answers.find((answer) => answer.status === 200)!.body;
    const rest = await payShare({ way: 'whole', tip: 0, expectedAmount: 2500 - Number(held.amount) }, 'guest-a-3');
    expect(rest).toMatchObject({ status: 200, body: { left: 0 } });
    expect(await payShare({ way: 'amount', amount: 1, tip: 0, expectedAmount: 1 }, 'guest-c-1')).toMatchObject({ status: 409, body: { error: 'nothing_left' } });
    await onProviderPage(rest.body.redirectUrl, 'paid');
    // Nothing left to share, but a share is still being paid: the bill stays open, and the whole bill's page
    // asks only what no share paid.
    expect(bill()).toMatchObject({ state: 'open' });
    const { transactionKey } = engine!.tableTransaction('cafe-lumiere', '12');
    expect(engine!.tableBill(transactionKey ?? '').totalPrice).toBe(Number(held.amount));
    await onProviderPage(held.redirectUrl, 'paid');
    expect(bill()).toMatchObject({ state: 'paid' });
  });

  it('a refused or cancelled payment releases the share: its items and amount are free again, its choice kept', async () => {
    const first = orderAtTable(2);
    const item = { way: 'items', items: [`${first}.0`], tip: 250, expectedAmount: 2500 };
    const refused = (await payShare(item, 'guest-a-9')).body;
    expect(await onProviderPage(refused.redirectUrl, 'refused')).toMatchObject({ status: 303 });
    expect((await shareStatus(refused.shareId)).body).toEqual({ state: 'released', amount: 2500, tip: 250, choice: { way: 'items', items: [`${first}.0`] }, reason: 'refused' });
    expect(bill()).toMatchObject({ state: 'open', shares: [] });
    const cancelled = (await payShare(item, 'guest-b-9')).body;
    expect(cancelled).toMatchObject({ status: 'pending', left: 0 });
    await onProviderPage(cancelled.redirectUrl, 'cancelled');
    expect((await shareStatus(cancelled.shareId)).body).toMatchObject({ state: 'released', reason: 'cancelled' });
    // A released share is not paid afterwards, whatever the page is sent.
    await onProviderPage(cancelled.redirectUrl, 'paid');
    expect((await shareStatus(cancelled.shareId)).body).toMatchObject({ state: 'released', reason: 'cancelled' });
    expect((await payShare(item, 'guest-c-9')).status).toBe(200);
  });

  it('a hold past 15 minutes (the simulator\'s clock) is released, told live, and its page takes no payment', async () => {
    const first = orderAtTable(1);
    orderAtTable(1);
    const changes: string[] = [];
    engine!.onTableBillChanged((change) => changes.push(change.tableNumber));
    const held = (await payShare({ way: 'items', items: [`${first}.0`], tip: 0, expectedAmount: 1250 }, 'guest-a-10')).body;
    clock.set(clock.now().plus({ minutes: 14, seconds: 59 }));
    expect(bill()).toMatchObject({ shares: [{ paying: true }] });
    clock.set(clock.now().plus({ seconds: 1 }));
    // Counted for nothing at once, even before its release is written.
    expect(bill()).toMatchObject({ state: 'open', shares: [] });
    engine!.tableShares.releaseExpired();
    expect(changes).toEqual(['12', '12']);
    await onProviderPage(held.redirectUrl, 'paid');
    expect((await shareStatus(held.shareId)).body).toMatchObject({ state: 'released', reason: 'expired' });
    expect((await payShare({ way: 'items', items: [`${first}.0`], tip: 0, expectedAmount: 1250 }, 'guest-b-10')).status).toBe(200);
  });

  it('a repeat under the same key is the same share; bad values are 422, a bad shape 400', async () => {
    orderAtTable(2);
    const half = { way: 'equal', parts: 2, tip: 0, expectedAmount: 1250 };
    const first = (await payShare(half, 'guest-a-4')).body;
    expect(first).toMatchObject({ status: 'pending', amount: 1250, tip: 0, left: 1250 });
    expect((await payShare(half, 'guest-a-4')).body).toEqual(first);
    expect((await payShare({ ...half, tip: 1 }, 'guest-a-4')).status).toBe(422);
    expect(await payShare({ ...half, parts: 1 }, 'guest-a-5')).toMatchObject({ status: 422, body: { error: 'bad_parts' } });
    expect(await payShare({ ...half, tip: -5 }, 'guest-a-6')).toMatchObject({ status: 422, body: { error: 'bad_tip' } });
    expect(await payShare({ way: 'all of it', tip: 0, expectedAmount: 1 }, 'guest-a-7')).toMatchObject({ status: 400, body: { field: 'way' } });
    expect(await payShare({ way: 'whole', tip: 0, expectedAmount: 2500 }, 'guest-a-8')).toMatchObject({ status: 409, body: { error: 'amount_changed' } });
    expect(bill()).toMatchObject({ state: 'open', shares: [{ amount: 1250, items: [], paying: true }] });
    expect((await shareStatus('not-a-share')).status).toBe(404);
    expect(await onProviderPage(`${String(first.redirectUrl)}`.replace(/share=[\w-]+/, 'share=x'), 'paid')).toMatchObject({ status: 404 });
  });
});
