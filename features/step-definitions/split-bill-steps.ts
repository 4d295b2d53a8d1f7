import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ShareChoice } from '../../core/domain/bill-split/bill-split';
import { itemId } from '../../core/domain/bill-split/bill-split';
import type { TableHub } from '../../core/domain/hub/table-hub';
import type { LiveUpdates, TableBillLiveEvent } from '../../core/ports/live-updates';
import type { ShareStatus } from '../../core/ports/table-gateway';
import { FollowBillShare } from '../../core/use-cases/hub/follow-bill-share';
import type { HeldShare } from '../../core/use-cases/hub/pay-bill-share';
import { PLATFORM_BASE_URL } from '../../config/use-case-tokens';
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
  /** My share held and not yet decided on the provider's page. */
  held?: HeldShare;
  /** Where my last share stands, as the platform says once back from the provider's page. */
  lastStatus?: ShareStatus | null;
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

/** Holds a share (the platform recomputes it and opens its payment with the provider), without paying it yet. */
async function hold(world: OrderingWorld, choice: ShareChoice, tip: number, bill?: OpenBill): Promise<void> {
  const shown = bill ?? (await openBill(world));
  const share = new PayBillShare(await world.container.getAsync<TableGateway>(TABLE_GATEWAY), world.container.get<string>(PLATFORM_BASE_URL));
  const scenario = scenarioOf(world);
  scenario.lastAnswer = await share.execute({ restaurantId: world.shownSettings().id, tableNumber: TABLE, bill: shown.split, choice, tip: Math.round(tip * 100), idempotencyKey: randomUUID() });
  // A share refused holds nothing: the share held before (mine, on the provider's page) is still the one to decide.
  if (scenario.lastAnswer.ok) {
    scenario.lastChoice = choice;
    scenario.held = scenario.lastAnswer.value;
  }
}

/**
 * The sandbox provider's page decides about my held share, as the customer's browser posts it (over HTTP) or as
 * the page's handler calls the engine (in process); then the hub, back from it, asks the platform how it stands.
 */
async function onProviderPage(world: OrderingWorld, result: 'paid' | 'refused' | 'cancelled'): Promise<void> {
  const scenario = scenarioOf(world);
  const held = scenario.held;
  assert.ok(held, `no share held: ${JSON.stringify(scenario.lastAnswer)}`);
  const { backend } = world;
  if (backend.kind === 'http') {
    const page = new URL(held.paymentAddress);
    assert.equal(new URL(page.pathname, backend.baseUrl).origin, new URL(backend.baseUrl).origin);
    page.searchParams.set('result', result);
    const answer = await fetch(new URL(`${page.pathname}${page.search}`, backend.baseUrl), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
    assert.equal(answer.status, 303, await answer.text());
    assert.match(answer.headers.get('location') ?? '', new RegExp(`/hub\\?number=${TABLE}&share=${held.shareId}$`));
  } else {
    assert.ok(backend.engine, 'the in-process simulator is not reachable');
    backend.engine.tableShares.settle(held.shareId, result);
  }
  scenario.held = undefined;
  const follow = await new FollowBillShare(await world.container.getAsync<TableGateway>(TABLE_GATEWAY)).execute({ restaurantId: world.shownSettings().id, tableNumber: TABLE, shareId: held.shareId });
  assert.ok(follow.ok, JSON.stringify(follow));
  scenario.lastStatus = follow.value;
}

/** A share paid as a customer pays it: held, then paid on the provider's page. */
async function pay(world: OrderingWorld, choice: ShareChoice, tip: number, bill?: OpenBill): Promise<void> {
  const scenario = scenarioOf(world);
  scenario.held = undefined;
  scenario.lastStatus = undefined;
  await hold(world, choice, tip, bill);
  if (scenario.held) await onProviderPage(world, 'paid');
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
  await hold(this, scenario.lastChoice, 0, scenario.secondGuestBill);
});

Then('my share of {float} € is paid with a tip of {float} €', function (this: OrderingWorld, amount: number, tip: number) {
  const { lastStatus, lastAnswer } = scenarioOf(this);
  assert.ok(lastStatus, `the share was not paid: ${JSON.stringify(lastAnswer)}`);
  assert.deepEqual({ state: lastStatus.state, amount: lastStatus.amount, tip: lastStatus.tip }, { state: 'paid', amount: Math.round(amount * 100), tip: Math.round(tip * 100) });
});

When('I start paying line {int} of order {int} with a tip of {float} €', async function (this: OrderingWorld, line: number, order: number, tip: number) {
  const bill = await openBill(this);
  const orderNumber = bill.orders[order - 1]?.orderNumber;
  assert.ok(orderNumber, `no order ${order} on the bill`);
  await hold(this, { way: 'items', items: [itemId(orderNumber, line - 1)] }, tip, bill);
  assert.ok(scenarioOf(this).held, `the share was not held: ${JSON.stringify(scenarioOf(this).lastAnswer)}`);
});

When('the payment provider refuses my payment', async function (this: OrderingWorld) {
  await onProviderPage(this, 'refused');
});

When('I give up my payment on the provider\'s page', async function (this: OrderingWorld) {
  await onProviderPage(this, 'cancelled');
});

When('the provider takes my payment', async function (this: OrderingWorld) {
  await onProviderPage(this, 'paid');
});

Then('the table sees {float} € being paid, {float} € paid, {float} € left, line {int} of order {int} held', async function (this: OrderingWorld, paying: number, paid: number, left: number, line: number, order: number) {
  const bill = await openBill(this);
  const cents = (value: number) => Math.round(value * 100);
  assert.deepEqual({ paying: bill.split.paying, paid: bill.split.paid, left: bill.split.left }, { paying: cents(paying), paid: cents(paid), left: cents(left) });
  const item = bill.split.items.find((candidate) => candidate.id === itemId(bill.orders[order - 1]?.orderNumber ?? '', line - 1));
  assert.deepEqual({ paid: item?.paid, paying: item?.paying }, { paid: false, paying: true });
});

Then('my share is not paid: released {string}, its choice kept with a tip of {float} €', function (this: OrderingWorld, reason: string, tip: number) {
  const { lastStatus, lastChoice } = scenarioOf(this);
  assert.deepEqual(lastStatus && { state: lastStatus.state, reason: lastStatus.reason, choice: lastStatus.choice, tip: lastStatus.tip }, { state: 'released', reason, choice: lastChoice, tip: Math.round(tip * 100) });
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
