import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../core/domain/locale/language-choice';
import { leComptoir } from '../../../../adapters/simulator/demo/demo-establishments';
import type { EarlyStartConfig, EarlyWindow } from '../../../../ui/app/early-start';
import { START_AT_THE_LATEST_MS, earlyStart } from '../../../../ui/app/early-start';
import { firstPaintMarkup } from '../../../../ui/design/first-paint-markup';

const START: EarlyStartConfig = {
  entry: '/assets/index-abc.js',
  preload: ['/assets/framework-abc.js', '/assets/icons-abc.js'],
  catalogues: { fr: '/assets/fr-abc.json', 'en-GB': '/assets/en-GB-abc.json', 'en-US': '/assets/en-US-abc.json', ar: '/assets/ar-abc.json' },
};

interface Answer {
  readonly status: number;
  readonly body?: unknown;
}

/** A window whose fetch answers the restaurant with `restaurant` (or never, or by failing), its timers and frames run by hand. */
function fakeWindow(options: { path?: string; search?: string; language?: string; stored?: string | null; restaurant?: Answer | 'never' | 'fails'; hasFetch?: boolean; parsed?: boolean } = {}) {
  const root = { innerHTML: '<div class="page-skeleton" aria-hidden="true"></div>' };
  const parsedListeners: (() => void)[] = [];
  let parsed = options.parsed ?? true;
  const head: Record<string, unknown>[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const fetched: string[] = [];
  const restaurant = options.restaurant ?? { status: 200, body: leComptoir.settings };
  const html = { lang: 'fr', dir: 'ltr' };
  const win: EarlyWindow = {
    location: { pathname: options.path ?? '/le-comptoir', search: options.search ?? '', origin: 'https://shop.example.test' },
    navigator: { language: options.language ?? 'fr-FR' },
    document: {
      getElementById: (id) => (id === 'root' && parsed ? root : null),
      createElement: (tag) => ({ tag }),
      head: { appendChild: (node) => head.push(node as Record<string, unknown>) },
      addEventListener: (type, listener) => void (type === 'DOMContentLoaded' && parsedListeners.push(listener)),
      get readyState() {
        return parsed ? 'interactive' : 'loading';
      },
      documentElement: html,
    },
    localStorage: { getItem: (key) => (key === 'ordering:language' ? (options.stored ?? null) : null), setItem: () => undefined },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback) => frames.push(callback),
  };
  if (options.hasFetch !== false) {
    win.fetch = (url) => {
      fetched.push(url);
      if (!url.endsWith('/restaurant')) return Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve([]) }) });
      if (restaurant === 'never') return new Promise(() => undefined);
      if (restaurant === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve({ ok: restaurant.status < 300, clone: () => ({ json: () => Promise.resolve(restaurant.body) }) });
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const runFrames = () => frames.splice(0).forEach((frame) => frame());
  const runTimers = (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.callback());
  const loaded = () => head.map((node) => (node.tag === 'script' ? `script ${String(node.src)}` : `${String(node.rel)} ${String(node.href)}`));
  const finishParsing = () => {
    parsed = true;
    parsedListeners.splice(0).forEach((listener) => listener());
  };
  return { win, root, fetched, settle, runFrames, runTimers, loaded, finishParsing, html };
}

describe('the early start (issue 17: the first screen painted from the early answer, then the app loaded)', () => {
  it('asks for the restaurant and its menu at once, hands the answers to the app, paints name and banner title, then loads the app', async () => {
    const page = fakeWindow();
    earlyStart(START, page.win);
    const api = 'https://shop.example.test/api_click_and_collect/v7/le-comptoir/';
    expect(page.fetched).toEqual(['restaurant', 'products', 'product_options', 'allergens'].map((name) => api + name));
    expect(Object.keys(page.win.orderingEarlyResponses ?? {})).toEqual(page.fetched);
    expect(page.loaded()).toEqual([]);

    await page.settle();
    expect(page.win.orderingFirstPaint).toEqual({
      restaurantId: 'le-comptoir',
      name: 'Le Comptoir des Halles',
      logo: '/demo-assets/le-comptoir-logo.svg',
      image: '/demo-assets/le-comptoir-banner.svg',
      imageMobile: '/demo-assets/le-comptoir-banner.svg',
      title: 'Cuisine de bistrot, faite maison',
      subtitle: expect.any(String) as string,
    });
    expect(page.root.innerHTML).toBe(firstPaintMarkup(page.win.orderingFirstPaint!));
    expect(page.root.innerHTML).toContain('<h1 class="hero__title">Cuisine de bistrot, faite maison</h1>');
    // The scripts wait for the painted frame: first the preloads and the visitor's catalogue, the entry last.
    expect(page.loaded()).toEqual([]);
    page.runFrames();
    page.runTimers(0);
    expect(page.loaded()).toEqual(['modulepreload /assets/framework-abc.js', 'modulepreload /assets/icons-abc.js', 'preload /assets/fr-abc.json', 'script /assets/index-abc.js']);
    page.runTimers(START_AT_THE_LATEST_MS);
    expect(page.loaded()).toHaveLength(4);
  });

  it('browsing 3: a banner without its text (config.display_text_on_banner false) paints its picture and no title', async () => {
    const settings = { ...leComptoir.settings, config: { ...leComptoir.settings.config, display_text_on_banner: false } };
    const page = fakeWindow({ restaurant: { status: 200, body: settings } });
    earlyStart(START, page.win);
    await page.settle();
    expect(page.win.orderingFirstPaint).toMatchObject({ image: '/demo-assets/le-comptoir-banner.svg', title: '', subtitle: '' });
    expect(page.root.innerHTML).toContain('hero__image');
    expect(page.root.innerHTML).not.toContain('<h1');
    expect(page.root.innerHTML).not.toContain('hero__subtitle');
  });

  it('an English visitor gets the English title and preloads the English catalogue only', async () => {
    const page = fakeWindow({ language: 'en-GB' });
    earlyStart(START, page.win);
    await page.settle();
    expect(page.win.orderingFirstPaint?.title).toBe('Home-made bistro cooking');
    page.runTimers(100);
    expect(page.loaded()).toContain('preload /assets/en-GB-abc.json');
    expect(page.loaded().filter((line) => line.startsWith('preload'))).toEqual(['preload /assets/en-GB-abc.json']);
    expect(page.win.orderingCatalogues).toEqual(START.catalogues);
  });

  it('issue 21: an Arabic visitor\'s page is right to left from its first paint, and only the Arabic catalogue is preloaded', async () => {
    const page = fakeWindow({ language: 'ar-SA' });
    earlyStart(START, page.win);
    expect(page.html).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.settle();
    page.runTimers(100);
    expect(page.loaded().filter((line) => line.startsWith('preload'))).toEqual(['preload /assets/ar-abc.json']);
  });

  it('issue 21: a restaurant that does not offer the visitor\'s language: the page and the one catalogue preloaded are the one the app will show', async () => {
    const page = fakeWindow({ language: 'ar-SA', restaurant: { status: 200, body: { ...leComptoir.settings, restaurant_languages: ['fr', 'en'] } } });
    earlyStart(START, page.win);
    expect(page.html.dir).toBe('rtl');
    await page.settle();
    expect(page.html).toEqual({ lang: 'fr', dir: 'ltr' });
    page.runTimers(100);
    expect(page.loaded().filter((line) => line.startsWith('preload'))).toEqual(['preload /assets/fr-abc.json']);
  });

  it('chooses the language as core chooseLanguage does (?lang=, the stored choice, the browser, else fr)', async () => {
    const stored = (language: string) => JSON.stringify({ version: 1, language });
    const cases = [
      { search: '?lang=en', language: 'fr-FR', stored: null },
      { search: '?lang=de', language: 'en-US', stored: null },
      { search: '', language: 'fr-CA', stored: stored('en') },
      { search: '', language: 'en', stored: JSON.stringify({ version: 2, language: 'en' }) },
      { search: '', language: 'de-DE', stored: 'not json' },
      { search: '?x=1&lang=EN', language: '', stored: null },
    ];
    for (const { search, language, stored: kept } of cases) {
      const page = fakeWindow({ search, language, stored: kept, restaurant: { status: 200, body: { ...leComptoir.settings, restaurant_translations: { cc_title: Object.fromEntries(Object.keys(START.catalogues).map((code) => [code, code])) } } } });
      earlyStart(START, page.win);
      await page.settle();
      const query = new URLSearchParams(search).get('lang');
      const storedLanguage = kept && /"version":1/.test(kept) ? (JSON.parse(kept) as { language: string }).language : null;
      expect(page.win.orderingFirstPaint?.title, `${search} ${language} ${kept}`).toBe(chooseLanguage({ query, stored: storedLanguage, browser: language }, Object.keys(START.catalogues)));
    }
  });

  it('restaurant texts are escaped and only same-origin or https pictures are shown', async () => {
    const hostile = { ...leComptoir.settings, restaurant_name: '<img src=x onerror=alert(1)>', logo_url: 'javascript:alert(1)', banner: { image: '//evil.example/x.svg', imageMobile: null }, restaurant_translations: {} };
    const page = fakeWindow({ restaurant: { status: 200, body: hostile } });
    earlyStart(START, page.win);
    await page.settle();
    expect(page.root.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.root.innerHTML).not.toContain('<img src=x');
    expect(page.root.innerHTML).not.toContain('javascript:');
    expect(page.root.innerHTML).not.toContain('evil.example');
  });

  it('without an answer to paint from, the app loads at once and the grey skeleton stays', async () => {
    for (const restaurant of [{ status: 404, body: { error: 'not found' } }, { status: 200, body: { unexpected: true } }, 'fails' as const]) {
      const page = fakeWindow({ restaurant });
      earlyStart(START, page.win);
      await page.settle();
      expect(page.root.innerHTML).toBe('<div class="page-skeleton" aria-hidden="true"></div>');
      expect(page.loaded().at(-1)).toBe('script /assets/index-abc.js');
    }
  });

  it('an address that cannot be a restaurant, or a browser without fetch, asks nothing and loads the app at once', () => {
    for (const page of [fakeWindow({ path: '/' }), fakeWindow({ path: '/../etc' }), fakeWindow({ hasFetch: false })]) {
      earlyStart(START, page.win);
      expect(page.fetched).toEqual([]);
      expect(page.loaded().at(-1)).toBe('script /assets/index-abc.js');
    }
  });

  it(`a restaurant that does not answer holds the app ${START_AT_THE_LATEST_MS} ms at most`, async () => {
    const page = fakeWindow({ restaurant: 'never' });
    earlyStart(START, page.win);
    await page.settle();
    page.runTimers(START_AT_THE_LATEST_MS - 1);
    expect(page.loaded()).toEqual([]);
    page.runTimers(START_AT_THE_LATEST_MS);
    expect(page.loaded().at(-1)).toBe('script /assets/index-abc.js');
  });

  it('an answer that comes before the page is parsed is painted once it is', async () => {
    const page = fakeWindow({ parsed: false });
    earlyStart(START, page.win);
    await page.settle();
    expect(page.win.orderingFirstPaint).toBeUndefined();
    expect(page.loaded()).toEqual([]);
    page.finishParsing();
    expect(page.root.innerHTML).toContain('Le Comptoir des Halles');
    page.runTimers(100);
    expect(page.loaded().at(-1)).toBe('script /assets/index-abc.js');
  });

  it('an answer later than the app\'s start paints nothing: the app owns the page by then', async () => {
    type Answered = Awaited<ReturnType<NonNullable<EarlyWindow['fetch']>>>;
    let answer: (value: Answered) => void = () => undefined;
    const page = fakeWindow({ restaurant: 'never' });
    page.win.fetch = (url) =>
      url.endsWith('/restaurant')
        ? new Promise<Answered>((resolve) => (answer = resolve))
        : Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve([]) }) });
    earlyStart(START, page.win);
    page.runTimers(START_AT_THE_LATEST_MS);
    expect(page.loaded().at(-1)).toBe('script /assets/index-abc.js');
    page.root.innerHTML = '<main>the app</main>';
    answer({ ok: true, clone: () => ({ json: () => Promise.resolve(leComptoir.settings) }) });
    await page.settle();
    expect(page.root.innerHTML).toBe('<main>the app</main>');
    expect(page.win.orderingFirstPaint).toBeUndefined();
  });

  it('in development (vite serves the entry) it paints but loads nothing', async () => {
    const page = fakeWindow();
    earlyStart({ entry: null, preload: [], catalogues: {} }, page.win);
    await page.settle();
    page.runFrames();
    page.runTimers(START_AT_THE_LATEST_MS);
    expect(page.win.orderingFirstPaint?.name).toBe('Le Comptoir des Halles');
    expect(page.loaded()).toEqual([]);
  });
});
