import { describe, expect, it } from 'vitest';
import type { Catalogue, Product } from '../../../../../core/domain/catalogue/catalogue';
import { highlightAvailability, highlightRequestOf } from '../../../../../core/domain/store-locator/highlight-products';
import { isStoreLocatorCountry, placeQueryOf, storeLocatorSuggestions } from '../../../../../core/domain/store-locator/place-search';
import type { PlaceSuggestion } from '../../../../../core/domain/store-locator/place-search';
import { mapCentre, STORE_LOCATOR_MAP, toggledSelection } from '../../../../../core/domain/store-locator/store-locator-map';
import type { StoreLocatorSite } from '../../../../../core/domain/store-locator/store-locator-site';
import { distanceKm, sitesByDistance } from '../../../../../core/domain/store-locator/store-locator-site';

const site = (token: string, latitude: number, longitude: number): StoreLocatorSite => ({
  restaurantToken: token,
  restaurant_name: token,
  location: { latitude, longitude },
  address_street: '',
  address_zip_code: '',
  address_city: '',
  is_closed: false,
  opening_hours: [],
  timezone: 'Europe/Paris',
  distance: null,
});

const paris = site('paris', 48.8649, 2.3468);
const lyon = site('lyon', 45.7577, 4.8325);
const nice = site('nice', 43.6975, 7.27);

describe('browsing 2.12: sites sorted by distance from the chosen place', () => {
  it('measures great-circle kilometres (Paris to Lyon is about 392 km)', () => {
    expect(distanceKm(paris.location, lyon.location)).toBeGreaterThan(388);
    expect(distanceKm(paris.location, lyon.location)).toBeLessThan(396);
    expect(distanceKm(nice.location, nice.location)).toBe(0);
  });

  it('puts the nearest first, each with its distance', () => {
    const fromMarseille = sitesByDistance([paris, lyon, nice], { latitude: 43.2965, longitude: 5.3698 });
    expect(fromMarseille.map((s) => s.restaurantToken)).toEqual(['nice', 'lyon', 'paris']);
    expect(fromMarseille[0]!.distance).toBeGreaterThan(150);
    expect(fromMarseille[0]!.distance).toBeLessThan(165);
  });

  it('keeps the group order and no distance before a place is chosen', () => {
    const sorted = sitesByDistance([nice, paris, lyon], null);
    expect(sorted.map((s) => s.restaurantToken)).toEqual(['nice', 'paris', 'lyon']);
    expect(sorted.every((s) => s.distance === null)).toBe(true);
  });

  it('keeps the group order between sites at the same distance (stable)', () => {
    const twin = { ...paris, restaurantToken: 'paris-twin' };
    expect(sitesByDistance([twin, paris], lyon.location).map((s) => s.restaurantToken)).toEqual(['paris-twin', 'paris']);
  });
});

describe('browsing 2.12 and 9: the map', () => {
  it('centres on the first site, else on the default Paris point (48.85837, 2.294481)', () => {
    expect(mapCentre([lyon, paris])).toEqual(lyon.location);
    expect(mapCentre([])).toEqual({ latitude: 48.85837, longitude: 2.294481 });
    expect(STORE_LOCATOR_MAP).toMatchObject({ zoom: 13, flyToZoom: 15, markerSizePx: 40 });
  });

  it('a marker click selects its site, a second click deselects it', () => {
    expect(toggledSelection(null, 'lyon')).toBe('lyon');
    expect(toggledSelection('lyon', 'nice')).toBe('nice');
    expect(toggledSelection('nice', 'nice')).toBeNull();
  });
});

describe('browsing 2.12: the address autocomplete is limited to FR, MC, CH, BE and RE', () => {
  const place = (country: string, label = `somewhere in ${country}`): PlaceSuggestion => ({ label, city: 'x', postCode: '1', country, latitude: 45, longitude: 5 });

  it('keeps only places of the five countries, whatever the geocoder answers', () => {
    const kept = storeLocatorSuggestions(['FR', 'IT', 'MC', 'DE', 'CH', 'LU', 'BE', 'RE', 'ES', 'GB'].map((c) => place(c)));
    expect(kept.map((p) => p.country)).toEqual(['FR', 'MC', 'CH', 'BE', 'RE']);
    expect(['FR', 'MC', 'CH', 'BE', 'RE'].every(isStoreLocatorCountry)).toBe(true);
    expect(isStoreLocatorCountry('LU')).toBe(false);
  });

  it('drops places without a real position or a name, and offers at most 6', () => {
    expect(storeLocatorSuggestions([{ ...place('FR'), latitude: 95 }, place('FR', ' ')])).toEqual([]);
    expect(storeLocatorSuggestions(Array.from({ length: 10 }, (_, i) => place('FR', `p${i}`)))).toHaveLength(6);
  });

  it('searches from 3 characters, at most 100', () => {
    expect(placeQueryOf(' ly ')).toBeNull();
    expect(placeQueryOf('  place   Bellecour ')).toBe('place Bellecour');
    expect(placeQueryOf('x'.repeat(150))).toHaveLength(100);
  });
});

describe('browsing 2.12 and 5: the highlighted products and their availability at each establishment', () => {
  it('are requested only when product_ids and product_ids_type both exist, from a list or comma text', () => {
    expect(highlightRequestOf(['3101,3104'], null)).toBeNull();
    expect(highlightRequestOf([], 'product')).toBeNull();
    expect(highlightRequestOf(['3101,3104'], 'product')).toEqual({ productIds: [3101, 3104], type: 'product' });
    expect(highlightRequestOf(['3101', '3104', '3101'], 'menu')).toEqual({ productIds: [3101, 3104], type: 'menu' });
  });

  it('leave out what is not a product id, and refuse an unknown type', () => {
    expect(highlightRequestOf(['abc, -2, 0, 12.5, 3102'], 'product')).toEqual({ productIds: [3102], type: 'product' });
    expect(highlightRequestOf(['abc'], 'product')).toBeNull();
    expect(highlightRequestOf(['3101'], 'drink')).toBeNull();
  });

  const product = (id: number, overrides: Partial<Product> = {}): Product =>
    ({ id, name: { fr: `Produit ${id}` }, type: 'product', visible: true, unavailable: false, consultative: false, stock: null, ...overrides }) as Product;
  const catalogue = (products: Product[]): Catalogue => ({ categories: [], products, options: [], allergens: [], formulas: [] });

  it('a product is available here when the outlet sells it now; missing, unavailable or sold out, it is unavailable here', () => {
    const availability = highlightAvailability(
      { productIds: [1, 2, 3], type: 'product' },
      new Map([
        ['a', catalogue([product(1), product(2)])],
        ['b', catalogue([product(1, { unavailable: true }), product(2, { stock: { number_available: 0 } })])],
        ['c', catalogue([product(2, { type: 'menu' })])],
      ]),
    );
    // 3 is sold nowhere: it is not named; 2 in c is a set menu, not the product asked.
    expect(availability.products.map((p) => p.id)).toEqual([1, 2]);
    expect(availability.available).toEqual({ a: [1, 2], b: [], c: [] });
  });
});
