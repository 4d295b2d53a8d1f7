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
    async (language) => {
      applied.push(language);
      return language;
    },
  );
  return { store, preference, applied };
}

describe('LanguageStore (accounts 9: ?lang=, stored choice, browser; fallback fr)', () => {
  it('the browser language is used when nothing else says otherwise', () => {
    expect(storeWith({ browser: 'en-GB' }).store.current).toBe('en-GB');
    expect(storeWith({ browser: 'en-US' }).store.current).toBe('en-US');
    expect(storeWith({ browser: 'de-AT' }).store.current).toBe('de');
    expect(storeWith({ browser: 'he-IL' }).store.current).toBe('iw');
    expect(storeWith({ browser: 'zh-CN' }).store.current).toBe('zh-CN');
  });

  it('?lang= wins over the stored choice and the browser', () => {
    expect(storeWith({ query: 'en', stored: 'fr', browser: 'fr-FR' }).store.current).toBe('en-GB');
    expect(storeWith({ query: 'pt-br', stored: 'fr', browser: 'fr-FR' }).store.current).toBe('pt-BR');
    expect(storeWith({ query: 'kwt', stored: 'fr', browser: 'fr-FR' }).store.current).toBe('ar');
  });

  it('a stored choice wins over the browser', () => {
    expect(storeWith({ stored: 'ja', browser: 'fr-FR' }).store.current).toBe('ja');
    // A choice stored when English was one catalogue, 'en', is British English now.
    expect(storeWith({ stored: 'en', browser: 'fr-FR' }).store.current).toBe('en-GB');
  });

  it('a language we have no catalogue for falls back to French', () => {
    expect(storeWith({ browser: 'hi-IN' }).store.current).toBe('fr');
    expect(storeWith({ browser: 'en-AU' }).store.current).toBe('en-GB');
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

  it('a regional restaurant language offers its catalogue; a bare one every catalogue of that language; the Gulf codes Arabic', () => {
    const { store } = storeWith({});
    store.offerRestaurantLanguages(['fr', 'en-GB']);
    expect(store.offered).toEqual(['fr', 'en-GB']);
    store.offerRestaurantLanguages(['fr', 'en', 'qat']);
    expect(store.offered).toEqual(['fr', 'ar', 'en-GB', 'en-US']);
  });

  it('a restaurant naming none of our languages offers all 35', () => {
    const { store } = storeWith({});
    store.offerRestaurantLanguages(['xx']);
    expect(store.offered).toHaveLength(35);
  });

  it('choosing a language in the switcher applies it and remembers it for the next visit', () => {
    const { store, preference, applied } = storeWith({ browser: 'fr-FR' });
    store.choose('de');
    expect(store.current).toBe('de');
    expect(applied).toEqual(['de']);
    expect(preference.read()).toBe('de');
  });

  it("accounts 9: a language whose catalogue cannot be loaded leaves the page in French, and the switcher says so", async () => {
    const store = new LanguageStore({ query: () => null, preference: new LanguagePreference(new MemoryStorage()), browser: 'fr-FR' }, async () => 'fr');
    store.choose('ja');
    expect(store.current).toBe('ja');
    await Promise.resolve();
    await Promise.resolve();
    expect(store.current).toBe('fr');
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
