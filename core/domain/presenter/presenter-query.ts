import type { PresenterQuery } from './presenter-screen';
import { matchOfferedLanguage } from '../locale/language-choice';

/**
 * accounts 2: screen_name, language, orientation (vertical or not) and productId, read from an address a
 * shop typed by hand: anything odd is treated as absent rather than trusted.
 */
export function presenterQuery(search: URLSearchParams): PresenterQuery {
  const screenName = search.get('screen_name')?.trim() ?? '';
  const language = search.get('language')?.trim() ?? '';
  const productId = search.get('productId')?.trim() ?? '';
  return {
    screenName: /^[\w-]{1,64}$/.test(screenName) ? screenName : null,
    language: /^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/.test(language) ? language : null,
    vertical: search.get('orientation')?.trim().toLowerCase() === 'vertical',
    productId: /^\d{1,9}$/.test(productId) ? Number(productId) : null,
  };
}

/**
 * accounts 2: the language a shop names in the address is the screen's whole language, its messages and
 * title too, not only the shop's names: a counter screen has nobody to pick a language. It stands for the
 * closest catalogue we have (en-GB is en); a language we have no catalogue for keeps the visitor's.
 */
export function presenterLanguage(query: Pick<PresenterQuery, 'language'>, catalogues: readonly string[], interfaceLanguage: string): string {
  return matchOfferedLanguage(query.language, catalogues) ?? interfaceLanguage;
}
