import type { PlaceSuggestion, StoreLocatorCountry } from '../../../core/domain/store-locator/place-search';
import type { Clock } from '../../../core/ports/clock';
import type { GeocodingGateway } from '../../../core/ports/geocoding-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import { SimulatorPlaceSearch } from '../address/place-search';
import { callSimulator } from './simulator-call';

/** The store locator's geocoder in process (browsing 2.12): the simulator's gazetteer, one client rate limited as one. */
export class InProcessGeocodingGateway implements GeocodingGateway {
  private readonly search: SimulatorPlaceSearch;

  constructor(clock: Clock) {
    this.search = new SimulatorPlaceSearch(clock);
  }

  async suggest(query: string, countries: readonly StoreLocatorCountry[]): Promise<readonly PlaceSuggestion[]> {
    const answer = await callSimulator(() => this.search.search(query, countries.join(','), 'in-process'));
    if (answer.kind === 'rate_limited') throw new GatewayError('server', 'too many place searches');
    return answer.places;
  }
}
