/**
 * accounts 9 (locales and message catalogue): the locales the storefront is offered in, French the base
 * and the fallback. Each has a catalogue of its own (ui/locales/<code>.json); the codes are the spec's
 * (they travel in ?lang=, in the stored choice and in restaurant_languages / restaurant_translations), read in
 * any case. The spec's pt-br is written pt-BR here: i18next writes a code with a region that way, and would
 * not find its own language under the spec's spelling.
 */
export const OFFERED_LOCALES = [
  'fr', 'ar', 'ca', 'co', 'da', 'de', 'el', 'en-GB', 'en-US', 'es', 'eu', 'fa', 'fi', 'hu', 'it', 'iw', 'ja', 'ko',
  'lo', 'lt', 'lv', 'nl', 'no', 'pl', 'pt-BR', 'pt', 'ro', 'ru', 'sau', 'sk', 'sv', 'th', 'tr', 'vi', 'zh-CN',
] as const;
export type OfferedLocale = (typeof OFFERED_LOCALES)[number];

/** accounts 9: the Gulf and Maghreb codes a platform may send stand for Arabic. */
const ARABIC_ALIASES = new Set(['ma', 'qat', 'kwt', 'bhr', 'ae']);

/**
 * accounts 9 lists ko among the right-to-left locales: that is a mistake (Korean is written left to right,
 * README "Languages"), so ko stays left to right here; the others of the list are.
 */
const RIGHT_TO_LEFT = new Set(['ar', 'sau', 'fa', 'iw', ...ARABIC_ALIASES]);

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) || RIGHT_TO_LEFT.has(locale.slice(0, 2).toLowerCase()) ? 'rtl' : 'ltr';
}

/** Codes browsers and platforms send for an offered locale under another name. */
const OTHER_NAMES: Readonly<Record<string, OfferedLocale>> = { he: 'iw', nb: 'no', nn: 'no', 'pt-pt': 'pt', zh: 'zh-CN', 'zh-hans': 'zh-CN', en: 'en-GB' };

/** A code as the spec, a browser or a platform writes it (any case, the Arabic aliases included) as the offered locale it stands for. */
export function canonicalLocale(code: string): string {
  const value = code.trim();
  const lower = value.toLowerCase();
  if (ARABIC_ALIASES.has(lower)) return 'ar';
  return OFFERED_LOCALES.find((locale) => locale.toLowerCase() === lower) ?? OTHER_NAMES[lower] ?? value;
}

/**
 * The BCP 47 tags a locale is formatted and pluralised with (Intl, luxon, the lang attribute). Most codes are
 * tags already; sau (Saudi Arabic) and iw (the old code of Hebrew) are not, and Corsican has no data of its
 * own in ICU: it falls back to French, whose rules and formats it shares, whatever the browser's language.
 */
const INTL_TAGS: Readonly<Record<string, readonly string[]>> = {
  sau: ['ar-SA'],
  iw: ['he'],
  co: ['co', 'fr'],
  no: ['nb', 'no'],
};

export function intlLocales(locale: string): string[] {
  const canonical = canonicalLocale(locale);
  return [...(INTL_TAGS[canonical] ?? [canonical])];
}

/** The one tag of a locale for places that take a single one (the lang attribute, luxon). */
export function intlLocale(locale: string): string {
  return intlLocales(locale)[0]!;
}
