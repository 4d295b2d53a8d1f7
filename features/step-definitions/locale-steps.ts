import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { chooseLanguage, offeredLocales } from '../../core/domain/locale/language-choice';
import { localize } from '../../core/domain/locale/localized-text';
import { OFFERED_LOCALES, textDirection } from '../../core/domain/locale/offered-locales';
import type { OrderingWorld } from '../support/ordering-world';

/** accounts 9: what the storefront offers here: the establishment's languages once a menu is open, else all. */
function offered(world: OrderingWorld): string[] {
  return world.settings ? offeredLocales(world.settings.restaurant_languages) : [...OFFERED_LOCALES];
}

function show(world: OrderingWorld, candidates: { query?: string | null; stored?: string | null; browser?: string | null }): void {
  world.shownLocale = chooseLanguage({ query: candidates.query ?? null, stored: candidates.stored ?? null, browser: candidates.browser ?? null }, offered(world));
}

const query = (address: string) => new URLSearchParams(address.replace(/^\?/, '')).get('lang');

Then('the storefront offers {int} locales: {names}', function (count: number, locales: string[]) {
  assert.equal(OFFERED_LOCALES.length, count);
  assert.deepEqual([...OFFERED_LOCALES], locales);
});

When("a customer's browser says {string}", function (this: OrderingWorld, browser: string) {
  show(this, { browser });
});

When("a customer's browser says {string}, with {string} chosen before", function (this: OrderingWorld, browser: string, stored: string) {
  show(this, { browser, stored });
});

When("a customer's browser says {string}, with {string} chosen before and {string} in the address", function (this: OrderingWorld, browser: string, stored: string, address: string) {
  show(this, { browser, stored, query: query(address) });
});

When('the address asks for {string}', function (this: OrderingWorld, address: string) {
  show(this, { query: query(address) });
});

Then('the storefront is shown in {string}', function (this: OrderingWorld, locale: string) {
  assert.equal(this.shownLocale, locale);
});

Then('the storefront is shown in {string}, right to left', function (this: OrderingWorld, locale: string) {
  assert.equal(this.shownLocale, locale);
  assert.equal(textDirection(locale), 'rtl');
});

Then('{string} is written left to right', function (locale: string) {
  assert.equal(textDirection(locale), 'ltr');
});

Then('{string} is written right to left', function (locale: string) {
  assert.equal(textDirection(locale), 'rtl');
});

Then('the language switcher offers {names}', function (this: OrderingWorld, locales: string[]) {
  assert.deepEqual(offered(this), locales);
});

Then('the language switcher offers all {int} locales', function (this: OrderingWorld, count: number) {
  assert.equal(offered(this).length, count);
  assert.deepEqual(offered(this), [...OFFERED_LOCALES]);
});

// accounts 9, issue 21: restaurant-provided texts follow the locale shown.
Then('the product {int} is named {string}', function (this: OrderingWorld, productId: number, name: string) {
  const product = this.shownCatalogue().products.find((candidate) => candidate.id === productId);
  assert.ok(product, `no product ${productId}`);
  assert.equal(localize(product.name, this.shownLocale ?? 'fr'), name);
});
