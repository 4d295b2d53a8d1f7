import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OFFERED_LOCALES, intlLocales, textDirection } from '../../../../core/domain/locale/offered-locales';

/**
 * issue 21, accounts 9: every catalogue has every key of French, the base, with the same interpolation
 * variables, and each plural text in the forms its language needs: i18next picks `key_<category>` with
 * Intl.PluralRules (ui/locales/i18n.ts gives it the same tags as here), and shows the bare key when that
 * form is missing.
 */
const localesDir = fileURLToPath(new URL('../../../../ui/locales', import.meta.url));
const FILES = ['', 'pages/'] as const;

function catalogue(locale: string, folder: string): Record<string, string> | null {
  const path = `${localesDir}/${folder}${locale}.json`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : null;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** French's plural texts: a base key with both its _one and _other forms (booking_cancel_reason_other is a plain key). */
function pluralBases(french: Record<string, string>): Set<string> {
  return new Set(
    Object.keys(french)
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length))
      .filter((base) => `${base}_one` in french),
  );
}

function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(intlLocales(locale)).resolvedOptions().pluralCategories;
}

/** The keys a locale must have: French's plain keys, and every plural base in the locale's own forms. */
export function expectedKeys(french: Record<string, string>, locale: string): string[] {
  const bases = pluralBases(french);
  const plain = Object.keys(french).filter((key) => !(PLURAL_SUFFIX.test(key) && bases.has(key.replace(PLURAL_SUFFIX, ''))));
  const plural = [...bases].flatMap((base) => pluralCategories(locale).map((category) => `${base}_${category}`));
  return [...plain, ...plural].sort();
}

const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]!))].sort();

/** What differs between a locale's catalogue and French's: missing and extra keys, variables that differ, empty texts. */
export function catalogueProblems(french: Record<string, string>, translated: Record<string, string>, locale: string): string[] {
  const expected = expectedKeys(french, locale);
  const problems = [
    ...expected.filter((key) => !(key in translated)).map((key) => `missing ${key}`),
    ...Object.keys(translated).filter((key) => !expected.includes(key)).map((key) => `extra ${key}`),
  ];
  const bases = pluralBases(french);
  for (const [key, text] of Object.entries(translated)) {
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`empty ${key}`);
      continue;
    }
    const base = key.replace(PLURAL_SUFFIX, '');
    const isPlural = PLURAL_SUFFIX.test(key) && bases.has(base);
    const reference = isPlural ? french[`${base}_other`] : french[key];
    if (reference === undefined) continue;
    // A plural form may leave the count out ("un article", "مقالتان"); its other variables stay.
    const wanted = variables(reference).filter((name) => !(isPlural && name === 'count'));
    const found = variables(text).filter((name) => !(isPlural && name === 'count'));
    if (found.join() !== wanted.join()) problems.push(`variables of ${key}: ${found.join() || 'none'} instead of ${wanted.join() || 'none'}`);
    if (isPlural && key.endsWith('_other') && wanted.length === 0 && variables(reference).includes('count') && !variables(text).includes('count')) {
      problems.push(`${key} leaves out {{count}}`);
    }
  }
  return problems;
}

describe('issue 21, accounts 9: every catalogue is complete', () => {
  const present = OFFERED_LOCALES.filter((locale) => FILES.every((folder) => catalogue(locale, folder) !== null));

  it('each of the 35 offered locales has its two catalogues, and no catalogue is of a locale not offered', () => {
    expect(OFFERED_LOCALES).toHaveLength(35);
    expect(present).toEqual([...OFFERED_LOCALES]);
    for (const folder of FILES) {
      const files = readdirSync(`${localesDir}/${folder}`).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
      expect(files.sort(), folder).toEqual([...OFFERED_LOCALES].sort());
    }
  });

  it('the French catalogues have each plural text in the forms French needs (one, many, other)', () => {
    for (const folder of FILES) expect(catalogueProblems(catalogue('fr', folder)!, catalogue('fr', folder)!, 'fr'), folder).toEqual([]);
  });

  for (const locale of present.filter((code) => code !== 'fr')) {
    it(`${locale}: the keys of French, their variables, and the plural forms of ${pluralCategories(locale).join(', ')}`, () => {
      for (const folder of FILES) expect(catalogueProblems(catalogue('fr', folder)!, catalogue(locale, folder)!, locale), `${folder}${locale}.json`).toEqual([]);
    });
  }

  it('right to left: a phone number written in a text is isolated left to right (U+2066…U+2069), or its digit groups show reversed', () => {
    const unisolated = (text: string) => /\+?\d[\d ]{6,}\d/.test(text.replace(/\u2066[^\u2069]*\u2069/g, ''));
    for (const locale of present.filter((code) => textDirection(code) === 'rtl')) {
      for (const folder of FILES) {
        for (const [key, text] of Object.entries(catalogue(locale, folder)!)) expect(unisolated(text), `${folder}${locale}.json ${key}`).toBe(false);
      }
    }
  });

  it('the check fails on a missing key, an extra key, a variable that differs and a missing plural form', () => {
    const french = { hello: 'Bonjour {{name}}', items_one: '{{count}} article', items_other: '{{count}} articles', items_many: '{{count}} articles' };
    expect(catalogueProblems(french, { hello: 'مرحبا', items_one: 'x', items_other: '{{count}}', extra: 'y' }, 'ar')).toEqual([
      'missing items_few',
      'missing items_many',
      'missing items_two',
      'missing items_zero',
      'extra extra',
      'variables of hello: none instead of name',
    ]);
    expect(catalogueProblems(french, { hello: '{{name}}', items_other: '{{count}} 件' }, 'ja')).toEqual([]);
    expect(catalogueProblems(french, { hello: '{{name}}', items_other: '件' }, 'ja')).toEqual(['items_other leaves out {{count}}']);
  });
});
