import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { OrderingWorld } from '../support/ordering-world';

// checkout 4: staging (`sim close`): the restaurant closes for now, or opens again.
Given('the simulator closes {string} for now', async function (this: OrderingWorld, restaurantId: string) {
  await this.admin.setClosed(restaurantId, true);
});

When('the simulator opens {string} again', async function (this: OrderingWorld, restaurantId: string) {
  await this.admin.setClosed(restaurantId, false);
});

Then('the menu is shown for consultation only, the restaurant being closed', function (this: OrderingWorld) {
  const settings = this.shownSettings();
  assert.equal(settings.is_closed, true);
  assert.equal(settings.consultative, true);
});

// The platform refuses what a storefront with settings older than the closure sends anyway.
Then('the platform refuses the order on {string}', function (this: OrderingWorld, field: string) {
  assert.ok(this.placed && !this.placed.ok, `the order was not refused: ${JSON.stringify(this.placed)}`);
  const failure = this.placed.error;
  assert.equal(failure.kind, 'gateway');
  assert.deepEqual(failure.kind === 'gateway' ? [failure.error, failure.field] : [], ['bad_request', field]);
});
