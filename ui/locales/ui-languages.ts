/** The languages this storefront's interface is translated into; French is the base (accounts 9). */
export const UI_LANGUAGES = ['fr', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Each language's own name, shown in the language switcher whatever the current language. */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = { fr: 'Français', en: 'English' };

/** accounts 9: the right-to-left languages (none of ours yet; listed so a new catalogue sets dir). */
const RIGHT_TO_LEFT = new Set(['ae', 'ar', 'fa', 'bhr', 'ko', 'kwt', 'ma', 'qat', 'sau', 'iw']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
