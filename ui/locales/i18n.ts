import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BASE_LANGUAGE } from '../../core/domain/locale/localized-text';
import { intlLocales } from '../../core/domain/locale/offered-locales';
import { UI_LANGUAGES, intlLocale, textDirection } from './ui-languages';

/**
 * The catalogues are JSON files of the build, fetched as data (issue 17): as JavaScript modules they cost
 * 10 KB of script on a first visit and had to be parsed as code; as JSON, 7 KB that `JSON.parse` reads at
 * once. The early start (ui/app/early-start.ts) preloads the visitor's language with the same request.
 */
async function fetchCatalogue(url: string): Promise<ResourceKey> {
  const answer = await fetch(url, { credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as ResourceKey;
}

declare global {
  interface Window {
    /** The menu catalogue's address of each locale, as the early start found them in the build (ui/app/early-start.ts). */
    orderingCatalogues?: Readonly<Record<string, string>>;
  }
}

/** The address of a locale's catalogue: the early start's for the first visit, else the build's list, loaded then. */
async function catalogueUrl(language: string, group: 'menu' | 'pages'): Promise<string | undefined> {
  const early = group === 'menu' ? window.orderingCatalogues?.[language] : undefined;
  if (early) return early;
  const urls = await import('./catalogue-urls');
  return (group === 'menu' ? urls.MENU_CATALOGUES : urls.PAGE_CATALOGUES)[language];
}

/**
 * One catalogue per language, fetched when the language is first shown (ARCHITECTURE: loaded lazily); the
 * texts of the pages after the menu (checkout, tracking, confirmations, accounts, the v2 directory...) are a
 * second one per language: the menu's first visit does not download them (issue 6). A key goes there only
 * when no screen of the first visit uses it; catalogues.test.ts checks it.
 */
async function loadCatalogue(language: string, group: 'menu' | 'pages'): Promise<ResourceKey | null> {
  const url = await catalogueUrl(language, group);
  return url ? fetchCatalogue(url) : null;
}

/** The instance started by createI18n, and whether a page wants the pages' texts (then every language gets them). */
let started: I18n | null = null;
let pagesWanted = false;
const pagesLoaded = new Map<string, Promise<void>>();

function addPageTexts(instance: I18n, language: string): Promise<void> {
  let loading = pagesLoaded.get(language);
  if (!loading) {
    const add = (texts: ResourceKey | null) => void (texts && instance.addResourceBundle(language, 'translation', texts, true, false));
    loading = loadCatalogue(language, 'pages')
      .then(add)
      .catch(async (error: unknown) => {
        pagesLoaded.delete(language);
        console.error('Failed to load locale', language, error);
        // accounts 9: the page stays usable: its texts in French, the fallback, rather than message keys.
        if (language !== BASE_LANGUAGE) await loadCatalogue(BASE_LANGUAGE, 'pages').then(add, () => undefined);
      });
    pagesLoaded.set(language, loading);
  }
  return loading;
}

/**
 * The addresses of the shown language's two catalogues (issue 21): the service worker keeps them for an offline
 * visit (ui/offline/), the pages' one included, though no page after the menu was opened yet.
 */
export async function shownCatalogueAddresses(): Promise<string[]> {
  if (!started) return [];
  const language = started.language;
  const urls = await Promise.all([catalogueUrl(language, 'menu'), catalogueUrl(language, 'pages')]);
  return urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url, window.location.href).href);
}

/** Resolves once the pages' texts of the current language are there (route loaders wait for it). */
export function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  return started ? addPageTexts(started, started.language) : Promise.resolve();
}

/**
 * Changes the language, with the pages' texts of the new one first when pages already use them; resolves with
 * the language shown: French when the wanted one's catalogue could not be loaded (accounts 9), never raw keys.
 */
export async function switchLanguage(instance: I18n, language: string): Promise<string> {
  if (pagesWanted) await addPageTexts(instance, language);
  await instance.changeLanguage(language);
  if (instance.hasResourceBundle(language, 'translation') || language === BASE_LANGUAGE) return language;
  if (pagesWanted) await addPageTexts(instance, BASE_LANGUAGE);
  await instance.changeLanguage(BASE_LANGUAGE);
  return BASE_LANGUAGE;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    loadCatalogue(language, 'menu')
      .then((catalogue) => {
        if (!catalogue) throw new Error(`no catalogue of ${language} in this build`);
        callback(null, catalogue);
      })
      .catch((error: unknown) => {
        // accounts 9: a locale load failure is logged as 'Failed to load locale'; French is the fallback.
        console.error('Failed to load locale', language, error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      });
  },
};

/**
 * The i18next instance of the storefront, started in `language`. Every catalogue holds every key (a unit
 * test checks it), so no second catalogue is downloaded as a per-key fallback; French, the fallback
 * language (accounts 9), is used instead when the wanted catalogue cannot be loaded.
 */
export async function createI18n(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyCatalogues).use(initReactI18next);
  instance.on('languageChanged', (current) => {
    document.documentElement.lang = intlLocale(current);
    document.documentElement.dir = textDirection(current);
  });
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  if (!instance.hasResourceBundle(language, 'translation') && language !== BASE_LANGUAGE) await instance.changeLanguage(BASE_LANGUAGE);
  pluraliseAsIntl(instance);
  started = instance;
  return instance;
}

/**
 * i18next picks a plural form with Intl.PluralRules of the language's code; sau, co and iw are not tags Intl
 * knows as such (sau would follow the browser's own language): they are pluralised with the tags they are
 * formatted with (core intlLocales), the ones the key-completeness test checks the catalogues against.
 */
function pluraliseAsIntl(instance: I18n): void {
  const resolver = instance.services.pluralResolver as { getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined };
  const rules = new Map<string, Intl.PluralRules>();
  resolver.getRule = (code, options = {}) => {
    const type = options.ordinal ? 'ordinal' : 'cardinal';
    const key = `${code}:${type}`;
    let rule = rules.get(key);
    if (!rule) {
      rule = new Intl.PluralRules(intlLocales(code), { type });
      rules.set(key, rule);
    }
    return rule;
  };
}
