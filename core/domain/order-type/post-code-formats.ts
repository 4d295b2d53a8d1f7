import type { RestaurantSettings } from '../restaurant/restaurant-settings';

/**
 * Issue 22.9: a delivery post code is checked by the format of its country (ours: the spec shows no rule).
 * A small table rather than a library: the libraries we looked at (postcode-validator, postal-codes-js)
 * bring ~200 countries to the checkout's bundle and take any five digits for France (00000, Monaco's
 * 98000); these few formats are stable and worth stating precisely. From La Poste, Swiss Post and bpost's
 * published ranges; a country added here needs its message key in ui/locales (fr and en).
 */
const FORMATS = {
  // France: 2 digits of a metropolitan department (01 to 95, Corsica's 20 included), then 3; overseas
  // departments 971 to 978 and collectivities 986 to 988. 980xx is Monaco's, not France's.
  FR: { pattern: /^(?:(?:0[1-9]|[1-8]\d|9[0-5])\d{3}|97[1-8]\d{2}|98[6-8]\d{2})$/, example: '75010' },
  // Monaco: 98000, and 980xx for its CEDEX codes, within the French system.
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  // La Réunion (ISO 3166 RE, an overseas department): 974xx.
  RE: { pattern: /^974\d{2}$/, example: '97400' },
  // Switzerland and Belgium: 4 digits, 1000 to 9999.
  CH: { pattern: /^[1-9]\d{3}$/, example: '1201' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
} as const;

export type PostCodeCountry = keyof typeof FORMATS;

/** A country without a format here: letters, digits, spaces and dashes, 3 to 10 of them (UK SW1A 1AA ...). */
const ANY_POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** Each message says the country's format with an example (ui/locales). */
export type PostCodeMessageKey = 'delivery_post_code_invalid' | `delivery_post_code_invalid_${Lowercase<PostCodeCountry>}`;

/** Ours (the spec names no address country): an establishment delivers in its own country, the one its phoneRegion names. */
export function deliveryCountryOf(settings: Pick<RestaurantSettings, 'phoneRegion'>): string {
  const country = settings.phoneRegion.trim().toUpperCase();
  return country === '' ? 'FR' : country;
}

function isKnownCountry(country: string): country is PostCodeCountry {
  return Object.hasOwn(FORMATS, country);
}

/** Null when the post code is written as its country writes them; else the message that says how. */
export function postCodeProblem(postCode: string, country: string): PostCodeMessageKey | null {
  const code = postCode.trim();
  const wanted = country.toUpperCase();
  if (!isKnownCountry(wanted)) return ANY_POST_CODE.test(code) ? null : 'delivery_post_code_invalid';
  return FORMATS[wanted].pattern.test(code) ? null : `delivery_post_code_invalid_${wanted.toLowerCase() as Lowercase<PostCodeCountry>}`;
}

/** How the platform says it (adapters/simulator): the format's example, for a country that has one. */
export function postCodeExample(country: string): string | null {
  const wanted = country.toUpperCase();
  return isKnownCountry(wanted) ? FORMATS[wanted].example : null;
}
