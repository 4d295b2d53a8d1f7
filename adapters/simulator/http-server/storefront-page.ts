import { BASE_LANGUAGE, localize } from '../../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { manifestPath } from './web-app-manifest';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The establishment's own words for search engines and link previews, in the page's language: its name and its
 * subtitle, or its address when it gives none. Restaurant data, not a text of ours (no catalogue needed).
 */
export function pageDescription(settings: RestaurantSettings, language: string | null): string {
  const languages = settings.restaurant_languages;
  const chosen = language !== null && languages.includes(language) ? language : (languages[0] ?? BASE_LANGUAGE);
  const subtitle = localize(settings.restaurant_translations.cc_subtitle, chosen).trim();
  const address = [settings.address_street, [settings.address_zip_code, settings.address_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [settings.restaurant_name, subtitle || address].filter(Boolean).join(' · ');
}

/**
 * The storefront's page for an establishment's address (issue 17: Lighthouse's SEO audit found no meta
 * description, and a crawler that runs no script sees only this file): the establishment's name as title and
 * a description, written into the built index.html. Any other address gets the file as built.
 */
export function storefrontPage(template: string, settings: RestaurantSettings | null, language: string | null): string {
  if (!settings) return template;
  const description = `<meta name="description" content="${escapeHtml(pageDescription(settings, language))}" />`;
  // Issue 20 item 5: the establishment's own manifest (installable as its app) and its colour for the browser's bar.
  const manifest = `<link rel="manifest" href="${escapeHtml(manifestPath(settings.id))}" />`;
  const colour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(settings.config.primary_color) ? `\n    <meta name="theme-color" content="${settings.config.primary_color}" />` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.restaurant_name)}</title>`)
    .replace('<meta name="viewport"', `${description}\n    ${manifest}${colour}\n    <meta name="viewport"`);
}

/** The encoding a page is sent in: brotli, else gzip, as the client's Accept-Encoding takes them (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const taken = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((token) => token.trim().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}
