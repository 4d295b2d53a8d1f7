import { OFFERED_LOCALES, intlLocale, textDirection } from '../../core/domain/locale/offered-locales';
import type { OfferedLocale } from '../../core/domain/locale/offered-locales';

/** The languages this storefront's interface is translated into; French is the base (accounts 9). */
export const UI_LANGUAGES: readonly OfferedLocale[] = OFFERED_LOCALES;

/**
 * Names a browser may not know in the language itself (Chromium's ICU has no Basque, Lao or Corsican names: it
 * answers in English), and one it would say too vaguely (pt).
 */
const OWN_NAMES: Readonly<Record<string, string>> = { co: 'Corsu', eu: 'Euskara', lo: 'ລາວ', pt: 'Português (Portugal)' };

/**
 * A language by its own name (Deutsch, العربية, 日本語), as the switcher lists it whatever the current language
 * (issue 21). The browser's Intl.DisplayNames knows most of them: no table of 35 names in the first visit's script.
 */
export function languageName(code: string): string {
  const tag = intlLocale(code);
  let name: string | undefined;
  try {
    const names = new Intl.DisplayNames([tag], { type: 'language' });
    // A browser without this language's data answers in its own: not the language's own name.
    if (names.resolvedOptions().locale.slice(0, 2) === tag.slice(0, 2)) name = names.of(tag);
  } catch {
    name = undefined;
  }
  const own = OWN_NAMES[code] ?? name;
  return own ? own.charAt(0).toLocaleUpperCase(tag) + own.slice(1) : code;
}

export { textDirection, intlLocale };
