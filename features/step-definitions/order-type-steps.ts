import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { Result } from '../../core/domain/result';
import type { SubmitFailure, SubmitOrderPayload, SubmittedOrder } from '../../core/use-cases/order/submit-order-payload';
import type { OrderingWorld } from '../support/ordering-world';
import type { PlaceTableOnlyOrder } from '../../core/use-cases/order/place-table-only-order';

/** The answer to a forged order, per scenario (kept here rather than on the shared world). */
const forgedAnswers = new WeakMap<OrderingWorld, Result<SubmittedOrder, SubmitFailure>>();

function placedPayload(world: OrderingWorld): OrderPayload {
  assert.ok(world.placed?.ok, `the order was not accepted: ${JSON.stringify(world.placed)}`);
  return world.placed.value.payload;
}

// checkout 3 and 5: what the accepted order carried; the platform priced it the same, or it would have refused it.
Then('the order sent carries a delivery cost of {amount} to {string}', function (this: OrderingWorld, cost: number, street: string) {
  const payload = placedPayload(this);
  assert.equal(payload.delivery_cost, cost);
  assert.equal(payload.address.deliveryCost, cost);
  assert.equal(payload.address.street, street);
});

Then('the order sent carries the table number {string} and no address', function (this: OrderingWorld, table: string) {
  const payload = placedPayload(this);
  assert.equal(payload.table_information, table);
  assert.equal(payload.address.street, '');
});

// The simulator is a server on the internet: a client that declares other amounts is refused with 422.
When('someone sends that order again declaring a delivery cost of {amount}', async function (this: OrderingWorld, cost: number) {
  const payload = placedPayload(this);
  const forged: OrderPayload = { ...payload, delivery_cost: cost, address: { ...payload.address, deliveryCost: cost }, metrics_uuid: 'forged' };
  const submit = await this.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  forgedAnswers.set(this, await submit.execute({ restaurantId: this.restaurantId, payload: forged, idempotencyKey: `forged-${Date.now()}` }));
});

Then('the restaurant refuses it as unprocessable, naming {string}', function (this: OrderingWorld, field: string) {
  const answer = forgedAnswers.get(this);
  assert.ok(answer && !answer.ok, `the forged order was taken: ${JSON.stringify(answer)}`);
  assert.equal(answer.error.kind, 'gateway');
  assert.equal(answer.error.kind === 'gateway' ? answer.error.field : null, field);
});

// checkout 2: the table-number modal.
When('I send a table-only order for table {string}', async function (this: OrderingWorld, tableNumber: string) {
  const placeTableOnlyOrder = await this.container.getAsync<PlaceTableOnlyOrder>(USE_CASES.placeTableOnlyOrder);
  this.placed = await placeTableOnlyOrder.execute({ settings: this.shownSettings(), tableNumber });
});

// checkout 3: table-only order: table_information, phone 0, email and comment empty, paid on the spot.
Then('the order sent is a table-only order for table {string}', function (this: OrderingWorld, table: string) {
  const payload = placedPayload(this);
  assert.deepEqual(
    [payload.table_information, payload.phone, payload.email, payload.comment, payload.payement_infos.type],
    [table, '0', '', '', 'ONSPOT'],
  );
});
