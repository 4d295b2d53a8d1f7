import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BASE_LANGUAGE } from '../../core/domain/locale/localized-text';
import { UI_LANGUAGES, textDirection } from './ui-languages';
import enCatalogue from './en-GB.json?url';
import frCatalogue from './fr.json?url';
import enPagesCatalogue from './pages/en-GB.json?url';
import frPagesCatalogue from './pages/fr.json?url';

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

/** One catalogue per language, fetched when the language is first shown (ARCHITECTURE: loaded lazily). */
const CATALOGUES: Readonly<Record<string, () => Promise<ResourceKey>>> = {
  fr: () => fetchCatalogue(frCatalogue),
  en: () => fetchCatalogue(enCatalogue),
};

/**
 * The texts of the pages after the menu (checkout, tracking, confirmations, accounts, the v2 directory...),
 * a second catalogue per language: the menu's first visit does not download them (issue 6). A key goes here
 * only when no screen of the first visit uses it; catalogues.test.ts checks it.
 */
const PAGE_CATALOGUES: Readonly<Record<string, () => Promise<ResourceKey>>> = {
  fr: () => fetchCatalogue(frPagesCatalogue),
  en: () => fetchCatalogue(enPagesCatalogue),
};

/** The instance started by createI18n, and whether a page wants the pages' texts (then every language gets them). */
let started: I18n | null = null;
let pagesWanted = false;
const pagesLoaded = new Map<string, Promise<void>>();

function addPageTexts(instance: I18n, language: string): Promise<void> {
  const load = PAGE_CATALOGUES[language];
  if (!load) return Promise.resolve();
  let loading = pagesLoaded.get(language);
  if (!loading) {
    loading = load()
      .then((texts) => void instance.addResourceBundle(language, 'translation', texts, true, false))
      .catch((error: unknown) => {
        pagesLoaded.delete(language);
        console.error('Failed to load locale', language, error);
      });
    pagesLoaded.set(language, loading);
  }
  return loading;
}

/** Resolves once the pages' texts of the current language are there (route loaders wait for it). */
export function loadPageTexts(): Promise<void> {
  pagesWanted = true;
  return started ? addPageTexts(started, started.language) : Promise.resolve();
}

/** Changes the language, with the pages' texts of the new one first when pages already use them. */
export async function switchLanguage(instance: I18n, language: string): Promise<unknown> {
  if (pagesWanted) await addPageTexts(instance, language);
  return instance.changeLanguage(language);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = CATALOGUES[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load()
      .then((catalogue) => callback(null, catalogue))
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
    document.documentElement.lang = current;
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
  started = instance;
  return instance;
}
