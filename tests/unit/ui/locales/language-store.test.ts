import { describe, expect, it } from 'vitest';
import { LanguageStore } from '../../../../ui/locales/language-store';
import { LanguagePreference } from '../../../../ui/locales/language-preference';
import { MemoryStorage } from '../../../../ui/storage/safe-storage';

function storeWith(sources: { query?: string | null; stored?: string | null; browser?: string | null }) {
  const storage = new MemoryStorage();
  const preference = new LanguagePreference(storage);
  if (sources.stored) preference.save(sources.stored);
  const applied: string[] = [];
  const store = new LanguageStore(
    { query: () => sources.query ?? null, preference, browser: sources.browser ?? null },
    async (language) => applied.push(language),
  );
  return { store, preference, applied };
}

describe('LanguageStore (accounts 9: ?lang=, stored choice, browser; fallback fr)', () => {
  it('the browser language is used when nothing else says otherwise', () => {
    expect(storeWith({ browser: 'en-GB' }).store.current).toBe('en');
  });

  it('?lang= wins over the stored choice and the browser', () => {
    expect(storeWith({ query: 'en', stored: 'fr', browser: 'fr-FR' }).store.current).toBe('en');
  });

  it('a stored choice wins over the browser', () => {
    expect(storeWith({ stored: 'en', browser: 'fr-FR' }).store.current).toBe('en');
  });

  it('a language we have no catalogue for falls back to French', () => {
    expect(storeWith({ browser: 'de-DE' }).store.current).toBe('fr');
  });

  it("only the restaurant's languages are offered once it is known", () => {
    const { store } = storeWith({ browser: 'fr-FR' });
    store.offerRestaurantLanguages(['fr']);
    expect(store.offered).toEqual(['fr']);
  });

  it("a language the restaurant does not offer is replaced by one it offers", () => {
    const { store, applied } = storeWith({ browser: 'en-US' });
    store.offerRestaurantLanguages(['fr']);
    expect(store.current).toBe('fr');
    expect(applied).toEqual(['fr']);
  });

  it('regional restaurant languages (en-GB) offer our English catalogue', () => {
    const { store } = storeWith({});
    store.offerRestaurantLanguages(['fr', 'en-GB']);
    expect(store.offered).toEqual(['fr', 'en']);
  });

  it('choosing a language in the switcher applies it and remembers it for the next visit', () => {
    const { store, preference, applied } = storeWith({ browser: 'fr-FR' });
    store.choose('en');
    expect(store.current).toBe('en');
    expect(applied).toEqual(['en']);
    expect(preference.read()).toBe('en');
  });

  it('a language that is not offered cannot be chosen', () => {
    const { store, applied } = storeWith({});
    store.offerRestaurantLanguages(['fr']);
    store.choose('en');
    expect(store.current).toBe('fr');
    expect(applied).toEqual([]);
  });
});

describe('LanguagePreference', () => {
  it('ignores what it cannot read instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem('ordering:language', '{broken');
    expect(new LanguagePreference(storage).read()).toBeNull();
  });

  it('a storage that throws loses the choice, not the page', () => {
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const preference = new LanguagePreference(throwing);
    expect(() => preference.save('en')).not.toThrow();
    expect(preference.read()).toBeNull();
  });
});
