import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

const isRegion = (value: string | null | undefined): value is CountryCode => typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/**
 * accounts 9: default phone country: the restaurant's phoneRegion, else the browser language's region
 * (fr-BE gives BE), else FR.
 */
export function defaultPhoneRegion(phoneRegion: string | null | undefined, browserLanguage: string | null | undefined): CountryCode {
  if (isRegion(phoneRegion)) return phoneRegion;
  const region = browserLanguage?.split(/[-_]/)[1]?.toUpperCase();
  return isRegion(region) ? region : 'FR';
}

/** accounts 5: a phone is valid only if the phone rules say so (libphonenumber-js). An empty phone is no phone. */
export function isAccountPhoneValid(phone: string, region: CountryCode): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim(), region);
  return parsed?.isValid() ?? false;
}

/** accounts 3: the phone stored in international format only when valid; otherwise nothing is stored. */
export function phoneToStore(phone: string, region: CountryCode): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), region);
  return parsed?.isValid() ? parsed.number : '';
}
