import { BASE_LANGUAGE } from './localized-text';
import { OFFERED_LOCALES, canonicalLocale } from './offered-locales';

/**
 * accounts 9 (locales): a browser language is read on 5 characters for English (en-GB, en-US) and on
 * 2 otherwise (fr-CA is fr).
 */
export function browserLanguageCode(navigatorLanguage: string | null | undefined): string | null {
  const value = navigatorLanguage?.trim();
  if (!value) return null;
  const twoLetters = value.slice(0, 2).toLowerCase();
  if (twoLetters === 'en' && value.length >= 5) return `en-${value.slice(3, 5).toUpperCase()}`;
  return twoLetters;
}

/** Where a language may come from, most explicit first: the address (?lang=), a stored choice, the browser. */
export interface LanguageCandidates {
  readonly query: string | null;
  readonly stored: string | null;
  readonly browser: string | null;
}

/**
 * The offered language a wanted one stands for: itself (the Gulf codes are Arabic, he is iw, accounts 9),
 * else the first offered one of its two-letter language (en is en-GB, zh is zh-CN, pt-BR is pt-br).
 */
export function matchOfferedLanguage(wanted: string | null | undefined, offered: readonly string[]): string | null {
  const value = wanted?.trim();
  if (!value) return null;
  const canonical = canonicalLocale(value).toLowerCase();
  const exact = offered.find((language) => language.toLowerCase() === canonical);
  if (exact) return exact;
  const base = canonical.slice(0, 2);
  return offered.find((language) => language.toLowerCase() === base) ?? offered.find((language) => language.slice(0, 2).toLowerCase() === base) ?? null;
}

/**
 * Whether a restaurant's language (restaurant_languages) offers one of our locales: its own catalogue (en-GB,
 * pt-br, a Gulf code for ar), or, for a bare language code we have only with regions (en), each of them.
 */
function restaurantOffers(wanted: string, locale: string): boolean {
  const value = wanted.trim().toLowerCase();
  if (!value) return false;
  if (canonicalLocale(value).toLowerCase() === locale.toLowerCase()) return true;
  return /^[a-z]{2}$/.test(value) && locale.slice(0, 2).toLowerCase() === value && locale.length > 2;
}

/** The locales an establishment offers (accounts 9): those of its restaurant_languages we have, else all of `ours`. */
export function offeredLocales(restaurantLanguages: readonly string[], ours: readonly string[] = OFFERED_LOCALES): string[] {
  const matched = ours.filter((locale) => restaurantLanguages.some((wanted) => restaurantOffers(wanted, locale)));
  return matched.length > 0 ? matched : [...ours];
}

/**
 * The language to show: the first candidate that is offered, in the order ?lang=, stored choice,
 * browser; else French, the default and fallback (accounts 9), else the first language offered.
 */
export function chooseLanguage(candidates: LanguageCandidates, offered: readonly string[]): string {
  for (const wanted of [candidates.query, candidates.stored, browserLanguageCode(candidates.browser)]) {
    const match = matchOfferedLanguage(wanted, offered);
    if (match) return match;
  }
  return matchOfferedLanguage(BASE_LANGUAGE, offered) ?? offered[0] ?? BASE_LANGUAGE;
}
