import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Product } from '../../core/domain/catalogue/catalogue';
import { findCategoryPath, isOrderable } from '../../core/domain/catalogue/menu-navigation';
import { homeEntry } from '../../core/domain/home/home-entry';
import type { HomeSelections } from '../../core/domain/home/home-selections';
import { homeSelections } from '../../core/domain/home/home-selections';
import { localize } from '../../core/domain/locale/localized-text';
import type { RandomSource } from '../../core/ports/random-source';
import { RANDOM_SOURCE } from '../../core/ports/random-source';
import type { LoadBestSellers } from '../../core/use-cases/home/load-best-sellers';
import { isNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** The home each scenario opened, kept beside its world. */
const homes = new WeakMap<OrderingWorld, HomeSelections>();

function shownHome(world: OrderingWorld): HomeSelections {
  const home = homes.get(world);
  if (!home) throw new Error('open the home first ("When I open the home")');
  return home;
}

const names = (products: readonly Product[]) => products.map((product) => localize(product.name, 'en'));

function categoryNamed(world: OrderingWorld, name: string): number {
  const search = (categories: ReturnType<OrderingWorld['shownCatalogue']>['categories']): number | null => {
    for (const category of categories) {
      if (isNamed(category.name, name)) return category.id;
      const found = search(category.categories);
      if (found !== null) return found;
    }
    return null;
  };
  const id = search(world.shownCatalogue().categories);
  if (id === null) throw new Error(`no category "${name}" on this menu`);
  return id;
}

// browsing 2.2, on load.
Then('the home sends me to the menu category {int}', function (this: OrderingWorld, categoryId: number) {
  assert.deepEqual(homeEntry(this.shownSettings()), { kind: 'menu', categoryId });
});

Then('the home sends me to the menu category of {string}', function (this: OrderingWorld, name: string) {
  assert.deepEqual(homeEntry(this.shownSettings()), { kind: 'menu', categoryId: categoryNamed(this, name) });
});

Then('the home is shown', function (this: OrderingWorld) {
  assert.deepEqual(homeEntry(this.shownSettings()), { kind: 'home' });
});

// The spec's "one specific establishment is always sent to /menu/6600" as the setting forced_home_category.
Given('the establishment forces its home category to {string}', function (this: OrderingWorld, name: string) {
  this.settings = { ...this.shownSettings(), forced_home_category: categoryNamed(this, name) };
});

// browsing 2.2: the blocks, from the catalogue and the platform's best sellers.
When('I open the home', async function (this: OrderingWorld) {
  const loadBestSellers = await this.container.getAsync<LoadBestSellers>(USE_CASES.loadBestSellers);
  const bestSellers = await loadBestSellers.execute(this.restaurantId);
  assert.ok(bestSellers.ok, `the best sellers did not load: ${JSON.stringify(bestSellers)}`);
  homes.set(this, homeSelections(this.shownCatalogue(), bestSellers.value, this.container.get<RandomSource>(RANDOM_SOURCE)));
});

Then("the home's suggested products are {names}", function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(names(shownHome(this).suggested), expected);
});

Then("the home's best products are {names}", function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(names(shownHome(this).best), expected);
});

Then('the most ordered to eat are {names}', function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(names(shownHome(this).mostOrdered.toEat), expected);
});

Then('the most ordered to drink are {names}', function (this: OrderingWorld, expected: string[]) {
  assert.deepEqual(names(shownHome(this).mostOrdered.toDrink), expected);
});

Then('the tempting products are orderable products no other block of the home shows', function (this: OrderingWorld) {
  const home = shownHome(this);
  const elsewhere = new Set([...home.suggested, ...home.best, ...home.mostOrdered.toEat, ...home.mostOrdered.toDrink].map((product) => product.id));
  assert.ok(home.tempting.length > 0, 'nothing tempting');
  for (const product of home.tempting) {
    assert.ok(!elsewhere.has(product.id), `${localize(product.name, 'en')} is in another block`);
    assert.ok(isOrderable(product) && findCategoryPath(this.shownCatalogue(), product.category_id), `${localize(product.name, 'en')} cannot be ordered`);
  }
});
