import { OFFERED_LOCALES } from '../../core/domain/locale/offered-locales';
import type { OfferedLocale } from '../../core/domain/locale/offered-locales';

/** The languages this storefront's interface is translated into; French is the base (accounts 9). */
export const UI_LANGUAGES: readonly OfferedLocale[] = OFFERED_LOCALES;
export type UiLanguage = OfferedLocale;

/** Each language by its own name, as the switcher lists it whatever the current language (issue 21). */
export const LANGUAGE_NAMES: Readonly<Record<UiLanguage, string>> = {
  fr: 'Français',
  ar: 'العربية',
  ca: 'Català',
  co: 'Corsu',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  es: 'Español',
  eu: 'Euskara',
  fa: 'فارسی',
  fi: 'Suomi',
  hu: 'Magyar',
  it: 'Italiano',
  iw: 'עברית',
  ja: '日本語',
  ko: '한국어',
  lo: 'ລາວ',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sau: 'العربية (السعودية)',
  sk: 'Slovenčina',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
};

export { textDirection, intlLocale } from '../../core/domain/locale/offered-locales';
