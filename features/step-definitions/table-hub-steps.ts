import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { canPayTheBill } from '../../core/domain/hub/table-hub';
import type { TableHub } from '../../core/domain/hub/table-hub';
import type { FindTablePayment } from '../../core/use-cases/table/find-table-payment';
import type { TableGateway } from '../../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../../core/ports/table-gateway';
import { LoadTableHub } from '../../core/use-cases/hub/load-table-hub';
import type { OrderingWorld } from '../support/ordering-world';

/** The hub each scenario opened last (browsing 2.5). */
const hubs = new WeakMap<OrderingWorld, TableHub>();

function hubOf(world: OrderingWorld): TableHub {
  const hub = hubs.get(world);
  if (!hub) throw new Error('open the hub first ("When I open the hub of table ...")');
  return hub;
}

const euros = (text: string) => Math.round(Number(text) * 100);

When('I open the hub of table {string}', async function (this: OrderingWorld, number: string) {
  const settings = this.shownSettings();
  // As the hub's screen builds it (ui/hub/table-hub-route.tsx), from the bound table gateway.
  const load = new LoadTableHub(await this.container.getAsync<TableGateway>(TABLE_GATEWAY));
  const result = await load.execute({ restaurantId: settings.id, number, tablePayment: settings.tastypay });
  assert.ok(result.ok, `the hub failed: ${JSON.stringify(result)}`);
  hubs.set(this, result.value);
});

// pay_bill: the same flow as pay-the-table (checkout 7): the table payment page of the bill, paid there.
When('I pay the bill on the platform\'s table payment page', async function (this: OrderingWorld) {
  const hub = hubOf(this);
  assert.ok(canPayTheBill(hub), `the hub offers no pay_bill: ${JSON.stringify(hub)}`);
  const find = await this.container.getAsync<FindTablePayment>(USE_CASES.findTablePayment);
  const page = await find.execute({ restaurantId: this.shownSettings().id, tableNumber: hub.kind === 'open' ? hub.tableNumber : '' });
  assert.ok(page.ok && page.value, `no table payment page: ${JSON.stringify(page)}`);
  const transactionKey = new URL(page.value).searchParams.get('transactionKey') ?? '';
  const { backend } = this;
  if (backend.kind === 'http') {
    // The platform's own page, as the customer's browser posts it.
    const address = new URL(`platform/table-payment?transactionKey=${encodeURIComponent(transactionKey)}`, backend.baseUrl);
    const paid = await fetch(address, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
    assert.equal(paid.status, 303, await paid.text());
  } else {
    assert.ok(backend.engine, 'the in-process simulator is not reachable');
    backend.engine.payTableBill(transactionKey);
  }
});

Then('the hub shows {int} orders with the lines {string} and {string}', function (this: OrderingWorld, count: number, first: string, second: string) {
  const hub = hubOf(this);
  assert.ok(hub.kind === 'open' || hub.kind === 'paid', `no bill shown: ${JSON.stringify(hub)}`);
  assert.equal(hub.orders.length, count);
  assert.deepEqual(hub.orders.flatMap((order) => order.lines.map((line) => `${line.count} × ${line.name}`)), [first, second]);
});

Then('the bill comes to {float} €, {float} € paid, {float} € left', function (this: OrderingWorld, total: number, paid: number, left: number) {
  const hub = hubOf(this);
  assert.ok(hub.kind === 'open' || hub.kind === 'paid', `no bill shown: ${JSON.stringify(hub)}`);
  // What shares being paid hold (issue 20 item 2) has its own step (split-bill-steps.ts).
  const { total: shownTotal, paid: shownPaid, left: shownLeft } = hub.summary;
  assert.deepEqual({ total: shownTotal, paid: shownPaid, left: shownLeft }, { total: euros(String(total)), paid: euros(String(paid)), left: euros(String(left)) });
});

Then('the hub offers {string}', function (this: OrderingWorld, key: string) {
  assert.equal(key, 'pay_bill');
  assert.equal(canPayTheBill(hubOf(this)), true);
});

Then('the hub does not offer {string}', function (this: OrderingWorld, key: string) {
  assert.equal(key, 'pay_bill');
  assert.equal(canPayTheBill(hubOf(this)), false);
});

/** The message key the hub screen shows for each state (ui/hub/table-hub-route.tsx). */
const MESSAGE_OF: Readonly<Record<TableHub['kind'], string | null>> = {
  unknown_table: 'hub_unknown_table',
  no_table_payment: 'hub_no_table_payment',
  no_open_bill: 'hub_no_open_bill',
  paid: 'hub_bill_paid',
  open: null,
};

Then('the hub says {string}', function (this: OrderingWorld, key: string) {
  assert.equal(MESSAGE_OF[hubOf(this).kind], key);
});
