import type { PlaceSuggestion } from '../../domain/store-locator/place-search';
import { placeQueryOf, STORE_LOCATOR_COUNTRIES, storeLocatorSuggestions } from '../../domain/store-locator/place-search';
import type { GeocodingGateway } from '../../ports/geocoding-gateway';

/**
 * browsing 2.12: the store locator's address autocomplete, limited to FR, MC, CH, BE and RE. Too short a
 * query asks nothing; the geocoder is asked for the five countries and its answer is held to them.
 */
export class SuggestPlaces {
  constructor(private readonly geocoder: GeocodingGateway) {}

  async execute(typed: string): Promise<PlaceSuggestion[]> {
    const query = placeQueryOf(typed);
    if (query === null) return [];
    return storeLocatorSuggestions(await this.geocoder.suggest(query, STORE_LOCATOR_COUNTRIES));
  }
}
