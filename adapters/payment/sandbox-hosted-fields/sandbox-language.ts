/**
 * The sandbox provider's pages speak French and English, as many providers do: French for a French or
 * Corsican customer (and when no language is given), English for every other (issue 21: a German customer
 * reads an English payment page better than a French one). The provider's pages (the simulator) and the
 * frames the storefront names for them follow the same rule.
 */
export function sandboxLanguage(locale: unknown): 'fr' | 'en' {
  if (typeof locale !== 'string' || locale.trim() === '') return 'fr';
  return /^(fr|co)\b/i.test(locale.trim()) ? 'fr' : 'en';
}
