import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { bannerPlacement } from '../../core/domain/catalogue/menu-banner';
import { categoriesPageGroups } from '../../core/domain/catalogue/menu-categories-page';
import { chooseMenuLayout } from '../../core/domain/catalogue/menu-layout';
import { passesAllergenFilter, toggleAllergen } from '../../core/domain/catalogue/menu-allergen-filter';
import { matchesMenuSearch } from '../../core/domain/catalogue/menu-search';
import { localize } from '../../core/domain/locale/localized-text';
import { isNamed, productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** What one scenario chose on the menu: allergens excluded and the last search's results. */
const choices = new WeakMap<OrderingWorld, { excluded: ReadonlySet<number>; found: string[] | null }>();
const choicesOf = (world: OrderingWorld) => {
  const existing = choices.get(world);
  if (existing) return existing;
  const fresh = { excluded: new Set<number>() as ReadonlySet<number>, found: null as string[] | null };
  choices.set(world, fresh);
  return fresh;
};

// browsing 2.3 and 9: the layout for a screen width, from the settings as the platform gave them.
Then('a screen {int} px wide shows the {string} layout', function (this: OrderingWorld, width: number, layout: string) {
  assert.equal(chooseMenuLayout(this.shownSettings().config, width).name, layout);
});

Then('its drawers start closed', function (this: OrderingWorld) {
  assert.equal(chooseMenuLayout(this.shownSettings().config, 1280).drawersOpenAtFirst, false);
});

Then('on a phone the promotional banner shows on top only', function (this: OrderingWorld) {
  assert.deepEqual(bannerPlacement(this.shownSettings().publicityBanner, 'mobile'), { top: true, underEachCategory: false });
});

Then('on a desktop the promotional banner shows on top and under each category', function (this: OrderingWorld) {
  assert.deepEqual(bannerPlacement(this.shownSettings().publicityBanner, 'desktop'), { top: true, underEachCategory: true });
});

// browsing 2.3: a group is named by its parent (in English) or by its product type.
Then('the categories page shows these groups:', function (this: OrderingWorld, table: { hashes(): { group: string; categories: string }[] }) {
  const shown = categoriesPageGroups(this.shownCatalogue()).map((group) => ({
    group: group.parent ? localize(group.parent.name, 'en') : (group.productType ?? ''),
    categories: group.categories.map((category) => localize(category.name, 'en')).join(', '),
  }));
  assert.deepEqual(shown, table.hashes().map((row) => ({ group: row.group.trim(), categories: row.categories.trim() })));
});

When('I search the menu for {string} in {string}', function (this: OrderingWorld, query: string, language: string) {
  choicesOf(this).found = this.shownCatalogue()
    .products.filter((product) => product.visible && matchesMenuSearch(product, query, language))
    .map((product) => localize(product.name, language));
});

Then('the search finds {string}', function (this: OrderingWorld, name: string) {
  assert.ok(choicesOf(this).found?.includes(name), `found: ${JSON.stringify(choicesOf(this).found)}`);
});

Then('the search finds nothing else', function (this: OrderingWorld) {
  assert.equal(choicesOf(this).found?.length, 1, `found: ${JSON.stringify(choicesOf(this).found)}`);
});

Then('the search finds nothing', function (this: OrderingWorld) {
  assert.deepEqual(choicesOf(this).found, []);
});

// browsing 3: allergens are named as the customer reads them.
When(/^I exclude the allergen "([^"]+)"(?: again)?$/, function (this: OrderingWorld, name: string) {
  const allergen = this.shownCatalogue().allergens.find((candidate) => isNamed(candidate.name, name));
  assert.ok(allergen, `no allergen "${name}"`);
  const state = choicesOf(this);
  state.excluded = toggleAllergen(state.excluded, allergen.id);
});

Then('the menu hides {string}', function (this: OrderingWorld, name: string) {
  assert.equal(passesAllergenFilter(productNamed(this.shownCatalogue(), name), choicesOf(this).excluded), false);
});

Then('the menu still shows {string}', function (this: OrderingWorld, name: string) {
  assert.equal(passesAllergenFilter(productNamed(this.shownCatalogue(), name), choicesOf(this).excluded), true);
});
