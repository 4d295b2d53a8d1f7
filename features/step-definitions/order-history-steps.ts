import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { HistoryOrder, HistoryStatus, OrderSortColumn, SortDirection } from '../../core/domain/account/history-order';
import { isReceiptEligible, statusTone } from '../../core/domain/account/history-order';
import type { ReceiptModel } from '../../core/domain/account/history-receipt';
import { buildReceipt } from '../../core/domain/account/history-receipt';
import type { AccountFailure } from '../../core/use-cases/account/account-failure';
import type { NotPutBack, OrderAgain } from '../../core/use-cases/account/order-again';
import type { ListOrderHistory, OrderHistoryPage, OrderHistoryRequest } from '../../core/use-cases/account/order-history';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { OrderingWorld } from '../support/ordering-world';

/** What the history steps remember of a scenario: the page shown, the last failure, a receipt, what order again said. */
interface HistoryState {
  page: OrderHistoryPage | null;
  failure: AccountFailure | null;
  receipt: ReceiptModel | null;
  notPutBack: readonly NotPutBack[];
}

const states = new WeakMap<OrderingWorld, HistoryState>();
function history(world: OrderingWorld): HistoryState {
  let state = states.get(world);
  if (!state) states.set(world, (state = { page: null, failure: null, receipt: null, notPutBack: [] }));
  return state;
}

function shown(world: OrderingWorld): OrderHistoryPage {
  const { page, failure } = history(world);
  assert.ok(page, `no history page is shown: ${JSON.stringify(failure)}`);
  return page;
}

async function ask(world: OrderingWorld, request: OrderHistoryRequest): Promise<void> {
  const list = await world.container.getAsync<ListOrderHistory>(USE_CASES.listOrderHistory);
  const result = await list.execute(world.restaurantId, request);
  // accounts 8: a failed fetch leaves the list as it was.
  if (result.ok) history(world).page = result.value;
  else history(world).failure = result.error;
}

When('I open my order history', async function (this: OrderingWorld) {
  await ask(this, {});
});

When('I go to page {int} of my order history', async function (this: OrderingWorld, page: number) {
  await ask(this, { from: shown(this).params, page: page - 1 });
});

When('I sort my order history by {string} {string}', async function (this: OrderingWorld, orderWith: string, orderBy: string) {
  await ask(this, { from: shown(this).params, sort: { orderWith: orderWith as OrderSortColumn, orderBy: orderBy as SortDirection } });
});

Then('my order history shows {int} orders of {int}, on page {int}', function (this: OrderingWorld, shownCount: number, count: number, page: number) {
  const { items, count: total, params } = shown(this);
  assert.deepEqual({ shown: items.length, count: total, page: params.skip / params.take + 1 }, { shown: shownCount, count, page });
});

Then('my order history is sorted by {string} {string}', function (this: OrderingWorld, orderWith: string, orderBy: string) {
  const { items, params } = shown(this);
  assert.deepEqual({ orderWith: params.orderWith, orderBy: params.orderBy }, { orderWith, orderBy });
  const keys = items.map((item) => (orderWith === 'totalPrice' ? item.paymentInfo.totalPrice : Date.parse(item.orderInfo.createdAt)));
  const sorted = [...keys].sort((a, b) => (orderBy === 'ASC' ? a - b : b - a));
  assert.deepEqual(keys, sorted);
});

Then('my order history is refused as {string}', function (this: OrderingWorld, refusal: string) {
  assert.deepEqual(history(this).failure, { kind: 'refused', refusal });
  assert.equal(history(this).page, null);
});

Then(/^an? "([a-z_]+)" order shows in "(danger|warning|success)"$/, function (this: OrderingWorld, status: string, tone: string) {
  const orders = shown(this).items.filter((item) => item.orderInfo.status === status);
  assert.ok(orders.length > 0, `no ${status} order on this page`);
  for (const order of orders) assert.equal(statusTone(order.orderInfo.status as HistoryStatus), tone);
});

Then('only the orders neither canceled nor in progress offer a receipt', function (this: OrderingWorld) {
  for (const order of shown(this).items) {
    const expected = order.orderInfo.status === 'validated';
    assert.equal(isReceiptEligible(order), expected, order.orderInfo.status);
    assert.equal(buildReceipt(order, this.shownSettings(), 'fr') !== null, expected);
  }
});

Then('an order holds {string} with the option {string} {string}', function (this: OrderingWorld, name: string, optionName: string, itemName: string) {
  const lines = shown(this).items.flatMap((item) => item.products);
  assert.ok(
    lines.some((line) => line.name === name && line.options.some((option) => option.optionName === optionName && option.itemName === itemName)),
    `no ${name} with ${optionName}: ${itemName}`,
  );
});

Then('an order holds the formula {string} with the dish {string}', function (this: OrderingWorld, name: string, dish: string) {
  const formulas = shown(this).items.flatMap((item) => item.formulas);
  assert.ok(formulas.some((formula) => formula.name === name && formula.products.some((product) => product.name === dish)), `no ${name} with ${dish}`);
});

const latest = (world: OrderingWorld, eligible: (order: HistoryOrder) => boolean): HistoryOrder => {
  const order = shown(world).items.find(eligible);
  assert.ok(order, 'no such order on this page');
  return order;
};

When('I make the receipt of my latest validated order', function (this: OrderingWorld) {
  history(this).receipt = buildReceipt(latest(this, isReceiptEligible), this.shownSettings(), 'fr');
});

function receipt(world: OrderingWorld): ReceiptModel {
  const made = history(world).receipt;
  assert.ok(made, 'no receipt was made');
  return made;
}

Then('the receipt names {string}, SIRET {string} and VAT number {string}', function (this: OrderingWorld, name: string, siret: string, vatNumber: string) {
  const { business } = receipt(this);
  assert.deepEqual({ name: business.name, siret: business.siret, vatNumber: business.vatNumber }, { name, siret, vatNumber });
  assert.ok(business.addressLines.length > 0);
});

Then('the receipt\'s number is the display number with the prefix {string}', function (this: OrderingWorld, prefix: string) {
  const order = latest(this, isReceiptEligible);
  assert.equal(receipt(this).orderNumber, `${prefix}${order.orderInfo.displayOrderNumber}`);
});

Then('the receipt\'s total is {amount} with {amount} of VAT at {int} %', function (this: OrderingWorld, total: number, tax: number, rate: number) {
  const made = receipt(this);
  assert.equal(made.total, total);
  assert.deepEqual(made.taxes.map((line) => ({ rate: line.rate, tax: line.tax })), [{ rate, tax }]);
});

When('I order my latest order again', async function (this: OrderingWorld) {
  const catalogue = await (await this.container.getAsync<LoadCatalogue>(USE_CASES.loadCatalogue)).execute(this.restaurantId);
  assert.ok(catalogue.ok, JSON.stringify(catalogue));
  const orderAgain = await this.container.getAsync<OrderAgain>(USE_CASES.orderAgain);
  const result = orderAgain.execute({ restaurantId: this.restaurantId, catalogue: catalogue.value, settings: this.shownSettings(), order: latest(this, () => true) });
  history(this).notPutBack = result.notPutBack;
});

Then('{string} was not put back as {string}', function (this: OrderingWorld, name: string, reason: string) {
  assert.deepEqual(
    history(this).notPutBack.map((line) => ({ name: line.name, reason: line.reason })),
    [{ name, reason }],
  );
});
