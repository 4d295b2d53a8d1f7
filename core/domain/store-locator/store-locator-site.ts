import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';
import type { OpeningPeriod } from '../restaurant/opening-hours';
import type { RestaurantId, RestaurantSettings } from '../restaurant/restaurant-settings';

/**
 * browsing 3 "Store-locator site": restaurantToken, restaurant_name, location (lat, lng), address fields,
 * is_closed, distance. Ours: the opening hours ride along, so that a card says open or closed with its hours
 * label (browsing 2.12) without a second call.
 */
export interface StoreLocatorSite {
  readonly restaurantToken: RestaurantId;
  readonly restaurant_name: string;
  readonly location: GeoPoint;
  readonly address_street: string;
  readonly address_zip_code: string;
  readonly address_city: string;
  readonly is_closed: boolean;
  readonly opening_hours: readonly OpeningPeriod[];
  readonly timezone: string;
  /** Kilometres from the searched place or the device's position; null while none is known. */
  readonly distance: number | null;
}

/** browsing 2.12: "Sites without a location are dropped." A site is made only from an outlet that gives a real one. */
export function siteOf(settings: RestaurantSettings): StoreLocatorSite | null {
  if (!settings.location || !isGeoPoint(settings.location)) return null;
  return {
    restaurantToken: settings.id,
    restaurant_name: settings.restaurant_name,
    location: settings.location,
    address_street: settings.address_street,
    address_zip_code: settings.address_zip_code,
    address_city: settings.address_city,
    is_closed: settings.is_closed,
    opening_hours: settings.opening_hours,
    timezone: settings.timezone,
    distance: null,
  };
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine on the mean Earth radius: well under 0.5 % off at these scales). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * browsing 2.12: "Sites are sorted by distance from the chosen place", nearest first, each with its distance.
 * Without a place (none searched, the position not asked) the sites keep the group's order and no distance.
 * Equal distances keep the group's order too (a stable sort), so the list never jumps between two answers.
 */
export function sitesByDistance(sites: readonly StoreLocatorSite[], from: GeoPoint | null): StoreLocatorSite[] {
  if (!from || !isGeoPoint(from)) return sites.map((site) => ({ ...site, distance: null }));
  return sites
    .map((site) => ({ ...site, distance: distanceKm(from, site.location) }))
    .sort((a, b) => a.distance - b.distance);
}
