import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CHOSEN_TIME_SLOT_STORE, USE_CASES } from '../../config/use-case-tokens';
import { checkoutBlock } from '../../core/domain/basket/basket-rules';
import { addedProductIds } from '../../core/domain/basket/basket-limits';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { ChosenTimeSlotStore } from '../../core/use-cases/schedule/chosen-time-slot-store';
import type { ClearSlotForPreparationTime } from '../../core/use-cases/schedule/clear-slot-for-preparation-time';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

// browsing 5: the restaurant's total product count limit, as the platform sends it (limit and current).
Given('the restaurant takes at most {int} products per order, {int} already counted', function (this: OrderingWorld, limit: number, current: number) {
  this.settings = { ...this.shownSettings(), total_products_limit: { limit, current } };
});

Then('checkout is blocked with {string}', function (this: OrderingWorld, key: string) {
  assert.equal(checkoutBlock(this.shownSettings()), key);
});

const slots = (world: OrderingWorld) => world.container.get<ChosenTimeSlotStore>(CHOSEN_TIME_SLOT_STORE);

Given('I have chosen a time slot', function (this: OrderingWorld) {
  slots(this).choose(this.restaurantId, { id: 1, start_time: '2026-11-23T12:30:00+01:00', end_time: '2026-11-23T12:45:00+01:00' });
});

// browsing 4 and 8: what the storefront does after each add (BasketViewModel.confirmAdded).
When('I add {int} {string} to the basket and the slot is checked', function (this: OrderingWorld, quantity: number, name: string) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  const before = this.storedBasket();
  const added = this.container
    .get<AddToBasket>(USE_CASES.addToBasket)
    .execute({ restaurantId: this.restaurantId, catalogue, settings: this.shownSettings(), productId: product.id, selection: [], quantity });
  assert.ok(added.ok, `not added: ${JSON.stringify(added)}`);
  const cleared = this.container
    .get<ClearSlotForPreparationTime>(USE_CASES.clearSlotForPreparationTime)
    .execute({ restaurantId: this.restaurantId, catalogue, addedProductIds: addedProductIds(catalogue, before, added.value) });
  this.told = cleared ? 'preparation_time_change_remove_timeslot' : 'product_added_to_shopping_cart';
});

Then('I am told {string}', function (this: OrderingWorld, key: string) {
  assert.equal(this.told, key);
});

Then('my time slot is still chosen', function (this: OrderingWorld) {
  assert.notEqual(slots(this).read(this.restaurantId), null);
});

Then('no time slot is chosen', function (this: OrderingWorld) {
  assert.equal(slots(this).read(this.restaurantId), null);
});
