import type { AppType, HomeVisit } from '../../core/domain/home/home-entry';
import { HOTEL_ROOM_APP_QUERY } from '../../core/domain/home/home-entry';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { MemoryStorage } from '../storage/safe-storage';

/**
 * browsing 2.2's "app type" and "first-navigation flag" (defined in core/domain/home/home-entry.ts),
 * kept in the tab's sessionStorage: a visit is the tab's session. The app type is 'hotel_room' once
 * the visit has come through a room link (`?app=room`); the flag holds until the visitor has reached
 * the room directory or the linker once, so that going back to the menu does not loop.
 */
const APP_TYPE_KEY = 'ordering.appType';
const redirectedKey = (restaurantId: RestaurantId) => `ordering.directoryReached.${restaurantId}`;

let fallback: Storage | null = null;

function sessionStore(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(APP_TYPE_KEY);
    return storage;
  } catch {
    fallback ??= new MemoryStorage();
    return fallback;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStore().setItem(key, value);
  } catch {
    // A full or blocked store: the visit simply is not remembered.
  }
}

/** The visit of this tab, remembering a room link the address carries. */
export function homeVisit(restaurantId: RestaurantId, search: string): HomeVisit {
  if (new URLSearchParams(search).get(HOTEL_ROOM_APP_QUERY.name) === HOTEL_ROOM_APP_QUERY.value) write(APP_TYPE_KEY, 'hotel_room');
  const appType: AppType = sessionStore().getItem(APP_TYPE_KEY) === 'hotel_room' ? 'hotel_room' : 'web';
  return { appType, firstNavigation: sessionStore().getItem(redirectedKey(restaurantId)) === null };
}

/** The visitor has reached the directory or the linker: the home no longer redirects there. */
export function markDirectoryReached(restaurantId: RestaurantId): void {
  write(redirectedKey(restaurantId), '1');
}
