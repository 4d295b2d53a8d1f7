import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { findCategoryPath, isOrderable } from '../../core/domain/catalogue/menu-navigation';
import { localize } from '../../core/domain/locale/localized-text';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { RestoreBasket } from '../../core/use-cases/basket/restore-basket';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

// browsing 7: the menu is the restaurant's settings and its catalogue; the basket left is restored.
Given('I am on the menu of {string}', async function (this: OrderingWorld, restaurantId: string) {
  const [settings, catalogue] = await Promise.all([
    this.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId),
    this.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(restaurantId),
  ]);
  assert.ok(settings.ok, `the restaurant did not load: ${JSON.stringify(settings)}`);
  assert.ok(catalogue.ok, `the menu did not load: ${JSON.stringify(catalogue)}`);
  this.restaurantId = restaurantId;
  this.settings = settings.value;
  this.catalogue = catalogue.value;
  this.container.get<RestoreBasket>(USE_CASES.restoreBasket).execute({ restaurantId, catalogue: catalogue.value });
});

// browsing 3: categories on up to three levels.
Then('the menu shows {string} at {amount} in {string}', function (this: OrderingWorld, name: string, price: number, path: string) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  assert.equal(product.price, price);
  const categories = findCategoryPath(catalogue, product.category_id) ?? [];
  assert.equal(categories.map((category) => localize(category.name, 'en')).join(' > '), path);
});

// browsing 3: stock.number_available at 0 (or null) means not available.
Then('{string} is marked sold out', function (this: OrderingWorld, name: string) {
  const product = productNamed(this.shownCatalogue(), name);
  assert.ok(product.stock !== null, `${name} has no tracked stock`);
  assert.ok(!isOrderable(product), `${name} is still orderable`);
});

// The restaurant's side: the menu changes while the customer has it open (simulator admin).
Given('the restaurant then changes the price of {string} to {amount}', async function (this: OrderingWorld, name: string, price: number) {
  const product = productNamed(this.shownCatalogue(), name);
  assert.notEqual(product.price, price, 'the new price must differ from the one shown');
  await this.admin.setPrice(this.restaurantId, product.id, price);
});

Given('the restaurant then sells its last {string}', async function (this: OrderingWorld, name: string) {
  const product = productNamed(this.shownCatalogue(), name);
  await this.admin.setStock(this.restaurantId, product.id, 0);
});
