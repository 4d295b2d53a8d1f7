import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';

/** browsing 2.12: "an address autocomplete limited to FR, MC, CH, BE, RE" (ISO 3166-1 alpha-2). */
export const STORE_LOCATOR_COUNTRIES = ['FR', 'MC', 'CH', 'BE', 'RE'] as const;
export type StoreLocatorCountry = (typeof STORE_LOCATOR_COUNTRIES)[number];

export function isStoreLocatorCountry(country: string): country is StoreLocatorCountry {
  return (STORE_LOCATOR_COUNTRIES as readonly string[]).includes(country);
}

/** A place a geocoder knows: a street or a town, where it is and in which country. */
export interface PlaceSuggestion extends GeoPoint {
  /** One line to show: "rue Montorgueil, 75002 Paris". */
  readonly label: string;
  readonly city: string;
  readonly postCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
}

/** Ours: a search starts at 3 characters and reads at most 100; at most 6 suggestions are offered. */
export const PLACE_QUERY = { minLength: 3, maxLength: 100, maxSuggestions: 6 } as const;

/** The query as sent: spaces collapsed, cut at its bound; null when too short to search. */
export function placeQueryOf(typed: string): string | null {
  const query = typed.replace(/\s+/g, ' ').trim().slice(0, PLACE_QUERY.maxLength);
  return query.length >= PLACE_QUERY.minLength ? query : null;
}

/**
 * browsing 2.12: whatever a geocoder answers, only places of the five countries are offered, with a real
 * position and a name, at most PLACE_QUERY.maxSuggestions. A real geocoder is asked for those countries too;
 * this is the rule the storefront holds whoever answers.
 */
export function storeLocatorSuggestions(answers: readonly PlaceSuggestion[]): PlaceSuggestion[] {
  return answers
    .filter((place) => isStoreLocatorCountry(place.country.toUpperCase()) && isGeoPoint(place) && place.label.trim() !== '')
    .slice(0, PLACE_QUERY.maxSuggestions);
}
