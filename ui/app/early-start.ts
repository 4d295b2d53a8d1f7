import { chooseLanguage, offeredLocales } from '../../core/domain/locale/language-choice';
import { intlLocale, textDirection } from '../../core/domain/locale/offered-locales';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { localize } from '../../core/domain/locale/localized-text';
import type { FirstPaint } from '../design/first-paint';
import { firstPaintMarkup } from '../design/first-paint-markup';
import { LanguagePreference } from '../locales/language-preference';

/**
 * The first thing the page runs, inlined into index.html by config/early-start-plugin.ts (issue 5, first
 * visit; issue 17, Lighthouse): it asks for the restaurant and its menu at once, paints the restaurant's
 * name and banner title from the answer into the grey skeleton, and only then loads the app's scripts.
 *
 * Why the scripts wait: on a slow phone network the 170 KB of JavaScript and the restaurant's 3 KB answer
 * share the bandwidth, and the page's largest text (the banner's title) could only be drawn once React had
 * run, about 3 s in. Drawn from the early answer, it shows about when the skeleton does; the scripts start
 * one frame later and no longer slow the answer down. Whatever goes wrong here (no answer, an error, a
 * browser without fetch), the scripts are loaded anyway, at once or after START_AT_THE_LATEST_MS.
 *
 * The plugin bundles this file with what it imports (core's language choice and localize, the stored
 * preference's reader, the markup builder) into one inline script: none of them imports a library.
 */

/** What the build tells the page: its entry script, the chunks to preload, a catalogue file per language. */
export interface EarlyStartConfig {
  /** Null in development, where vite serves the entry itself. */
  readonly entry: string | null;
  /** The entry's chunks (modulepreload). */
  readonly preload: readonly string[];
  /** Each language's catalogue (a JSON file). */
  readonly catalogues: Readonly<Record<string, string>>;
}

/** The parts of `window` this uses, so that a unit test can hand it a fake one. */
export interface EarlyWindow {
  readonly location: { readonly pathname: string; readonly search: string; readonly origin: string };
  readonly navigator: { readonly language?: string };
  readonly document: {
    getElementById(id: string): { innerHTML: string } | null;
    createElement(tag: string): Record<string, unknown>;
    readonly head: { appendChild(node: unknown): unknown };
    addEventListener(type: string, listener: () => void): void;
    readonly readyState: string;
    /** <html>: its lang and dir are the visitor's from the first paint (issue 21: no flip to right to left later). */
    readonly documentElement?: { lang: string; dir: string };
  };
  readonly localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: (url: string, init: object) => Promise<{ readonly ok: boolean; clone(): { json(): Promise<unknown> } }>;
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  orderingEarlyResponses?: Record<string, Promise<unknown>>;
  orderingFirstPaint?: FirstPaint;
  orderingCatalogues?: Readonly<Record<string, string>>;
}

/** The app's scripts are loaded after this long whatever the restaurant's answer (a slow API must not hold the app). */
export const START_AT_THE_LATEST_MS = 2500;

export function earlyStart(start: EarlyStartConfig, win: EarlyWindow): void {
  const doc = win.document;
  let started = false;
  /** The language the first paint is in, and whose catalogue is preloaded: the app chooses the same one. */
  let visitorLanguage: string | null = null;
  const showLanguage = (language: string) => {
    visitorLanguage = language;
    if (doc.documentElement) {
      doc.documentElement.lang = intlLocale(language);
      doc.documentElement.dir = textDirection(language);
    }
  };
  const loadApp = () => {
    if (started || start.entry === null) return;
    started = true;
    const head = doc.head;
    const link = (href: string, rel: string, as?: string) => {
      const element = doc.createElement('link');
      element.rel = rel;
      if (as) element.as = as;
      element.crossOrigin = '';
      element.href = href;
      head.appendChild(element);
    };
    start.preload.forEach((href) => link(href, 'modulepreload'));
    // The app loads its first catalogue from this list (ui/locales/i18n.ts), not from one of its own in the bundle.
    win.orderingCatalogues = start.catalogues;
    // The catalogue is JSON the app fetches (ui/locales/i18n.ts): preloaded as that same request.
    const catalogue = start.catalogues[visitorLanguage ?? chosenLanguage(Object.keys(start.catalogues))];
    if (catalogue) link(catalogue, 'preload', 'fetch');
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = start.entry;
    head.appendChild(script);
  };

  /** As the app chooses (ui/locales/language-store.ts, core chooseLanguage): ?lang=, the stored choice, the browser, else fr. */
  const chosenLanguage = (offered: readonly string[]): string => {
    let stored: string | null = null;
    try {
      stored = win.localStorage ? new LanguagePreference(win.localStorage).read() : null;
    } catch {
      // A browser that refuses storage (its getter throws): no stored choice.
    }
    const query = new URLSearchParams(win.location.search).get('lang');
    return chooseLanguage({ query, stored, browser: win.navigator.language ?? null }, offered);
  };

  try {
    // Before the restaurant is known, its languages neither: the visitor's among ours (refined by the answer).
    const ours = Object.keys(start.catalogues);
    if (ours.length > 0) showLanguage(chosenLanguage(ours));
    win.setTimeout(loadApp, START_AT_THE_LATEST_MS);
    const id = win.location.pathname.split('/')[1] ?? '';
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(id) || !win.fetch) {
      loadApp();
      return;
    }
    const base = `${win.location.origin}/api_click_and_collect/v7/${id}/`;
    const early: Record<string, Promise<unknown>> = {};
    for (const name of ['restaurant', 'products', 'product_options', 'allergens']) {
      const answer = win.fetch(base + name, { credentials: 'same-origin', redirect: 'error' });
      answer.catch(() => undefined);
      early[base + name] = answer;
    }
    win.orderingEarlyResponses = early;

    // Read from a copy taken before the app's own reader gets the answer (this handler is the first).
    (early[`${base}restaurant`] as ReturnType<NonNullable<EarlyWindow['fetch']>>)
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((settings) => paint(settings))
      .catch(loadApp);
  } catch {
    loadApp();
  }

  function paint(settings: unknown): void {
    // Too late: the app was started without it (the answer took longer than START_AT_THE_LATEST_MS) and owns #root.
    if (started) return;
    const painted = firstPaintOf(settings, win.location.pathname.split('/')[1] ?? '');
    const root = doc.getElementById('root');
    // An answer faster than the page itself: the skeleton is painted once it is parsed.
    if (painted && !root && doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', () => paint(settings));
      return;
    }
    if (!painted || !root) {
      loadApp();
      return;
    }
    win.orderingFirstPaint = painted;
    root.innerHTML = firstPaintMarkup(painted);
    // The scripts start once that frame is drawn (a background tab draws none: the timer starts them).
    if (win.requestAnimationFrame) win.requestAnimationFrame(() => win.setTimeout(loadApp, 0));
    win.setTimeout(loadApp, 100);
  }

  /** The texts of the first screen, from the restaurant's settings as the platform sent them; null if they do not fit. */
  function firstPaintOf(settings: unknown, restaurantId: string): FirstPaint | null {
    const value = settings as {
      restaurant_name?: unknown;
      restaurant_languages?: unknown;
      logo_url?: unknown;
      banner?: { image?: unknown; imageMobile?: unknown } | null;
      restaurant_translations?: { cc_title?: unknown; cc_subtitle?: unknown } | null;
      config?: { display_text_on_banner?: unknown } | null;
    } | null;
    if (!value || typeof value.restaurant_name !== 'string' || !value.restaurant_name) return null;
    // ui/locales/language-store.ts: once the restaurant is known, only its languages we have are offered.
    const ours = Object.keys(start.catalogues);
    const wanted = Array.isArray(value.restaurant_languages) ? (value.restaurant_languages as unknown[]).filter((code): code is string => typeof code === 'string') : [];
    const language = chosenLanguage(ours.length > 0 ? offeredLocales(wanted, ours) : ['fr']);
    if (ours.length > 0) showLanguage(language);
    // core localize; the answer is not checked yet (the app does that), so a text that is not one is none.
    const text = (localized: unknown): string => {
      if (typeof localized !== 'string' && (!localized || typeof localized !== 'object')) return '';
      const found: unknown = localize(localized as LocalizedText, language);
      return typeof found === 'string' ? found : '';
    };
    const url = (candidate: unknown): string | null => (typeof candidate === 'string' && /^(https:\/\/|\/(?!\/))/.test(candidate) ? candidate : null);
    const translations = value.restaurant_translations ?? {};
    // browsing 3: a banner without its text (core/domain/restaurant/banner-text.ts) paints none either.
    const shown = value.config?.display_text_on_banner !== false;
    return {
      restaurantId,
      name: value.restaurant_name,
      logo: url(value.logo_url),
      image: url(value.banner?.image),
      imageMobile: url(value.banner?.imageMobile),
      title: shown ? text(translations.cc_title) || value.restaurant_name : '',
      subtitle: shown ? text(translations.cc_subtitle) : '',
    };
  }
}
