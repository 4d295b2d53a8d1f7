import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { trackingErrorMessageKey } from '../../core/domain/order/order-rejection';
import type { StageableOrderOutcome } from '../../config/node-container';
import { isStageableOrderOutcome } from '../../config/node-container';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

function stageable(outcome: string): StageableOrderOutcome {
  assert.ok(isStageableOrderOutcome(outcome), `the simulator cannot stage "${outcome}"`);
  return outcome;
}

// Issue 7: the simulator stages the platform's answer to the next order (`ordering sim order-error`).
Given('the platform will answer my next order with {string}', async function (this: OrderingWorld, outcome: string) {
  await this.admin.stageNextOrderOutcome(this.restaurantId, { outcome: stageable(outcome) });
});

Given('the platform will answer my next order with {string} naming {string}', async function (this: OrderingWorld, outcome: string, data: string) {
  await this.admin.stageNextOrderOutcome(this.restaurantId, { outcome: stageable(outcome), data });
});

/** The outcome the storefront routes a refusal to (checkout 8), after the last checkout. */
function refusalOutcome(world: OrderingWorld) {
  assert.ok(world.placed && !world.placed.ok && world.placed.error.kind === 'rejected', `the order was not refused: ${JSON.stringify(world.placed)}`);
  return world.placed.error.outcome;
}

// checkout 8: integrity, time slot, hub, lists and unknown errors go to the tracking page with their type.
Then('I am taken to the tracking page saying {string}', function (this: OrderingWorld, key: string) {
  const outcome = refusalOutcome(this);
  assert.equal(outcome.kind, 'tracking_error');
  assert.equal(outcome.kind === 'tracking_error' ? trackingErrorMessageKey(outcome.type) : null, key);
});

Then('I am taken to the tracking page saying {string} about {string}', function (this: OrderingWorld, key: string, data: string) {
  const outcome = refusalOutcome(this);
  assert.equal(outcome.kind, 'tracking_error');
  assert.deepEqual(outcome.kind === 'tracking_error' ? [trackingErrorMessageKey(outcome.type), outcome.data] : null, [key, data]);
});

// checkout 8 and browsing 2.7: the limitation page with its type and the entities to take out.
Then('I am taken to the limitation page of {string} naming {string}', function (this: OrderingWorld, type: string, name: string) {
  const outcome = refusalOutcome(this);
  assert.equal(outcome.kind, 'limitation');
  const product = productNamed(this.shownCatalogue(), name);
  assert.deepEqual(outcome.kind === 'limitation' ? [outcome.type, outcome.entities?.productIds] : null, [type, [product.id]]);
});

// checkout 8: a promotion error is shown in place, by its code (no_promo_code reads invalid_promo_code).
Then('the checkout says {string} in place', function (this: OrderingWorld, key: string) {
  const outcome = refusalOutcome(this);
  assert.deepEqual(outcome, { kind: 'promotion', key });
});

// checkout 4 and 8, issue 15.5: a server failure (5xx) is not a refusal, and its effect is unknown: the
// order may have been taken. The customer may send the same order again (the same attempt).
Then('whether the order was taken is not known', function (this: OrderingWorld) {
  assert.ok(this.placed && !this.placed.ok, `the order was taken: ${JSON.stringify(this.placed)}`);
  assert.equal(this.placed.error.kind, 'outcome_unknown');
});
