import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize } from '../../../../../core/domain/locale/localized-text';
import { promotionalPhrase } from '../../../../../core/domain/promotion/promotion';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

/**
 * Issue 21 ("restaurant-provided texts follow the choice"): Le Comptoir offers every locale, and writes its own
 * texts (titles, categories, products, options, the set menu, allergens, payment names, promotional phrases) in
 * French, English and eight more languages, so that a customer reading one of these meets no French on its menu.
 */
const LANGUAGES = ['de', 'es', 'it', 'nl', 'pt', 'ar', 'ja', 'zh-CN'] as const;
const FILE: unknown = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8'));

/** Every text of the file the restaurant wrote per language: {fr, en, …} objects and promotion translations. */
function restaurantTexts(value: unknown, path = ''): { path: string; texts: Record<string, unknown> }[] {
  if (Array.isArray(value)) {
    const translations = value.filter((item): item is { localeId: string; promotionalPhrase: string } => typeof item === 'object' && item !== null && 'localeId' in item);
    if (translations.length > 0) return [{ path, texts: Object.fromEntries(translations.map((item) => [item.localeId, item.promotionalPhrase])) }];
    return value.flatMap((item, index) => restaurantTexts(item, `${path}[${index}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.fr === 'string') return [{ path, texts: record }];
  return Object.entries(record).flatMap(([key, child]) => restaurantTexts(child, `${path}.${key}`));
}

const TEXTS = restaurantTexts(FILE);

describe("issue 21: Le Comptoir's own texts in ten languages", () => {
  it('finds the texts of every part of the file: titles, categories, products, options, allergens, the set menu, payments, promotions', () => {
    // '.catalogue.products[3].name' is part 'products'; '.promotions[0].translations' part 'promotions'.
    const part = (path: string) => /^\.(?:settings\.|catalogue\.)?(\w+)/.exec(path)?.[1];
    expect(new Set(TEXTS.map(({ path }) => part(path)))).toEqual(new Set(['restaurant_translations', 'orderTypes', 'categories', 'products', 'options', 'allergens', 'formulas', 'promotions']));
    expect(TEXTS.filter(({ path }) => part(path) === 'promotions')).toHaveLength(4);
    expect(TEXTS.length).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('every text is written in %s, none empty or with stray spaces', (language) => {
    const missing = TEXTS.filter(({ texts }) => typeof texts[language] !== 'string' || (texts[language] as string).trim() === '' || (texts[language] as string).trim() !== texts[language]);
    expect(missing.map(({ path }) => path)).toEqual([]);
  });

  it.each(LANGUAGES)('the %s texts are translations, not the French copied: most read otherwise', (language) => {
    const sameAsFrench = TEXTS.filter(({ texts }) => texts[language] === texts.fr);
    // Names a menu abroad keeps (Tarte Tatin, the wines, Cappuccino…) may stay; a copied catalogue would not.
    expect(sameAsFrench.length).toBeLessThan(TEXTS.length / 5);
  });

  it.each([
    ['ar', /[\u0600-\u06FF]/],
    ['ja', /[\u3040-\u30FF\u4E00-\u9FFF]/],
    ['zh-CN', /[\u4E00-\u9FFF]/],
  ] as const)('the %s texts are in its script, but for the wines’ names and a bare quantity (50 cl)', (language, script) => {
    const kept = (french: string) => /Domaine/.test(french) || /^\d+ cl\.$/.test(french);
    const otherScript = TEXTS.filter(({ texts }) => !script.test(String(texts[language])) && !kept(String(texts.fr)));
    expect(otherScript.map(({ path, texts }) => `${path}: ${String(texts[language])}`)).toEqual([]);
  });

  it('the storefront reads them as loaded: a product, an option item, an allergen and a promotion in the language chosen, sau in Arabic, pt-BR in Portuguese, Korean in French', () => {
    const { products, options, allergens } = leComptoir.catalogue;
    const burger = products.find((product) => product.id === 1101)!;
    expect(localize(burger.name, 'de')).toBe('Comptoir-Burger');
    expect(localize(burger.name, 'zh-CN')).toBe('Comptoir 招牌汉堡');
    expect(localize(burger.description, 'ja')).toBe('シャロレー牛180 g、18か月熟成コンテ、ブリオッシュバンズ。');
    expect(localize(options.find((option) => option.id === 1)!.product_option_items[1]!.name, 'es')).toBe('Poco hecha');
    expect(localize(allergens.find((allergen) => allergen.id === 7)!.name, 'ja')).toBe('乳');
    expect(localize(burger.name, 'sau')).toBe('برغر الكونتوار');
    expect(localize(burger.name, 'pt-BR')).toBe('Hambúrguer do Comptoir');
    expect(localize(burger.name, 'ko')).toBe('Burger du Comptoir');
    const coffees = leComptoir.promotions!.find((promotion) => promotion.code === 'CAFE3POUR2')!;
    expect(promotionalPhrase(coffees, 'it')).toBe('Tre caffè al prezzo di due');
  });
});
