import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { hashedRestaurantPath } from '../../core/domain/restaurant/hashed-restaurant-path';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { OrderingWorld } from '../support/ordering-world';

// browsing 2.1, checkout 7: "some restaurant ids are rewritten to long hashed ids in the path before navigation".
Then('the address {string} is rewritten to {string}', function (this: OrderingWorld, address: string, rewritten: string) {
  assert.equal(hashedRestaurantPath(address, this.shownSettings()), rewritten);
});

Then('the address {string} is not rewritten', function (this: OrderingWorld, address: string) {
  assert.equal(hashedRestaurantPath(address, this.shownSettings()), null);
});

// The platform answers to the hashed id (in process and over HTTP): the same establishment and the same menu.
Then('the establishment and its menu load under its hashed id', async function (this: OrderingWorld) {
  const hashedId = this.shownSettings().hashed_id;
  assert.ok(hashedId, 'the settings name no hashed id');
  const [settings, catalogue] = await Promise.all([
    this.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(hashedId),
    this.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(hashedId),
  ]);
  assert.ok(settings.ok && catalogue.ok, `nothing answered under ${hashedId}: ${JSON.stringify([settings, catalogue])}`);
  assert.equal(settings.value.id, this.shownSettings().id);
  assert.deepEqual(catalogue.value.products.map((product) => product.id), this.shownCatalogue().products.map((product) => product.id));
});
