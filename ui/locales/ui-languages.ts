import { OFFERED_LOCALES, intlLocale, textDirection } from '../../core/domain/locale/offered-locales';
import type { OfferedLocale } from '../../core/domain/locale/offered-locales';

/** The languages this storefront's interface is translated into; French is the base (accounts 9). */
export const UI_LANGUAGES: readonly OfferedLocale[] = OFFERED_LOCALES;
export type UiLanguage = OfferedLocale;

/** Names Intl does not know in the language itself (ICU has no Corsican), or would say too vaguely (pt). */
const OWN_NAMES: Readonly<Record<string, string>> = { co: 'Corsu', pt: 'Português (Portugal)' };

/**
 * A language by its own name (Deutsch, العربية, 日本語), as the switcher lists it whatever the current language
 * (issue 21). The browser's Intl.DisplayNames knows them: no table of 35 names in the first visit's script.
 */
export function languageName(code: string): string {
  const own = OWN_NAMES[code];
  if (own) return own;
  const tag = intlLocale(code);
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
  } catch {
    name = undefined;
  }
  return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
}

export { textDirection, intlLocale };
