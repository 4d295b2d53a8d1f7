import { intlLocales } from './offered-locales';

/** Restaurant-provided text: one string, or one string per language (browsing 3: category "name per language"). */
export type LocalizedText = string | Readonly<Record<string, string>>;

export const BASE_LANGUAGE = 'fr';

/**
 * The text in the wanted language (its code in any case: a platform writes pt-br, we pt-BR), else in the
 * language it is written in (sau is Arabic, iw Hebrew: ar, he), else its two-letter base, else French, else
 * the first one given.
 */
export function localize(text: LocalizedText | undefined, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const inAnyCase = (code: string) => text[code] ?? Object.entries(text).find(([key]) => key.toLowerCase() === code.toLowerCase())?.[1];
  for (const code of [language, ...intlLocales(language), language.slice(0, 2), ...intlLocales(language).map((tag) => tag.slice(0, 2))]) {
    const found = inAnyCase(code);
    if (found !== undefined) return found;
  }
  return text[BASE_LANGUAGE] ?? Object.values(text)[0] ?? '';
}
