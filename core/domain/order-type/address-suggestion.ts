import type { GeoPoint } from '../restaurant/geo-point';
import { isGeoPoint } from '../restaurant/geo-point';

/**
 * Ours (checkout 3 deliveryData carries latitude and longitude, the spec shows no geocoding): an address
 * the platform knows, proposed while the customer types the street of a delivery. Picking one fills the
 * street, post code and city and gives the order its position.
 */
export interface AddressSuggestion extends GeoPoint {
  readonly street: string;
  readonly postCode: string;
  readonly city: string;
}

/** Ours: a search starts at 3 characters and reads at most 100; at most 5 suggestions are shown. */
export const ADDRESS_QUERY = { minLength: 3, maxLength: 100, maxSuggestions: 5 } as const;

/** The query as sent: spaces collapsed, cut at its bound; null when too short to search. */
export function addressQueryOf(typed: string): string | null {
  const query = typed.replace(/\s+/g, ' ').trim().slice(0, ADDRESS_QUERY.maxLength);
  return query.length >= ADDRESS_QUERY.minLength ? query : null;
}

/** What a search answered, kept only where it makes an address with a real position, and at most maxSuggestions. */
export function usableSuggestions(suggestions: readonly AddressSuggestion[]): AddressSuggestion[] {
  return suggestions.filter((suggestion) => isGeoPoint(suggestion) && suggestion.street.trim() !== '' && suggestion.city.trim() !== '').slice(0, ADDRESS_QUERY.maxSuggestions);
}

/** One line for a suggestion: "12 rue Montorgueil, 75002 Paris". */
export function addressLabel(suggestion: AddressSuggestion): string {
  return `${suggestion.street}, ${suggestion.postCode} ${suggestion.city}`;
}
