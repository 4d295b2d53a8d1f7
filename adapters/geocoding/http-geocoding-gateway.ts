import * as v from 'valibot';
import type { PlaceSuggestion, StoreLocatorCountry } from '../../core/domain/store-locator/place-search';
import { PLACE_QUERY } from '../../core/domain/store-locator/place-search';
import type { GeocodingGateway } from '../../core/ports/geocoding-gateway';
import { GatewayError } from '../../core/ports/gateway-error';

const text = v.pipe(v.string(), v.maxLength(200));

/** The geocoder's answer, checked at this boundary: a malformed one is a GatewayError, never a crash in a screen. */
export const placeSearchResponse = v.object({
  places: v.pipe(
    v.array(
      v.object({
        label: text,
        city: text,
        postCode: text,
        country: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/)),
        latitude: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
        longitude: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
      }),
    ),
    v.maxLength(PLACE_QUERY.maxSuggestions * 4),
  ),
});

/** The path the simulator serves (adapters/simulator/http-server/geocoding-routes.ts); a geocoding service answering the same shape may be anywhere. */
export const AUTOCOMPLETE_PATH = 'api/geocoding/autocomplete';

const DEFAULT_TIMEOUT_MS = 8_000;

/**
 * browsing 2.12 and 7: the address autocomplete over HTTP, GET {baseUrl}api/geocoding/autocomplete?q=&countries=.
 * The base is the simulator's (the storefront's own origin) or a geocoding service's (VITE_GEOCODER_URL,
 * config/browser-container.ts): a real service is a configuration, or, when its answer has another shape,
 * another adapter of the GeocodingGateway port.
 */
export class HttpGeocodingGateway implements GeocodingGateway {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
    private readonly timeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {}

  async suggest(query: string, countries: readonly StoreLocatorCountry[]): Promise<readonly PlaceSuggestion[]> {
    const url = new URL(AUTOCOMPLETE_PATH, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('countries', countries.join(','));
    let response: Response;
    try {
      response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new GatewayError('network', `the geocoder could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { message?: unknown; field?: unknown };
      throw new GatewayError('bad_request', typeof body.message === 'string' ? body.message : 'the geocoder refused the search', typeof body.field === 'string' ? body.field : undefined);
    }
    if (response.status !== 200) throw new GatewayError('server', `the geocoder answered ${response.status}`);
    const parsed = v.safeParse(placeSearchResponse, await response.json().catch(() => null));
    if (!parsed.success) throw new GatewayError('malformed_response', 'the geocoder answered a shape this storefront cannot read');
    return parsed.output.places.map((place) => ({ ...place, country: place.country.toUpperCase() }));
  }
}
