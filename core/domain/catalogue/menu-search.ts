import type { LocalizedText } from '../locale/localized-text';
import { localize } from '../locale/localized-text';

/** Lower case without accents: "Crème brûlée" and "creme brulee" are the same search. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Issue 6, a search over the menu: a product matches when every word of the query is found in its
 * name or its description, in the customer's language, accents and case aside. An empty query matches all.
 */
export function matchesMenuSearch(product: { readonly name: LocalizedText; readonly description: LocalizedText }, query: string, language: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${localize(product.name, language)} ${localize(product.description, language)}`);
  return words.every((word) => haystack.includes(word));
}
