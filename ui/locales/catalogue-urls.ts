/**
 * The address of every catalogue file of the build (issue 21: 35 locales, two catalogues each). A chunk of
 * its own, loaded only to switch language, to open a page after the menu, or in development: the first visit
 * takes its one catalogue's address from the early start (ui/app/early-start.ts), so these 70 addresses
 * are not bytes of the first visit.
 */
const MENU = import.meta.glob<string>('./*.json', { query: '?url', import: 'default', eager: true });
const PAGES = import.meta.glob<string>('./pages/*.json', { query: '?url', import: 'default', eager: true });

/** The addresses by locale code: ./de.json is de. */
function byLocale(files: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(files).map(([path, url]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), url]));
}

export const MENU_CATALOGUES = byLocale(MENU);
export const PAGE_CATALOGUES = byLocale(PAGES);
