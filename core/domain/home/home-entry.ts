import type { RestaurantSettings } from '../restaurant/restaurant-settings';

/** Where /{restaurantId} takes a visitor (browsing 2.2, on load). */
export type HomeEntry =
  | { readonly kind: 'home' }
  /** To /{restaurantId}/menu/{categoryId}. */
  | { readonly kind: 'menu'; readonly categoryId: number }
  /** To /{restaurantId}/roomdirectory (browsing 2.9). */
  | { readonly kind: 'room-directory' }
  /** To /{restaurantId}/linker (browsing 2.9). */
  | { readonly kind: 'linker' }
  /** To /{restaurantId}/homeMultiEstablishment (browsing 2.1, 2.4): the establishment is a group. */
  | { readonly kind: 'multi-establishment' };

/**
 * How the visitor came in (browsing 2.2 names an "app type" and a "first-navigation flag" without
 * defining them; this product defines them so):
 * - appType: 'hotel_room' when the visit was opened from a hotel-room link (the QR code in a room
 *   carries `?app=room`); kept for the whole visit (the tab's session), 'web' otherwise.
 * - firstNavigation: true on the first home entry of a visit, false once the visitor has been
 *   redirected to the directory or the linker, so that "back to the menu" from the directory does
 *   not send the visitor back to it again.
 */
export interface HomeVisit {
  readonly appType: AppType;
  readonly firstNavigation: boolean;
}

export type AppType = 'hotel_room' | 'web';

/** The query parameter and value of a hotel-room link (ours: the spec does not show it). */
export const HOTEL_ROOM_APP_QUERY = { name: 'app', value: 'room' } as const;

/** A visit that carries no room link and has already navigated: no directory redirection. */
export const PLAIN_VISIT: HomeVisit = { appType: 'web', firstNavigation: false };

type HomeSettings = Pick<RestaurantSettings, 'cc_home_page' | 'forced_home_category' | 'is_room_directory' | 'is_linker'> &
  Partial<Pick<RestaurantSettings, 'multi_establishment'>>;

/**
 * browsing 2.2 on load, in the spec's order: a room directory, on the first navigation from a hotel
 * room, goes to the room directory; a linker, on the first navigation not from a hotel room, to the
 * linker. Then an establishment with a forced home category is always sent to it (the spec's "one
 * specific establishment is always sent to /menu/6600", as a setting); with no home page configured,
 * to /menu/0 (browsing 2.3: the first non-empty category).
 */
export function homeEntry(settings: HomeSettings, visit: HomeVisit = PLAIN_VISIT): HomeEntry {
  // browsing 2.4: a group of restaurants has no menu of its own; its home is the list of its outlets.
  if (settings.multi_establishment) return { kind: 'multi-establishment' };
  if (settings.is_room_directory && visit.firstNavigation && visit.appType === 'hotel_room') return { kind: 'room-directory' };
  if (settings.is_linker && visit.firstNavigation && visit.appType !== 'hotel_room') return { kind: 'linker' };
  if (settings.forced_home_category !== null) return { kind: 'menu', categoryId: settings.forced_home_category };
  if (!settings.cc_home_page) return { kind: 'menu', categoryId: 0 };
  return { kind: 'home' };
}
