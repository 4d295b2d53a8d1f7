import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import { ADDRESS_QUERY } from '../../../core/domain/order-type/address-suggestion';
import { isGeoPoint } from '../../../core/domain/restaurant/geo-point';
import type { Clock } from '../../../core/ports/clock';
import { AttemptLimiter } from '../account/attempt-limiter';
import type { AttemptRule } from '../account/attempt-limiter';
import { SimulatorError } from '../engine/simulator-error';

/** A street of the gazetteer: where it is, near its middle. */
export type GazetteerStreet = AddressSuggestion;

const DEMO_GAZETTEER = fileURLToPath(new URL('./demo-gazetteer.json', import.meta.url));

/** Ours: a client may search 30 times a minute (a search per typed pause), then gets a 429 for the rest of it. */
export const ADDRESS_SEARCH_RATE: AttemptRule = { max: 30, windowMs: 60_000 };

/** A street of the gazetteer file, with its country (ISO 3166-1 alpha-2), which the store locator's geocoder reads. */
export type GazetteerPlace = GazetteerStreet & { readonly country: string };

/** Every place of demo-gazetteer.json, each checked: a place without a real position or a country is left out. */
export function demoPlaces(): GazetteerPlace[] {
  const file = JSON.parse(readFileSync(DEMO_GAZETTEER, 'utf8')) as { streets: GazetteerPlace[] };
  return file.streets.filter(
    (street) => isGeoPoint(street) && typeof street.street === 'string' && typeof street.postCode === 'string' && typeof street.city === 'string' && /^[A-Z]{2}$/.test(street.country),
  );
}

/** The streets the delivery address search proposes (demo-gazetteer.json), in its answer's shape. */
export function demoGazetteer(): GazetteerStreet[] {
  return demoPlaces().map(({ street, postCode, city, latitude, longitude }) => ({ street, postCode, city, latitude, longitude }));
}

/** Lower case, without accents, hyphens and apostrophes as spaces: "Étienne-Marcel" reads "etienne marcel". */
export function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A house number typed first ("12", "12 bis", "3ter") is kept for the answer and not searched. */
const HOUSE_NUMBER = /^(\d{1,4}(?:\s?(?:bis|ter))?)\s+(.+)$/i;

export type AddressSearchAnswer = { readonly kind: 'found'; readonly addresses: AddressSuggestion[] } | { readonly kind: 'rate_limited' };

/**
 * Ours (checkout 3 deliveryData latitude, longitude): the simulator's offline address search. A query of
 * 3 to 100 characters; every word of it must begin a word of the street, post code or city. The
 * restaurant's own city comes first; at most ADDRESS_QUERY.maxSuggestions answers. Rate limited per client.
 */
export class SimulatorAddressSearch {
  private readonly limiter: AttemptLimiter;
  private readonly indexed: readonly { readonly street: GazetteerStreet; readonly words: readonly string[] }[];

  constructor(clock: Clock, streets: readonly GazetteerStreet[] = demoGazetteer(), rule: AttemptRule = ADDRESS_SEARCH_RATE) {
    this.limiter = new AttemptLimiter(clock, rule);
    this.indexed = streets.map((street) => ({ street, words: normalized(`${street.street} ${street.postCode} ${street.city}`).split(' ') }));
  }

  search(query: unknown, client: string, nearCity: string): AddressSearchAnswer {
    if (typeof query !== 'string') throw new SimulatorError('bad_request', 'q is the address searched', 'q');
    const trimmed = query.trim();
    if (trimmed.length < ADDRESS_QUERY.minLength || trimmed.length > ADDRESS_QUERY.maxLength) {
      throw new SimulatorError('bad_request', `q holds ${ADDRESS_QUERY.minLength} to ${ADDRESS_QUERY.maxLength} characters`, 'q');
    }
    if (!this.limiter.take(client)) return { kind: 'rate_limited' };
    const numbered = HOUSE_NUMBER.exec(trimmed);
    const houseNumber = numbered ? numbered[1]!.replace(/\s+/g, ' ').toLowerCase() : null;
    const wanted = normalized(numbered ? numbered[2]! : trimmed).split(' ').filter((word) => word !== '');
    if (wanted.length === 0) return { kind: 'found', addresses: [] };
    const near = normalized(nearCity);
    const addresses = this.indexed
      .filter(({ words }) => wanted.every((word) => words.some((candidate) => candidate.startsWith(word))))
      .map(({ street }) => street)
      .sort((a, b) => Number(normalized(b.city) === near) - Number(normalized(a.city) === near) || a.street.localeCompare(b.street, 'fr'))
      .slice(0, ADDRESS_QUERY.maxSuggestions)
      .map((street) => ({ ...street, street: houseNumber ? `${houseNumber} ${street.street}` : street.street }));
    return { kind: 'found', addresses };
  }

  reset(): void {
    this.limiter.clear();
  }
}
