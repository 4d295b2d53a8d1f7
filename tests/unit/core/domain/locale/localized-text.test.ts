import { describe, expect, it } from 'vitest';
import { BASE_LANGUAGE, localize } from '../../../../../core/domain/locale/localized-text';

describe('localize (browsing 3: names per language; accounts: fr is the base and fallback)', () => {
  const name = { fr: 'Boissons', en: 'Drinks', 'en-GB': 'Beverages' };

  it('a plain string is the same in every language', () => {
    expect(localize('Pizza', 'en')).toBe('Pizza');
  });

  it('the text in the exact language asked for comes first', () => {
    expect(localize(name, 'en-GB')).toBe('Beverages');
  });

  it('a regional language without its own text falls back to its two-letter base', () => {
    expect(localize(name, 'en-US')).toBe('Drinks');
  });

  it('a language without any text falls back to French, the base language', () => {
    expect(BASE_LANGUAGE).toBe('fr');
    expect(localize(name, 'de')).toBe('Boissons');
  });

  it('without French either, the first text given is shown', () => {
    expect(localize({ it: 'Bevande', es: 'Bebidas' }, 'de')).toBe('Bevande');
  });

  it('a missing or empty text shows as an empty string', () => {
    expect(localize(undefined, 'fr')).toBe('');
    expect(localize({}, 'fr')).toBe('');
  });

  it('issue 21: a restaurant text follows our locale codes: sau reads Arabic, iw Hebrew (he), pt-BR the platform\'s pt-br', () => {
    const dish = { fr: 'Soupe', ar: 'حساء', he: 'מרק', 'pt-br': 'Sopa (BR)', pt: 'Sopa' };
    expect(localize(dish, 'sau')).toBe('حساء');
    expect(localize(dish, 'iw')).toBe('מרק');
    expect(localize(dish, 'pt-BR')).toBe('Sopa (BR)');
    expect(localize({ fr: 'Soupe', en: 'Soup' }, 'en-US')).toBe('Soup');
    expect(localize({ fr: 'Soupe', iw: 'מרק' }, 'iw')).toBe('מרק');
  });
});
