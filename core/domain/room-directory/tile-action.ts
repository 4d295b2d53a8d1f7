import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { RoomDirectoryService } from './room-directory';

/** What a tile click does (browsing 2.11). */
export type TileAction =
  | { readonly kind: 'parent'; readonly parentId: number }
  | { readonly kind: 'booking'; readonly categoryId: number; readonly popup: boolean }
  | { readonly kind: 'custom-page'; readonly categoryId: number }
  | { readonly kind: 'feedback'; readonly categoryId: number }
  | { readonly kind: 'highlight-product'; readonly categoryId: number }
  /** The link '/': the restaurant's home. */
  | { readonly kind: 'home' }
  /** A link to the same restaurant: its path inside the app, query kept. */
  | { readonly kind: 'internal'; readonly path: string }
  /** A file for the visitor's locale, shown in a dialog. */
  | { readonly kind: 'file-popup'; readonly url: string }
  | { readonly kind: 'external'; readonly url: string; readonly newTab: boolean }
  /** Nothing usable (no link, or a link that is not http or https): the tile is not shown. */
  | { readonly kind: 'none' };

/** browsing 2.11: at this width or less, external links open in the same tab. */
export const SAME_TAB_MAX_WIDTH = 425;

export interface TileContext {
  readonly restaurantId: RestaurantId;
  readonly locale: string;
  readonly viewportWidth: number;
  /** The app's own origin, so that an absolute link to this restaurant stays in the app. */
  readonly origin?: string;
}

function fileFor(service: RoomDirectoryService, locale: string): string | null {
  return service.files[locale] ?? service.files[locale.slice(0, 2)] ?? null;
}

/**
 * browsing 2.11: the file a service shows in a dialog (showFileInPopUp), the one for the locale, when it
 * is an http(s) address or a path of this site; null otherwise. A booking with such a file opens it too.
 */
export function popupFileFor(service: RoomDirectoryService, locale: string): string | null {
  const file = service.showFileInPopUp ? fileFor(service, locale) : null;
  if (!file) return null;
  return externalUrl(file) ?? (file.startsWith('/') && !file.startsWith('//') ? file : null);
}

/** The path of a link to this restaurant (/{restaurantId} or below), or null. */
function sameRestaurantPath(link: string, context: TileContext): string | null {
  let path = link;
  if (context.origin && /^https?:\/\//i.test(link)) {
    try {
      const url = new URL(link);
      if (url.origin !== context.origin) return null;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  const base = `/${encodeURIComponent(context.restaurantId)}`;
  if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`)) return path;
  return null;
}

/**
 * browsing 2.11: "A link without a scheme gets https:// prefixed, except '/'". Only http and https
 * links are followed: a javascript: or data: link from the restaurant's data never reaches an href.
 */
export function externalUrl(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed === '' || trimmed.startsWith('/')) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * browsing 2.11, in the spec's order: has children (open parent), booking, custom page, feedback,
 * highlight product, link '/' (home), link to the same restaurant (internal route), file with popup
 * (when a file exists for the locale and showFileInPopUp), else external link: same tab at 425 px or
 * less, a new tab otherwise.
 */
export function tileAction(service: RoomDirectoryService, context: TileContext): TileAction {
  if (service.services.some((child) => !child.disable)) return { kind: 'parent', parentId: service.id };
  if (service.type === 'booking') return { kind: 'booking', categoryId: service.id, popup: service.showFileInPopUp };
  if (service.type === 'custom_page') return { kind: 'custom-page', categoryId: service.id };
  if (service.type === 'feedback') return { kind: 'feedback', categoryId: service.id };
  if (service.type === 'highlight_product') return { kind: 'highlight-product', categoryId: service.id };
  const link = service.link?.trim() ?? '';
  if (link === '/') return { kind: 'home' };
  const internal = link ? sameRestaurantPath(link, context) : null;
  if (internal) return { kind: 'internal', path: internal };
  const popupFile = popupFileFor(service, context.locale);
  if (popupFile) return { kind: 'file-popup', url: popupFile };
  const url = externalUrl(link || (fileFor(service, context.locale) ?? ''));
  if (!url) return { kind: 'none' };
  return { kind: 'external', url, newTab: context.viewportWidth > SAME_TAB_MAX_WIDTH };
}
