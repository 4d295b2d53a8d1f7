import i18next from 'i18next';
import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BASE_LANGUAGE } from '../../core/domain/locale/localized-text';
import { UI_LANGUAGES, textDirection } from './ui-languages';

/** One chunk per language, fetched when the language is first shown (ARCHITECTURE: loaded lazily). */
const CATALOGUES: Readonly<Record<string, () => Promise<{ default: ResourceKey }>>> = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
};

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
      .then((catalogue) => callback(null, catalogue.default))
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
  return instance;
}
