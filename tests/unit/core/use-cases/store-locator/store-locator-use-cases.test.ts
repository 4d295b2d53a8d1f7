import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../../../../core/domain/restaurant/restaurant-settings';
import type { PlaceSuggestion, StoreLocatorCountry } from '../../../../../core/domain/store-locator/place-search';
import type { CatalogueGateway } from '../../../../../core/ports/catalogue-gateway';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { GeocodingGateway } from '../../../../../core/ports/geocoding-gateway';
import { LoadStoreLocator } from '../../../../../core/use-cases/store-locator/load-store-locator';
import { SuggestPlaces } from '../../../../../core/use-cases/store-locator/suggest-places';

const outlet = (id: string, location: { latitude: number; longitude: number } | null) =>
  ({ id, restaurant_name: id, location, address_street: 's', address_zip_code: 'z', address_city: 'c', is_closed: false, opening_hours: [], timezone: 'Europe/Paris', multi_establishment: null }) as unknown as RestaurantSettings;

const group = {
  ...outlet('group', null),
  multi_establishment: {
    childrens: [
      { restaurant_token: 'second', visible: true, position: 2, big: false },
      { restaurant_token: 'first', visible: true, position: 1, big: false },
      { restaurant_token: 'hidden', visible: false, position: 3, big: false },
      { restaurant_token: 'nowhere', visible: true, position: 4, big: false },
      { restaurant_token: 'broken', visible: true, position: 5, big: false },
    ],
  },
} as unknown as RestaurantSettings;

const catalogueWith = (ids: number[]): Catalogue =>
  ({ categories: [], options: [], allergens: [], formulas: [], products: ids.map((id) => ({ id, name: `p${id}`, type: 'product', visible: true, unavailable: false, consultative: false, stock: null })) }) as unknown as Catalogue;

function gateway() {
  const cataloguesAsked: string[] = [];
  const settings: Record<string, RestaurantSettings> = {
    group,
    first: outlet('first', { latitude: 48.86, longitude: 2.34 }),
    second: outlet('second', { latitude: 45.76, longitude: 4.83 }),
    hidden: outlet('hidden', { latitude: 43.7, longitude: 7.27 }),
    nowhere: outlet('nowhere', null),
  };
  const fake: CatalogueGateway = {
    loadSettings: async (id) => {
      if (!settings[id]) throw new GatewayError('server', 'down');
      return settings[id];
    },
    loadCatalogue: async (id) => {
      cataloguesAsked.push(id);
      return catalogueWith(id === 'first' ? [7, 8] : [8]);
    },
  };
  return { fake, cataloguesAsked };
}

describe('browsing 2.12: LoadStoreLocator, the group sites and the highlighted products', () => {
  it("lists the group's visible outlets by position, dropping those without a location and those that cannot be read", async () => {
    const { fake, cataloguesAsked } = gateway();
    const locator = await new LoadStoreLocator(fake).execute('group', null);
    expect(locator.sites.map((site) => site.restaurantToken)).toEqual(['first', 'second']);
    expect(locator.highlight).toBeNull();
    // browsing 2.12 and 5: no highlighted product asked, no menu read.
    expect(cataloguesAsked).toEqual([]);
  });

  it("reads each site's menu for the highlighted products, available per restaurantToken", async () => {
    const { fake } = gateway();
    const locator = await new LoadStoreLocator(fake).execute('group', { productIds: [7, 8], type: 'product' });
    expect(locator.highlight?.products.map((product) => product.id)).toEqual([7, 8]);
    expect(locator.highlight?.available).toEqual({ first: [7, 8], second: [8] });
  });

  it('an establishment that is not a group is its own one site', async () => {
    const { fake } = gateway();
    expect((await new LoadStoreLocator(fake).execute('first', null)).sites.map((site) => site.restaurantToken)).toEqual(['first']);
  });
});

describe('browsing 2.12: SuggestPlaces, the autocomplete limited to FR, MC, CH, BE and RE', () => {
  const answer = (country: string): PlaceSuggestion => ({ label: `a place in ${country}`, city: 'x', postCode: '1', country, latitude: 45, longitude: 6 });

  it('asks the geocoder for the five countries and keeps only them', async () => {
    const asked: (readonly StoreLocatorCountry[])[] = [];
    const geocoder: GeocodingGateway = {
      suggest: async (_query, countries) => {
        asked.push(countries);
        return [answer('LU'), answer('FR'), answer('IT'), answer('RE')];
      },
    };
    expect((await new SuggestPlaces(geocoder).execute('grand rue')).map((place) => place.country)).toEqual(['FR', 'RE']);
    expect(asked).toEqual([['FR', 'MC', 'CH', 'BE', 'RE']]);
  });

  it('asks nothing for fewer than 3 characters', async () => {
    let calls = 0;
    const geocoder: GeocodingGateway = { suggest: async () => (calls++, []) };
    expect(await new SuggestPlaces(geocoder).execute('  ly ')).toEqual([]);
    expect(calls).toBe(0);
  });
});
