import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ShareChoice } from '../../core/domain/bill-split/bill-split';
import { itemId } from '../../core/domain/bill-split/bill-split';
import type { TableHub } from '../../core/domain/hub/table-hub';
import type { LiveUpdates, TableBillLiveEvent } from '../../core/ports/live-updates';
import { LIVE_UPDATES } from '../../core/ports/live-updates';
import type { TableGateway } from '../../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../../core/ports/table-gateway';
import { LoadTableHub } from '../../core/use-cases/hub/load-table-hub';
import { PayBillShare } from '../../core/use-cases/hub/pay-bill-share';
import type { OrderingWorld } from '../support/ordering-world';

/** Issue 20 item 2: what each scenario's guests saw and paid (a guest is the hub of table 12 as one phone shows it). */
interface SplitScenario {
  /** The bill as the second guest saw it when they opened the hub, not read again since. */
  secondGuestBill?: OpenBill;
  lastChoice?: ShareChoice;
  lastAnswer?: Awaited<ReturnType<PayBillShare['execute']>>;
  heard: TableBillLiveEvent[];
  stopListening?: () => void;
}
type OpenBill = Extract<TableHub, { readonly split: unknown }>;
const scenarios = new WeakMap<OrderingWorld, SplitScenario>();
const scenarioOf = (world: OrderingWorld): SplitScenario => {
  const found = scenarios.get(world) ?? { heard: [] };
  scenarios.set(world, found);
  return found;
};

const TABLE = '12';

async function openBill(world: OrderingWorld): Promise<OpenBill> {
  const settings = world.shownSettings();
  const hub = await new LoadTableHub(await world.container.getAsync<TableGateway>(TABLE_GATEWAY)).execute({ restaurantId: settings.id, number: TABLE, tablePayment: settings.tastypay });
  assert.ok(hub.ok && hub.value.kind === 'open', `no open bill at table ${TABLE}: ${JSON.stringify(hub)}`);
  return hub.value;
}

async function pay(world: OrderingWorld, choice: ShareChoice, tip: number, bill?: OpenBill): Promise<void> {
  const shown = bill ?? (await openBill(world));
  const share = new PayBillShare(await world.container.getAsync<TableGateway>(TABLE_GATEWAY));
  const scenario = scenarioOf(world);
  scenario.lastChoice = choice;
  scenario.lastAnswer = await share.execute({ restaurantId: world.shownSettings().id, tableNumber: TABLE, bill: shown.split, choice, tip: Math.round(tip * 100), idempotencyKey: randomUUID() });
}

Given('a second guest at table {string} opens its hub and follows the bill', async function (this: OrderingWorld, table: string) {
  assert.equal(table, TABLE);
  const scenario = scenarioOf(this);
  scenario.secondGuestBill = await openBill(this);
  const live = await this.container.getAsync<LiveUpdates>(LIVE_UPDATES);
  const subscription = live.watchTableBill(this.shownSettings().id, TABLE).subscribe((event) => scenario.heard.push(event));
  scenario.stopListening = () => subscription.unsubscribe();
  // Listening once the channel says it is live: a change told before would not be heard.
  for (let waited = 0; !scenario.heard.some((event) => event.kind === 'connection' && event.connected) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
});

When('I pay an equal share of {int} with a tip of {float} €', async function (this: OrderingWorld, parts: number, tip: number) {
  await pay(this, { way: 'equal', parts }, tip);
});

When('I pay {float} € of the bill', async function (this: OrderingWorld, amount: number) {
  await pay(this, { way: 'amount', amount: Math.round(amount * 100) }, 0);
});

When('I pay what is left of the bill', async function (this: OrderingWorld) {
  await pay(this, { way: 'whole' }, 0);
});

When('I pay line {int} of order {int} with a tip of {float} €', async function (this: OrderingWorld, line: number, order: number, tip: number) {
  const bill = await openBill(this);
  const orderNumber = bill.orders[order - 1]?.orderNumber;
  assert.ok(orderNumber, `no order ${order} on the bill`);
  await pay(this, { way: 'items', items: [itemId(orderNumber, line - 1)] }, tip, bill);
});

When('the second guest pays the same items from the bill they saw', async function (this: OrderingWorld) {
  const scenario = scenarioOf(this);
  assert.ok(scenario.secondGuestBill && scenario.lastChoice, 'a second guest opens the hub, and I pay, first');
  await pay(this, scenario.lastChoice, 0, scenario.secondGuestBill);
});

Then('my share of {float} € is paid with a tip of {float} €', function (this: OrderingWorld, amount: number, tip: number) {
  const answer = scenarioOf(this).lastAnswer;
  assert.ok(answer?.ok, `the share was not paid: ${JSON.stringify(answer)}`);
  assert.deepEqual({ amount: answer.value.amount, tip: answer.value.tip }, { amount: Math.round(amount * 100), tip: Math.round(tip * 100) });
});

Then('the share is refused {string}', function (this: OrderingWorld, refusal: string) {
  assert.deepEqual(scenarioOf(this).lastAnswer, { ok: false, error: { kind: 'refused', refusal } });
});

Then('the second guest is told the bill changed', async function (this: OrderingWorld) {
  const scenario = scenarioOf(this);
  for (let waited = 0; !scenario.heard.some((event) => event.kind === 'bill_changed') && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  scenario.stopListening?.();
  assert.ok(scenario.heard.some((event) => event.kind === 'bill_changed'), `heard: ${JSON.stringify(scenario.heard)}`);
});
