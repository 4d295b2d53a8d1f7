import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { GROUP_ORDER_USE_CASES } from '../../config/bind-group-order';
import { BASKET_STORE, USE_CASES } from '../../config/use-case-tokens';
import { isStageableOrderOutcome } from '../../config/node-container';
import { groupOrderTypeKey, preselectedOrderType } from '../../core/domain/group/group-delivery-details';
import { groupOrderTypesFor } from '../../core/domain/group/group-order';
import { localize } from '../../core/domain/locale/localized-text';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { ORDER_TYPE_IDS, orderTypeName } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { Result } from '../../core/domain/result';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { GroupOrderPlaced, PlaceGroupOrder, PlaceGroupOrderFailure } from '../../core/use-cases/group-order/place-group-order';
import type { TrackGroupOrder } from '../../core/use-cases/group-order/track-group-order';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import { trackFailureText } from '../../core/domain/tracking/tracking-failure';
import type { OrderingWorld } from '../support/ordering-world';

/** The last group checkout of the scenario, kept beside its world. */
const placedGroupOrders = new WeakMap<OrderingWorld, { readonly groupId: string; readonly result: Result<GroupOrderPlaced, PlaceGroupOrderFailure> }>();

/** The group's visible outlets, as the platform gives their settings (browsing 3 childrens). */
async function outletsOf(world: OrderingWorld, groupId: string): Promise<RestaurantSettings[]> {
  const loadRestaurant = world.container.get<LoadRestaurant>(USE_CASES.loadRestaurant);
  const group = await loadRestaurant.execute(groupId);
  assert.ok(group.ok && group.value.multi_establishment, `${groupId} is not a group of restaurants`);
  const outlets: RestaurantSettings[] = [];
  for (const child of group.value.multi_establishment.childrens.filter((candidate) => candidate.visible)) {
    const loaded = await loadRestaurant.execute(child.restaurant_token);
    assert.ok(loaded.ok, `the outlet ${child.restaurant_token} did not load`);
    outlets.push(loaded.value);
  }
  return outlets;
}

function lastGroupOrder(world: OrderingWorld) {
  const placed = placedGroupOrders.get(world);
  assert.ok(placed, 'check out for the group first ("When I check out for the group ...")');
  return placed;
}

const basketOf = (world: OrderingWorld, outletId: string) => world.container.get<BasketStore>(BASKET_STORE).read(outletId).basket;

// checkout 3 and 7: the group's one checkout, paid at each counter (core group-order.ts).
When('I check out for the group {string} as {orderType} with:', async function (this: OrderingWorld, groupId: string, orderTypeId: OrderTypeId, table: DataTable) {
  const fields = table.rowsHash();
  const form = { ...this.form, fullName: fields['full name'] ?? '', phone: fields.phone ?? '', email: fields.email ?? '', orderTypeId, cgvAccepted: fields.terms === 'accepted' };
  const placeGroupOrder = await this.container.getAsync<PlaceGroupOrder>(GROUP_ORDER_USE_CASES.placeGroupOrder);
  placedGroupOrders.set(this, { groupId, result: await placeGroupOrder.execute({ groupId, outlets: await outletsOf(this, groupId), form }) });
});

Then('the group order is accepted and I see its order number', function (this: OrderingWorld) {
  const { result } = lastGroupOrder(this);
  assert.ok(result.ok, `the group order was not accepted: ${JSON.stringify(result)}`);
  assert.match(result.value.orderNumber, /^[0-9A-HJKMNP-TV-Z]{12}$/);
  assert.equal(result.value.redirectionUrl, null);
});

Then('the group order went to {string} with {int} units and {string} with {int} unit(s)', function (this: OrderingWorld, first: string, firstUnits: number, second: string, secondUnits: number) {
  const { result } = lastGroupOrder(this);
  assert.ok(result.ok);
  assert.deepEqual(
    result.value.payload.orders.map((order) => [order.restaurant_child_token, order.products.count]),
    [
      [first, firstUnits],
      [second, secondUnits],
    ],
  );
  assert.equal(result.value.payload.restaurant_id, lastGroupOrder(this).groupId);
});

Then('its tracking shows {string} at {amount} and {string} at {amount}', async function (this: OrderingWorld, first: string, firstTotal: number, second: string, secondTotal: number) {
  const { groupId, result } = lastGroupOrder(this);
  assert.ok(result.ok);
  const trackGroupOrder = await this.container.getAsync<TrackGroupOrder>(GROUP_ORDER_USE_CASES.trackGroupOrder);
  const status = await trackGroupOrder.execute({ groupId, orderNumber: result.value.orderNumber });
  assert.ok(status.ok, `the group order could not be tracked: ${JSON.stringify(status)}`);
  assert.deepEqual(
    status.value.parts.map((part) => [part.restaurant_name, part.track.total_price, part.track.steps[0]?.status_type]),
    [
      [first, firstTotal, 'sent'],
      [second, secondTotal, 'sent'],
    ],
  );
});

Then('the baskets of {string} and {string} are empty', function (this: OrderingWorld, first: string, second: string) {
  assert.deepEqual([basketOf(this, first).basketProducts, basketOf(this, second).basketProducts], [[], []]);
});

Then('the basket of {string} still holds {int} {string}', function (this: OrderingWorld, outletId: string, quantity: number, name: string) {
  const lines = basketOf(this, outletId).basketProducts.map((entry) => [localize(entry.product.name, 'fr'), entry.nb]);
  assert.deepEqual(lines, [[name, quantity]]);
});

Then('the group checkout is refused with {string}', function (this: OrderingWorld, key: string) {
  const { result } = lastGroupOrder(this);
  assert.ok(!result.ok && result.error.kind === 'invalid', `the group checkout was not refused: ${JSON.stringify(result)}`);
  assert.ok(
    result.error.problems.some((problem) => problem.key === key),
    `no ${key} among ${JSON.stringify(result.error.problems)}`,
  );
});

Then('the group order is refused with {string}', function (this: OrderingWorld, err: string) {
  const { result } = lastGroupOrder(this);
  assert.ok(!result.ok && result.error.kind === 'rejected', `the group order was not refused: ${JSON.stringify(result)}`);
  assert.equal(result.error.rejection.err, err);
});

Given('the platform will answer the next order of {string} with {string}', async function (this: OrderingWorld, restaurantId: string, outcome: string) {
  assert.ok(isStageableOrderOutcome(outcome), `the simulator cannot stage "${outcome}"`);
  await this.admin.stageNextOrderOutcome(restaurantId, { outcome });
});

Then('no order reached {string}', async function (this: OrderingWorld, restaurantId: string) {
  const exported = await this.admin.exportOrders({ restaurantId, limit: 10 });
  assert.deepEqual(exported, []);
});

// browsing 2.4: the choice made on the group's delivery-details menu, remembered per group.
Given('I chose {string} in the delivery details of {string}', function (this: OrderingWorld, name: string, groupId: string) {
  const id = ORDER_TYPE_IDS.find((candidate) => orderTypeName(candidate) === name);
  assert.ok(id !== undefined, `no order type named ${name}`);
  this.container.get<KeyValueStore>(KEY_VALUE_STORE).set(groupOrderTypeKey(groupId), String(id));
});

Then('the group checkout of {string} starts on {string}', async function (this: OrderingWorld, groupId: string, name: string) {
  const outlets = (await outletsOf(this, groupId)).map((settings) => ({ settings, basket: basketOf(this, settings.id) }));
  const chosen = preselectedOrderType(groupOrderTypesFor(outlets), this.container.get<KeyValueStore>(KEY_VALUE_STORE).get(groupOrderTypeKey(groupId)));
  assert.equal(chosen === null ? null : orderTypeName(chosen), name);
});

/** The last track status fetch of the scenario's group order number, asked as one restaurant's order. */
const singleTracks = new WeakMap<OrderingWorld, Awaited<ReturnType<GetOrderStatus['execute']>>>();

// checkout 7 "Track order" (GET /order/track/{orderId}?restaurant_token=) with a group order's number.
When("I track the group order's number as an order of {string}", async function (this: OrderingWorld, restaurantId: string) {
  const { result } = lastGroupOrder(this);
  assert.ok(result.ok);
  const getOrderStatus = await this.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  singleTracks.set(this, await getOrderStatus.execute({ restaurantId, orderNumber: result.value.orderNumber }));
});

// checkout 8: "server error ORDER_UNAVAILABLE: 'order unavailable' under title 'cant reach order'".
Then('the tracking says {string} under the title {string}', function (this: OrderingWorld, messageKey: string, titleKey: string) {
  const answer = singleTracks.get(this);
  assert.ok(answer && !answer.ok, `the order was tracked: ${JSON.stringify(answer)}`);
  assert.deepEqual(trackFailureText(answer.error), { titleKey, messageKey: messageKey === 'nothing' ? null : messageKey });
});
