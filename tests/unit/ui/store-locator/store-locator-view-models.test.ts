import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '../../../../core/domain/store-locator/place-search';
import type { StoreLocatorSite } from '../../../../core/domain/store-locator/store-locator-site';
import type { StoreLocator } from '../../../../core/use-cases/store-locator/load-store-locator';
import { PlaceSearchViewModel } from '../../../../ui/store-locator/place-search-view-model';
import { StoreLocatorViewModel } from '../../../../ui/store-locator/store-locator-view-model';
import { storeLocatorMapAddress } from '../../../../ui/store-locator/store-locator-frame-route';

/** Timers run by hand: a search waits for its pause. */
function manualTimers() {
  const waiting: (() => void)[] = [];
  return { waiting, timers: { setTimeout: (callback: () => void) => waiting.push(callback), clearTimeout: () => undefined } };
}

const place = (label: string, latitude = 45.7578, longitude = 4.832): PlaceSuggestion => ({ label, city: 'Lyon', postCode: '69002', country: 'FR', latitude, longitude });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('browsing 2.12: the address autocomplete, by keyboard', () => {
  it('type, ArrowDown, Enter picks the first suggestion', async () => {
    const picked: PlaceSuggestion[] = [];
    const { waiting, timers } = manualTimers();
    const search = new PlaceSearchViewModel({ suggest: async () => [place('place Bellecour, 69002 Lyon'), place('rue Victor-Hugo, 69002 Lyon')], pick: (p) => picked.push(p), timers });
    search.typed('bellecour');
    waiting.shift()!();
    await flush();
    expect(search.open).toBe(true);
    expect(search.key('ArrowDown')).toBe(true);
    expect(search.active).toBe(0);
    expect(search.key('Enter')).toBe(true);
    expect(picked.map((p) => p.label)).toEqual(['place Bellecour, 69002 Lyon']);
    expect(search.text).toBe('place Bellecour, 69002 Lyon');
    expect(search.open).toBe(false);
  });

  it('drops an answer to an older query, and says when a search failed', async () => {
    const { waiting, timers } = manualTimers();
    let fail = false;
    const search = new PlaceSearchViewModel({ suggest: async (typed) => (fail ? Promise.reject(new Error('down')) : [place(typed)]), pick: () => undefined, timers });
    search.typed('lyon');
    const first = waiting.shift()!;
    search.typed('nice');
    first();
    waiting.shift()!();
    await flush();
    expect(search.suggestions.map((p) => p.label)).toEqual(['nice']);
    fail = true;
    search.typed('genève');
    waiting.shift()!();
    await flush();
    expect(search.status).toBe('failed');
    expect(search.text).toBe('genève');
  });

  it('asks nothing under 3 characters', () => {
    const { waiting, timers } = manualTimers();
    const search = new PlaceSearchViewModel({ suggest: async () => [], pick: () => undefined, timers });
    search.typed('ly');
    expect(waiting).toHaveLength(0);
  });
});

const site = (token: string, latitude: number, longitude: number, overrides: Partial<StoreLocatorSite> = {}): StoreLocatorSite => ({
  restaurantToken: token,
  restaurant_name: token,
  location: { latitude, longitude },
  address_street: '',
  address_zip_code: '',
  address_city: '',
  is_closed: false,
  opening_hours: [{ day: 3, open: '07:00', close: '20:00' }],
  timezone: 'Europe/Paris',
  distance: null,
  ...overrides,
});

// Wednesday 16 June 2027, 12:05 in Paris (the suites' instant).
const clock = { now: () => DateTime.fromISO('2027-06-16T12:05:00', { zone: 'Europe/Paris' }) };
const locator: StoreLocator = { sites: [site('paris', 48.8649, 2.3468), site('lyon', 45.7577, 4.8325), site('nice', 43.6975, 7.27, { is_closed: true })], highlight: null };

describe('browsing 2.12: the store locator screen', () => {
  it('sorts the list from the place chosen, each card open or closed now', async () => {
    const screen = new StoreLocatorViewModel(null, { load: async () => locator, locate: async () => ({ latitude: 0, longitude: 0 }), clock });
    await screen.load();
    expect(screen.cards.map((card) => card.site.restaurantToken)).toEqual(['paris', 'lyon', 'nice']);
    expect(screen.centre).toEqual({ latitude: 48.8649, longitude: 2.3468 });
    screen.choosePlace(place('place Masséna, 06000 Nice', 43.6973, 7.2706));
    expect(screen.cards.map((card) => [card.site.restaurantToken, card.opening.kind])).toEqual([
      ['nice', 'closed_now'],
      ['lyon', 'open'],
      ['paris', 'open'],
    ]);
  });

  it('asks the position only when told, and says so when it is refused', async () => {
    let asked = 0;
    const screen = new StoreLocatorViewModel(null, { load: async () => locator, locate: () => (asked++, Promise.reject('denied')), clock });
    await screen.load();
    expect(asked).toBe(0);
    await screen.useDevicePosition();
    expect(asked).toBe(1);
    expect(screen.locating).toBe('denied');
    expect(screen.origin).toEqual({ kind: 'none' });
  });

  it('a marker click selects a site, a second deselects it; a failed load can be retried', async () => {
    let fails = true;
    const screen = new StoreLocatorViewModel(null, { load: async () => (fails ? Promise.reject(new Error('down')) : locator), locate: async () => ({ latitude: 0, longitude: 0 }), clock });
    await screen.load();
    expect(screen.state.kind).toBe('failed');
    fails = false;
    await screen.load();
    screen.toggle('lyon');
    expect(screen.selectedCard?.site.restaurantToken).toBe('lyon');
    screen.toggle('lyon');
    expect(screen.selected).toBeNull();
  });
});

describe('browsing 2.1: the page frames the map route, passing its query and the language', () => {
  it('keeps product_ids and product_ids_type, and sets lang', () => {
    expect(storeLocatorMapAddress('le-fournil', new URLSearchParams('product_ids=1,2&product_ids_type=product&lang=fr'), 'en')).toBe(
      '/le-fournil/storelocatormap?product_ids=1%2C2&product_ids_type=product&lang=en',
    );
  });
});
