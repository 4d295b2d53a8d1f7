import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { checkoutBlocks } from '../../core/domain/checkout/checkout-blocking';
import { openChildren, orderedChildren } from '../../core/domain/group/group-children';
import { searchWithChildToken } from '../../core/domain/group/group-child-token';
import { chosenGroupOrderType, groupOrderTypeKey, groupOrderTypes, offeringOrderType } from '../../core/domain/group/group-delivery-details';
import { groupDisplayName } from '../../core/domain/group/group-settings';
import { localize } from '../../core/domain/locale/localized-text';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { ORDER_TYPE_IDS, orderTypeName } from '../../core/domain/order-type/order-type';
import { homeEntry } from '../../core/domain/home/home-entry';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import type { RandomSource } from '../../core/ports/random-source';
import { RANDOM_SOURCE } from '../../core/ports/random-source';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { OrderingWorld } from '../support/ordering-world';

/** The outlets the group's list showed, kept beside the scenario's world. */
const lists = new WeakMap<OrderingWorld, readonly string[]>();
/** The open outlets behind that list, for its delivery-details menu (browsing 2.4). */
const openOutlets = new WeakMap<OrderingWorld, ReturnType<typeof openChildren<RestaurantSettings>>>();

const orderTypeNamed = (name: string): OrderTypeId => {
  const id = ORDER_TYPE_IDS.find((candidate) => orderTypeName(candidate) === name);
  if (id === undefined) throw new Error(`no order type named ${name}`);
  return id;
};

function groupOf(world: OrderingWorld) {
  const group = world.shownSettings().multi_establishment;
  if (!group) throw new Error(`${world.restaurantId} is not a group of restaurants`);
  return group;
}

// browsing 2.1 and 2.4: /{group} goes to /{group}/homeMultiEstablishment.
Then('the home sends me to the multi-establishment home', function (this: OrderingWorld) {
  assert.deepEqual(homeEntry(this.shownSettings()), { kind: 'multi-establishment' });
});

// browsing 2.4 and 9: the children's settings from the platform, the open ones in the list's order.
When("I open the group's list", async function (this: OrderingWorld) {
  const ordered = orderedChildren(groupOf(this), this.container.get<RandomSource>(RANDOM_SOURCE));
  const loadRestaurant = this.container.get<LoadRestaurant>(USE_CASES.loadRestaurant);
  const establishments: RestaurantSettings[] = [];
  for (const child of ordered) {
    const loaded = await loadRestaurant.execute(child.restaurant_token);
    assert.ok(loaded.ok, `the outlet ${child.restaurant_token} did not load: ${JSON.stringify(loaded)}`);
    establishments.push(loaded.value);
  }
  const open = openChildren(ordered, establishments);
  openOutlets.set(this, open);
  lists.set(
    this,
    open.map((entry) => entry.establishment.restaurant_name),
  );
});

// browsing 2.4: the delivery-details menu of the group's home, the choice remembered per group.
Then("the group's delivery details offer {string}, chosen at first", function (this: OrderingWorld, names: string) {
  const offered = groupOrderTypes((openOutlets.get(this) ?? []).map((entry) => entry.establishment));
  assert.deepEqual(offered.map(orderTypeName), names.split(', '));
  const store = this.container.get<KeyValueStore>(KEY_VALUE_STORE);
  assert.equal(chosenGroupOrderType(offered, store.get(groupOrderTypeKey(this.restaurantId))), offered[0]);
});

When("I choose {string} in the group's delivery details", function (this: OrderingWorld, name: string) {
  this.container.get<KeyValueStore>(KEY_VALUE_STORE).set(groupOrderTypeKey(this.restaurantId), String(orderTypeNamed(name)));
});

Then('the group lists for {string} {names}', function (this: OrderingWorld, name: string, expected: string[]) {
  const store = this.container.get<KeyValueStore>(KEY_VALUE_STORE);
  const outlets = openOutlets.get(this) ?? [];
  const chosen = chosenGroupOrderType(groupOrderTypes(outlets.map((entry) => entry.establishment)), store.get(groupOrderTypeKey(this.restaurantId)));
  assert.equal(chosen, orderTypeNamed(name));
  assert.deepEqual(offeringOrderType(outlets, chosen).map((entry) => entry.establishment.restaurant_name), expected);
});

// browsing 2.1: every address inside a child keeps the group's child_token.
Then('inside an outlet of {string}, the address {string} becomes {string}', function (this: OrderingWorld, groupId: string, search: string, expected: string) {
  assert.equal(searchWithChildToken(search, groupId) ?? search, expected);
});

// browsing 2.4: the way back names the group, loaded when its page was not seen.
Then('the way back to {string} says {string}', async function (this: OrderingWorld, groupId: string, expected: string) {
  const loaded = await this.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(groupId);
  assert.ok(loaded.ok && loaded.value.multi_establishment, `${groupId} did not load as a group`);
  assert.equal(groupDisplayName(localize(loaded.value.multi_establishment.title, 'fr'), loaded.value.restaurant_name), expected);
});

Then('the group lists {names}', function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(lists.get(this), expected);
});

// browsing 4: "Checkout is blocked with no order types (not for a group)".
Then("the group's checkout is not blocked for its lack of order types", function (this: OrderingWorld) {
  const settings = this.shownSettings();
  assert.deepEqual(settings.orderTypes, []);
  assert.notEqual(settings.multi_establishment, null);
  const input = { itemCount: 1, orderTypeCount: 0, orderTypeId: null, cookieChoiceMade: true };
  assert.deepEqual(checkoutBlocks(settings, input), []);
  assert.deepEqual(checkoutBlocks({ ...settings, multi_establishment: null }, input), ['no_order_types']);
});
