import type { PlaceSuggestion } from '../../../core/domain/store-locator/place-search';
import { isStoreLocatorCountry, PLACE_QUERY } from '../../../core/domain/store-locator/place-search';
import type { Clock } from '../../../core/ports/clock';
import { AttemptLimiter } from '../account/attempt-limiter';
import type { AttemptRule } from '../account/attempt-limiter';
import { SimulatorError } from '../engine/simulator-error';
import type { GazetteerPlace } from './address-search';
import { demoPlaces, normalized } from './address-search';

/** Ours: a client may ask the geocoder 60 times a minute (a search per typed pause, two pages open), then gets a 429. */
export const PLACE_SEARCH_RATE: AttemptRule = { max: 60, windowMs: 60_000 };

/** Ours: `countries` is a comma list of at most 10 codes. */
const MAX_COUNTRIES = 10;

export type PlaceSearchAnswer = { readonly kind: 'found'; readonly places: PlaceSuggestion[] } | { readonly kind: 'rate_limited' };

/**
 * The simulator's geocoder (browsing 2.12, the store locator's address autocomplete): the places of its own
 * gazetteer, the streets its delivery search knows, grown to the five countries. Nothing outside is asked.
 * As a server on the internet it trusts nothing: q is 3 to 100 characters, countries a comma list of codes,
 * and it answers only in FR, MC, CH, BE and RE whatever the client asks (a code outside them is a 400;
 * none asked means all five). Every word typed must begin a word of the street, post code or city; at
 * most PLACE_QUERY.maxSuggestions answers, by city then street.
 */
export class SimulatorPlaceSearch {
  private readonly limiter: AttemptLimiter;
  private readonly indexed: readonly { readonly place: GazetteerPlace; readonly words: readonly string[] }[];

  constructor(clock: Clock, places: readonly GazetteerPlace[] = demoPlaces(), rule: AttemptRule = PLACE_SEARCH_RATE) {
    this.limiter = new AttemptLimiter(clock, rule);
    this.indexed = places.map((place) => ({ place, words: normalized(`${place.street} ${place.postCode} ${place.city}`).split(' ') }));
  }

  search(query: unknown, countries: unknown, client: string): PlaceSearchAnswer {
    if (typeof query !== 'string') throw new SimulatorError('bad_request', 'q is the place searched', 'q');
    const trimmed = query.replace(/\s+/g, ' ').trim();
    if (trimmed.length < PLACE_QUERY.minLength || trimmed.length > PLACE_QUERY.maxLength) {
      throw new SimulatorError('bad_request', `q holds ${PLACE_QUERY.minLength} to ${PLACE_QUERY.maxLength} characters`, 'q');
    }
    const wantedCountries = countriesOf(countries);
    if (!this.limiter.take(client)) return { kind: 'rate_limited' };
    const wanted = normalized(trimmed).split(' ').filter((word) => word !== '');
    const places = this.indexed
      .filter(({ place, words }) => wantedCountries.includes(place.country) && wanted.every((word) => words.some((candidate) => candidate.startsWith(word))))
      .map(({ place }) => place)
      .sort((a, b) => a.city.localeCompare(b.city, 'fr') || a.street.localeCompare(b.street, 'fr'))
      .slice(0, PLACE_QUERY.maxSuggestions)
      .map((place): PlaceSuggestion => ({
        label: `${place.street}, ${place.postCode} ${place.city}`,
        city: place.city,
        postCode: place.postCode,
        country: place.country,
        latitude: place.latitude,
        longitude: place.longitude,
      }));
    return { kind: 'found', places };
  }

  reset(): void {
    this.limiter.clear();
  }
}

/** The countries asked, each one of the five; none asked: the five. */
function countriesOf(countries: unknown): string[] {
  if (countries === undefined || countries === '') return ['FR', 'MC', 'CH', 'BE', 'RE'];
  if (typeof countries !== 'string' || countries.length > MAX_COUNTRIES * 3) throw new SimulatorError('bad_request', 'countries is a comma list of country codes', 'countries');
  const codes = countries.split(',').map((code) => code.trim().toUpperCase());
  const refused = codes.find((code) => !isStoreLocatorCountry(code));
  if (refused !== undefined) throw new SimulatorError('bad_request', `countries: the store locator searches FR, MC, CH, BE and RE only, not "${refused.slice(0, 10)}"`, 'countries');
  return codes;
}

