/**
 * Issue 20 item 5: which answers the storefront's service worker keeps, by address. An allow-list: the menu's
 * four answers (browsing 7) and pictures; everything else (orders, payments, accounts, tracking, pages) goes to
 * the network untouched, so that nothing about an order is ever answered from a cache or queued.
 * Pure functions of the URL, shared by the worker (config/storefront-service-worker.ts) and its unit tests.
 */

/** browsing 7: what a menu is made of. The restaurant's settings, its products, their options, the allergens. */
const MENU_ANSWER = /^\/api_click_and_collect\/v7\/[^/]+\/(restaurant|products|product_options|allergens)$/;

/** A picture by its file name (a menu's pictures, the logo, the banner), wherever it is hosted. */
const PICTURE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** The menu's answers kept: four for each of the last establishments seen. */
export const MENU_CACHE = { name: 'menu-answers', maxEntries: 4 * 10, maxAgeSeconds: 30 * 24 * 3600 } as const;

/** Pictures kept: the last ones seen, for a week (a long menu shows a few hundred). */
export const PICTURE_CACHE = { name: 'menu-pictures', maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } as const;

/**
 * Issue 21: a catalogue of texts (assets/<locale>-<hash>.json). 70 of them (35 locales, two each) are not kept at
 * install; a visitor's own are, when fetched, cache first (their names change with their content).
 */
const CATALOGUE_FILE = /^\/assets\/[^/]+\.json$/;
export const CATALOGUE_CACHE = { name: 'text-catalogues', maxEntries: 8, maxAgeSeconds: 90 * 24 * 3600 } as const;

/** A GET of one of the build's text catalogues. */
export function isCatalogue(url: URL, method: string, ownOrigin: string): boolean {
  return method === 'GET' && url.origin === ownOrigin && CATALOGUE_FILE.test(url.pathname);
}

/** The paths of the platform's API and of the simulator's own routes: never a page, never cached as one. */
const NOT_A_PAGE = /^\/(api|api_click_and_collect|order|_simulator|socket\.io|demo-assets|map|v1|platform|sandbox|customer|assets)(\/|$)/;

/** A GET of a menu answer: the last one seen is shown when the network fails (network first). */
export function isMenuAnswer(url: URL, method: string, ownOrigin: string): boolean {
  return method === 'GET' && url.origin === ownOrigin && url.search === '' && MENU_ANSWER.test(url.pathname);
}

/** A picture: by the request's destination (an <img>) or, for the page's own list of what it showed, by its file name. */
export function isPicture(url: URL, method: string, destination: string): boolean {
  if (method !== 'GET' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return destination === 'image' || (destination === '' && PICTURE_FILE.test(url.pathname));
}

/** A visit of a storefront page: answered by the network, or offline by the shell (the built index.html). */
export function isStorefrontPage(url: URL, mode: string, ownOrigin: string): boolean {
  return mode === 'navigate' && url.origin === ownOrigin && !NOT_A_PAGE.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);
}
