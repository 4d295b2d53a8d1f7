import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { findProduct } from '../../core/domain/catalogue/menu-navigation';
import { localize } from '../../core/domain/locale/localized-text';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import type { OrderingWorld } from '../support/ordering-world';

/** What each scenario was proposed last (browsing 5: the current suggestions). */
const proposed = new WeakMap<OrderingWorld, readonly number[]>();
const shown = new WeakMap<OrderingWorld, readonly number[]>();

// browsing 2.6: the way to validation goes through the suggestions (POST /api/future with the basket).
When('I go on to validation', async function (this: OrderingWorld) {
  const suggest = await this.container.getAsync<SuggestProducts>(USE_CASES.suggestProducts);
  const result = await suggest.execute({
    restaurantId: this.restaurantId,
    catalogue: this.shownCatalogue(),
    productIds: this.storedBasket().basketProducts.map((entry) => entry.product.id),
    current: shown.get(this) ?? null,
  });
  assert.ok(result.ok, `the suggestions failed: ${JSON.stringify(result)}`);
  proposed.set(this, result.value);
  if (result.value.length > 0) shown.set(this, result.value);
});

Then('I am proposed, in any order, {names}', function (this: OrderingWorld, expected: string[]) {
  const ids = proposed.get(this) ?? [];
  const catalogue = this.shownCatalogue();
  assert.deepEqual(ids.map((id) => localize(findProduct(catalogue, id)?.name, 'en')).sort(), [...expected].sort());
});

Then('I go straight to validation', function (this: OrderingWorld) {
  assert.deepEqual(proposed.get(this), []);
});
