import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { isNameValid } from './name-rules';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';

export { MIN_NAME_LENGTH } from './name-rules';

/** checkout 5: full name is trimmed and holds at least 2 characters (and passes the rest of name-rules). */
export function isFullNameValid(name: string): boolean {
  return isNameValid(name);
}

/** checkout 5: first and last names are asked instead of the full name when the restaurant requires them. */
export function asksFirstAndLastNames(settings: Pick<RestaurantSettings, 'cmd_required_infos'>): boolean {
  const required = settings.cmd_required_infos.client_info;
  return required.first_name || required.last_name;
}

/**
 * checkout 5 "Full name (when shown) is trimmed, at least 2 characters": shown when required, and whenever
 * first and last names are not asked (an order carries a name); judged whenever shown, required or not.
 */
export function asksFullName(settings: Pick<RestaurantSettings, 'cmd_required_infos'>): boolean {
  return settings.cmd_required_infos.client_info.full_name || !asksFirstAndLastNames(settings);
}

/**
 * checkout 5 "The email field is hidden for one specific restaurant": shown everywhere else, required or not
 * (our setting config.hide_email_field, never an id; an establishment file cannot both require and hide it).
 */
export function showsEmailField(settings: Pick<RestaurantSettings, 'config'>): boolean {
  return settings.config.hide_email_field !== true;
}

/**
 * checkout 5: exactly one @, no double dots, and a top-level part of at least 2 letters.
 * The same rule serves the receipt e-mail (no spaces, no extra at-signs).
 */
export function isEmailValid(email: string): boolean {
  const value = email.trim();
  if (value.includes('..') || /\s/.test(value)) return false;
  return /^[^@]+@[^@]+\.[A-Za-z]{2,}$/.test(value);
}

function asCountry(region: string): CountryCode | undefined {
  return /^[A-Z]{2}$/.test(region) ? (region as CountryCode) : undefined;
}

/**
 * checkout 5: a phone, when required, must be valid; national numbers read in the restaurant's region. What
 * libphonenumber's isValidPhoneNumber does (the whole text is the number: extract false), without its copies of
 * the arguments and options (issue 17: about 1 us of each order taken by the simulator).
 */
export function isPhoneValid(phone: string, region: string): boolean {
  const value = phone.trim();
  return value !== '' && parsePhoneNumberFromString(value, { defaultCountry: asCountry(region) ?? 'FR', extract: false })?.isValid() === true;
}

/** The number as sent to the platform: international (E.164) when it parses, else as typed. */
export function phoneToSend(phone: string, region: string): string {
  return parsePhoneNumberFromString(phone.trim(), asCountry(region) ?? 'FR')?.number ?? phone.trim();
}

/** checkout 5: a room or table number, when required, must be a number greater than 0. */
export function isPlaceNumberValid(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value.trim()) > 0;
}
