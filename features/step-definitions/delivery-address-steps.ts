import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ADDRESS_SEARCH_USE_CASES } from '../../config/bind-address-search';
import { USE_CASES } from '../../config/use-case-tokens';
import type { AddressSuggestion } from '../../core/domain/order-type/address-suggestion';
import { addressLabel } from '../../core/domain/order-type/address-suggestion';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { Result } from '../../core/domain/result';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import type { SearchDeliveryAddress } from '../../core/use-cases/checkout/search-delivery-address';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { SubmitFailure, SubmitOrderPayload, SubmittedOrder } from '../../core/use-cases/order/submit-order-payload';
import type { OrderingWorld } from '../support/ordering-world';

/** What the search proposed and what a forged order got, per scenario (kept here rather than on the shared world). */
const proposed = new WeakMap<OrderingWorld, readonly AddressSuggestion[]>();
const forged = new WeakMap<OrderingWorld, Result<SubmittedOrder, SubmitFailure>>();

async function search(world: OrderingWorld, typed: string): Promise<readonly AddressSuggestion[]> {
  const searchDeliveryAddress = await world.container.getAsync<SearchDeliveryAddress>(ADDRESS_SEARCH_USE_CASES.searchDeliveryAddress);
  return searchDeliveryAddress.execute({ restaurantId: world.restaurantId, typed });
}

async function trackedDelivery(world: OrderingWorld): Promise<NonNullable<TrackStatus['delivery']>> {
  const getOrderStatus = await world.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  const status = await getOrderStatus.execute({ restaurantId: world.restaurantId, orderNumber: world.orderNumber() });
  assert.ok(status.ok, `the order could not be tracked: ${JSON.stringify(status)}`);
  assert.ok(status.value.delivery, 'the tracked order has no delivery address');
  return status.value.delivery;
}

When('I search the delivery address {string}', async function (this: OrderingWorld, typed: string) {
  proposed.set(this, await search(this, typed));
});

Then('the addresses proposed are {string}', function (this: OrderingWorld, labels: string) {
  assert.deepEqual((proposed.get(this) ?? []).map(addressLabel), labels.split('; '));
});

Then('no address is proposed', function (this: OrderingWorld) {
  assert.deepEqual(proposed.get(this), []);
});

// Picking fills street, post code and city (the checkout step types them again) and the position.
Given('I pick the proposed address {string} for {string}', async function (this: OrderingWorld, label: string, typed: string) {
  const picked = (await search(this, typed)).find((address) => addressLabel(address) === label);
  assert.ok(picked, `"${label}" was not proposed for "${typed}"`);
  this.form = { ...this.form, deliveryPosition: { latitude: picked.latitude, longitude: picked.longitude } };
});

Then('the tracked delivery address {string} is at latitude {float} and longitude {float}', async function (this: OrderingWorld, street: string, latitude: number, longitude: number) {
  const delivery = await trackedDelivery(this);
  assert.deepEqual([delivery.street, delivery.latitude, delivery.longitude], [street, latitude, longitude]);
});

Then('the tracked delivery address {string} has no position', async function (this: OrderingWorld, street: string) {
  const delivery = await trackedDelivery(this);
  assert.deepEqual([delivery.street, delivery.latitude ?? null, delivery.longitude ?? null], [street, null, null]);
});

// The simulator is a server on the internet: it bounds the position a client declares.
When('someone sends that order again declaring the latitude {float}', async function (this: OrderingWorld, latitude: number) {
  assert.ok(this.placed?.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
  const payload: OrderPayload = this.placed.value.payload;
  const submit = await this.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  const sent = { ...payload, address: { ...payload.address, latitude }, metrics_uuid: 'forged' };
  forged.set(this, await submit.execute({ restaurantId: this.restaurantId, payload: sent, idempotencyKey: `forged-position-${Date.now()}` }));
});

Then('the forged position is refused as a bad request on the address', function (this: OrderingWorld) {
  const answer = forged.get(this);
  assert.ok(answer && !answer.ok, `the forged order was taken: ${JSON.stringify(answer)}`);
  assert.equal(answer.error.kind, 'gateway');
  assert.match(answer.error.kind === 'gateway' ? (answer.error.field ?? '') : '', /^address/);
});
