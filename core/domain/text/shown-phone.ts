import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

/** A phone number as shown to a customer, and the number to call. */
export interface ShownPhone {
  readonly display: string;
  readonly href: string;
}

/**
 * Issue 21, accounts 9: a phone number is shown as its own country writes it (01 42 36 00 00 in France) when
 * that country is the establishment's, in international form (+44 20 7946 0000) otherwise; a number
 * libphonenumber cannot read is shown as written. Empty: none.
 */
export function shownPhone(phone: string | null | undefined, region: string | null | undefined): ShownPhone | null {
  const raw = phone?.trim() ?? '';
  if (raw === '') return null;
  const country = typeof region === 'string' && /^[A-Z]{2}$/.test(region) ? (region as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(raw, country);
  if (!parsed) return { display: raw, href: `tel:${raw.replace(/[^\d+]/g, '')}` };
  return { display: parsed.country === country ? parsed.formatNational() : parsed.formatInternational(), href: parsed.getURI() };
}
