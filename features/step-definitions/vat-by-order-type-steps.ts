import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { HistoryOrder } from '../../core/domain/account/history-order';
import { isReceiptEligible } from '../../core/domain/account/history-order';
import { buildReceipt } from '../../core/domain/account/history-receipt';
import type { ListOrderHistory } from '../../core/use-cases/account/order-history';
import type { OrderingWorld } from '../support/ordering-world';

/** Issue 20 item 6: the signed-in customer's history as the storefront reads it (first page, newest first). */
async function historyOrders(world: OrderingWorld): Promise<readonly HistoryOrder[]> {
  const list = await world.container.getAsync<ListOrderHistory>(USE_CASES.listOrderHistory);
  const result = await list.execute(world.restaurantId, {});
  assert.ok(result.ok, JSON.stringify(result));
  return result.value.items;
}

const cents = (euros: string): number => Math.round(Number(euros.replace(' €', '').replace(',', '.')) * 100);

// Issue 20 item 6: the rate, base, tax and total of each rate on the receipt, lowest rate first.
Then('the receipt of my latest validated {string} order tells the VAT by rate:', async function (this: OrderingWorld, orderType: string, table: DataTable) {
  const order = (await historyOrders(this)).find((item) => isReceiptEligible(item) && item.orderInfo.orderType === orderType);
  assert.ok(order, `no validated ${orderType} order on the first page`);
  const receipt = buildReceipt(order, this.shownSettings(), 'fr');
  assert.ok(receipt);
  assert.equal(receipt.orderType, orderType);
  const expected = table.hashes().map((row) => ({ rate: Number(row.rate), base: cents(row.base!), tax: cents(row.tax!), total: cents(row.total!) }));
  assert.deepEqual(receipt.taxes, expected);
  assert.equal(receipt.taxes.reduce((sum, tax) => sum + tax.total, 0) + receipt.untaxed, receipt.total);
});

// Issue 20 item 6: the platform recorded each line's rate for the order's type (products.vat_rate_take_away).
Then('in my order history {string} is at {float} % taken away and at {float} % on place', async function (this: OrderingWorld, name: string, away: number, eatIn: number) {
  const seen = new Set<string>();
  for (const order of await historyOrders(this)) {
    for (const line of order.products.filter((product) => product.name === name)) {
      const rate = order.orderInfo.orderType === 'take_away' || order.orderInfo.orderType === 'delivery' ? away : eatIn;
      assert.equal(line.vatRate, rate, `${name} in order ${order.orderInfo.orderNumber} (${order.orderInfo.orderType})`);
      seen.add(String(order.orderInfo.orderType));
    }
  }
  assert.ok(seen.size > 0, `no ${name} in the history`);
});

// accounts 7 and issue 20 item 6: the receipt of the latest validated order, with two rates, the lower first.
Then('the receipt\'s total is {amount}, its VAT {amount} at {float} % and {amount} at {float} %', async function (this: OrderingWorld, total: number, lowTax: number, low: number, highTax: number, high: number) {
  const order = (await historyOrders(this)).find(isReceiptEligible);
  assert.ok(order, 'no validated order on the first page');
  const receipt = buildReceipt(order, this.shownSettings(), 'fr');
  assert.ok(receipt);
  assert.equal(receipt.total, total);
  assert.deepEqual(receipt.taxes.map((line) => ({ rate: line.rate, tax: line.tax })), [{ rate: low, tax: lowTax }, { rate: high, tax: highTax }]);
});
