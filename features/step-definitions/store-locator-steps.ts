import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { STORE_LOCATOR_USE_CASES } from '../../config/bind-store-locator';
import { localize } from '../../core/domain/locale/localized-text';
import { openingState } from '../../core/domain/restaurant/opening-hours';
import { highlightRequestOf } from '../../core/domain/store-locator/highlight-products';
import type { PlaceSuggestion } from '../../core/domain/store-locator/place-search';
import { sitesByDistance } from '../../core/domain/store-locator/store-locator-site';
import type { LoadStoreLocator, StoreLocator } from '../../core/use-cases/store-locator/load-store-locator';
import type { SuggestPlaces } from '../../core/use-cases/store-locator/suggest-places';
import type { OrderingWorld } from '../support/ordering-world';

/** What each scenario's store locator shows: the sites as loaded, the suggestions last offered, the place chosen. */
const screens = new WeakMap<OrderingWorld, { locator: StoreLocator; suggestions: PlaceSuggestion[]; chosen: PlaceSuggestion | null }>();

function screenOf(world: OrderingWorld) {
  const screen = screens.get(world);
  assert.ok(screen, 'no store locator opened yet');
  return screen;
}

// browsing 2.1 and 2.12: /{id}/storelocatormap?product_ids=&product_ids_type= (the query as the screen reads it).
When('I open the store locator of {string} with {string}', async function (this: OrderingWorld, restaurantId: string, query: string) {
  const params = new URLSearchParams(query);
  const useCase = await this.container.getAsync<LoadStoreLocator>(STORE_LOCATOR_USE_CASES.loadStoreLocator);
  const locator = await useCase.execute(restaurantId, highlightRequestOf(params.getAll('product_ids'), params.get('product_ids_type')));
  screens.set(this, { locator, suggestions: [], chosen: null });
});

When('I open the store locator of {string}', async function (this: OrderingWorld, restaurantId: string) {
  const useCase = await this.container.getAsync<LoadStoreLocator>(STORE_LOCATOR_USE_CASES.loadStoreLocator);
  screens.set(this, { locator: await useCase.execute(restaurantId, null), suggestions: [], chosen: null });
});

// browsing 2.12: the address autocomplete, answered by the platform's geocoder (the simulator's gazetteer).
When('I type {string} in the store locator search', async function (this: OrderingWorld, typed: string) {
  const useCase = await this.container.getAsync<SuggestPlaces>(STORE_LOCATOR_USE_CASES.suggestPlaces);
  screenOf(this).suggestions = await useCase.execute(typed);
});

When('I choose the suggestion {string}', function (this: OrderingWorld, label: string) {
  const screen = screenOf(this);
  const place = screen.suggestions.find((suggestion) => suggestion.label === label);
  assert.ok(place, `"${label}" is not offered; offered: ${screen.suggestions.map((s) => s.label).join(' | ')}`);
  screen.chosen = place;
});

Then('the store locator suggests:', function (this: OrderingWorld, table: { hashes(): Record<string, string>[] }) {
  assert.deepEqual(
    screenOf(this).suggestions.map((place) => ({ place: place.label, country: place.country })),
    table.hashes(),
  );
});

Then('the store locator suggests nothing', function (this: OrderingWorld) {
  assert.deepEqual(screenOf(this).suggestions, []);
});

Then('every suggestion is in FR, MC, CH, BE or RE, and {string} is not offered', function (this: OrderingWorld, label: string) {
  const { suggestions } = screenOf(this);
  assert.ok(suggestions.length > 0, 'nothing suggested');
  for (const place of suggestions) assert.ok(['FR', 'MC', 'CH', 'BE', 'RE'].includes(place.country), `${place.label} is in ${place.country}`);
  assert.ok(!suggestions.some((place) => place.label === label), `${label} is offered`);
});

// browsing 2.12: sorted by distance from the chosen place; each card open or closed now, in the site's zone.
Then('the store locator lists the sites:', function (this: OrderingWorld, table: { hashes(): Record<string, string>[] }) {
  const screen = screenOf(this);
  const wanted = table.hashes();
  const rows = sitesByDistance(screen.locator.sites, screen.chosen).map((site) => {
    const state = openingState(site.opening_hours, site.is_closed, this.now().setZone(site.timezone)).kind;
    const row: Record<string, string> = {
      site: site.restaurant_name,
      city: site.address_city,
      km: site.distance === null ? '' : site.distance.toFixed(1),
      now: state === 'open' ? 'open' : state === 'unknown' ? '' : 'closed',
    };
    return Object.fromEntries(Object.keys(wanted[0] ?? row).map((key) => [key, row[key] ?? '']));
  });
  assert.deepEqual(rows.slice(0, wanted.length), wanted);
});

Then('the store locator lists {int} sites', function (this: OrderingWorld, count: number) {
  assert.equal(screenOf(this).locator.sites.length, count);
});

// browsing 2.12: each card says, for each highlighted product, available here or unavailable here.
Then('the highlighted products are:', function (this: OrderingWorld, table: { hashes(): Record<string, string>[] }) {
  const { highlight, sites } = screenOf(this).locator;
  assert.ok(highlight, 'no highlighted products were requested');
  const rows = sites.map((site) => {
    const row: Record<string, string> = { site: site.restaurant_name };
    for (const product of highlight.products) row[localize(product.name, 'en')] = (highlight.available[site.restaurantToken] ?? []).includes(product.id) ? 'available here' : 'unavailable here';
    return row;
  });
  assert.deepEqual(rows, table.hashes());
});

Then('no highlighted product is requested', function (this: OrderingWorld) {
  assert.equal(screenOf(this).locator.highlight, null);
});
