import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { checkoutBlock } from '../../core/domain/basket/basket-rules';
import { openChildren, orderedChildren } from '../../core/domain/group/group-children';
import { homeEntry } from '../../core/domain/home/home-entry';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { RandomSource } from '../../core/ports/random-source';
import { RANDOM_SOURCE } from '../../core/ports/random-source';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { OrderingWorld } from '../support/ordering-world';

/** The outlets the group's list showed, kept beside the scenario's world. */
const lists = new WeakMap<OrderingWorld, readonly string[]>();

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
  lists.set(
    this,
    openChildren(ordered, establishments).map((entry) => entry.establishment.restaurant_name),
  );
});

Then('the group lists {names}', function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(lists.get(this), expected);
});

// browsing 4: "Checkout is blocked with no order types (not for a group)".
Then("the group's checkout is not blocked for its lack of order types", function (this: OrderingWorld) {
  const settings = this.shownSettings();
  assert.deepEqual(settings.orderTypes, []);
  assert.equal(checkoutBlock(settings), 'online_ordering_unavailable');
  assert.equal(checkoutBlock(settings, settings.multi_establishment !== null), null);
});
