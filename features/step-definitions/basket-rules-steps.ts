import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { CHOSEN_TIME_SLOT_STORE, USE_CASES } from '../../config/use-case-tokens';
import { checkoutBlocks } from '../../core/domain/checkout/checkout-blocking';
import { addedProductIds } from '../../core/domain/basket/basket-limits';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { ChosenTimeSlotStore } from '../../core/use-cases/schedule/chosen-time-slot-store';
import type { ClearSlotForPreparationTime } from '../../core/use-cases/schedule/clear-slot-for-preparation-time';
import { isNamed, productNamed } from '../support/menu-lookup';
import { basketLinesHitByLimitation } from '../../core/domain/basket/limitation-lines';
import { limitationTitleKey } from '../../core/domain/order/limitation-title';
import { formatLimitationTimeSlot, limitationTimeSlot } from '../../core/domain/order/limitation-time-slot';
import type { LimitationEntities } from '../../core/domain/order/order-rejection';
import type { RemoveFromBasket } from '../../core/use-cases/basket/remove-from-basket';
import type { OrderingWorld } from '../support/ordering-world';

// browsing 5: the restaurant's total product count limit, as the platform sends it (limit and current).
Given('the restaurant takes at most {int} products per order, {int} already counted', function (this: OrderingWorld, limit: number, current: number) {
  this.settings = { ...this.shownSettings(), total_products_limit: { limit, current } };
});

// checkout 5 and browsing 4: one of the reasons the one checkout rule gives for this basket (an empty basket is one too).
Then('checkout is blocked with {string}', function (this: OrderingWorld, key: string) {
  const settings = this.shownSettings();
  const input = { itemCount: this.storedBasket().basketProducts.length, orderTypeCount: settings.orderTypes.length, orderTypeId: null, cookieChoiceMade: true };
  assert.ok(checkoutBlocks(settings, input).includes(key as never), `blocked by ${JSON.stringify(checkoutBlocks(settings, input))}, not ${key}`);
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

// browsing 2.7: the page the checkout goes to (LimitationViewModel does the same with the basket view model).
Then('the limitation page is titled {string} and takes {string} out of the basket', function (this: OrderingWorld, title: string, name: string) {
  assert.ok(this.placed && !this.placed.ok && this.placed.error.kind === 'rejected', 'the order was not refused');
  const outcome = this.placed.error.outcome;
  assert.equal(outcome.kind, 'limitation');
  if (outcome.kind !== 'limitation') return;
  assert.equal(limitationTitleKey(outcome.type), title);
  const entities = outcome.entities as LimitationEntities;
  const hit = basketLinesHitByLimitation(this.storedBasket(), entities);
  assert.deepEqual(hit.map((entry) => isNamed(entry.product.name, name)), [true]);
  const left = this.container.get<RemoveFromBasket>(USE_CASES.removeFromBasket).execute({ restaurantId: this.restaurantId, keys: hit.map((entry) => entry.key) });
  assert.deepEqual(left.basketProducts, []);
});

// Issue 6: support limits a product live on the running simulator (`ordering sim limit`).
Given('support limits {string} to {int} per order with sim limit', async function (this: OrderingWorld, name: string, max: number) {
  const product = productNamed(this.shownCatalogue(), name);
  await this.admin.setLimit(this.restaurantId, { target: 'product', id: product.id, max });
});

// browsing 2.7: the full slot the platform names (timeSlotId), as the page shows it, in the restaurant's zone.
Then('the limitation page is titled {string} and shows the slot {string}', function (this: OrderingWorld, title: string, shown: string) {
  assert.ok(this.placed && !this.placed.ok && this.placed.error.kind === 'rejected', 'the order was not refused');
  const outcome = this.placed.error.outcome;
  assert.ok(outcome.kind === 'limitation', `not a limitation: ${outcome.kind}`);
  assert.equal(limitationTitleKey(outcome.type), title);
  const settings = this.shownSettings();
  const chosen = this.form.timeSlot?.slot ?? null;
  const slot = limitationTimeSlot((outcome.entities as LimitationEntities).timeSlotId, { timezone: settings.timezone, orderTypes: settings.orderTypes, chosen, now: this.now() });
  assert.ok(slot, 'the page finds no slot');
  assert.equal(formatLimitationTimeSlot(slot, 'fr').replace(/^.*, /, ''), shown);
});
