import type { PlaceSuggestion, StoreLocatorCountry } from '../domain/store-locator/place-search';

/**
 * browsing 2.12 and 7 ("Address autocomplete and map tiles: a maps service, loaded on demand"): the places a
 * geocoder knows that match what the customer typed, in the given countries. The simulator answers from its
 * own address data; a real geocoding service is another adapter (adapters/geocoding). Rejects with a
 * GatewayError as any call.
 */
export interface GeocodingGateway {
  suggest(query: string, countries: readonly StoreLocatorCountry[]): Promise<readonly PlaceSuggestion[]>;
}

export const GEOCODING_GATEWAY = Symbol.for('ordering.GeocodingGateway');
