import type { RestaurantSettings } from '../restaurant/restaurant-settings';

/** Where /{restaurantId} takes a visitor (browsing 2.2, on load). */
export type HomeEntry =
  | { readonly kind: 'home' }
  /** To /{restaurantId}/menu/{categoryId}. */
  | { readonly kind: 'menu'; readonly categoryId: number };

/**
 * browsing 2.2 on load: an establishment with a forced home category is always sent to it (the spec's
 * "one specific establishment is always sent to /menu/6600", as a setting); with no home page
 * configured, to /menu/0 (browsing 2.3: the first non-empty category). The room-directory and linker
 * redirections wait for those screens (a later issue): until then such an establishment shows its home.
 */
export function homeEntry(settings: Pick<RestaurantSettings, 'cc_home_page' | 'forced_home_category'>): HomeEntry {
  if (settings.forced_home_category !== null) return { kind: 'menu', categoryId: settings.forced_home_category };
  if (!settings.cc_home_page) return { kind: 'menu', categoryId: 0 };
  return { kind: 'home' };
}
