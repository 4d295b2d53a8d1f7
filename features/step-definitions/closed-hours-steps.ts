import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { USE_CASES } from '../../config/use-case-tokens';
import { computeBasketTotals } from '../../core/domain/basket/basket-totals';
import { buildOrderPayload } from '../../core/domain/order/build-order-payload';
import type { Result } from '../../core/domain/result';
import type { SubmitFailure, SubmitOrderPayload, SubmittedOrder } from '../../core/use-cases/order/submit-order-payload';
import type { OrderingWorld } from '../support/ordering-world';

/** The answer to the order a storefront that checks nothing sent, per scenario. */
const uncheckedAnswers = new WeakMap<OrderingWorld, Result<SubmittedOrder, SubmitFailure>>();

// Issue 22.4: the scenario's clock (the simulator's too) moves to that local time, on the suites' day (a Wednesday).
Given('it is {string} in Paris on that Wednesday', function (this: OrderingWorld, time: string) {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const today = this.now().setZone('Europe/Paris');
  assert.equal(today.weekday, 3, 'the suites run on a Wednesday (config/test-now.ts)');
  this.scenarioClock.moveTo(today.set({ hour, minute, second: 0, millisecond: 0 }));
});

Then('the order is not sent, the checkout saying {string}', function (this: OrderingWorld, key: string) {
  assert.ok(this.placed && !this.placed.ok && this.placed.error.kind === 'invalid', `the order was not stopped: ${JSON.stringify(this.placed)}`);
  assert.ok(
    this.placed.error.problems.some((problem) => problem.key === key),
    `no ${key} among ${JSON.stringify(this.placed.error.problems)}`,
  );
  assert.equal(this.orderGateway.sent, 0, 'an order went to the platform');
});

// The platform never trusts the client: the same order sent by a storefront that checks nothing.
When('a storefront that does not check the opening hours sends it anyway', async function (this: OrderingWorld) {
  const settings = this.shownSettings();
  const orderType = settings.orderTypes.find((type) => type.id === this.form.orderTypeId);
  assert.ok(orderType && this.form.orderTypeId !== null);
  const basket = this.storedBasket();
  const payload = buildOrderPayload(
    { ...this.form, orderTypeId: this.form.orderTypeId },
    { settings, basket, totals: computeBasketTotals(basket, orderType), metricsUuid: 'unchecked', returnUrls: { success: '', cancel: '' } },
  );
  const submit = await this.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  uncheckedAnswers.set(this, await submit.execute({ restaurantId: settings.id, payload, idempotencyKey: `unchecked-${DateTime.utc().toMillis()}` }));
});

Then('the platform refuses it as {string}', function (this: OrderingWorld, err: string) {
  const answer = uncheckedAnswers.get(this);
  assert.ok(answer && !answer.ok, `the order was taken: ${JSON.stringify(answer)}`);
  assert.equal(answer.error.kind, 'rejected');
  assert.equal(answer.error.kind === 'rejected' ? answer.error.rejection.err : null, err);
});
