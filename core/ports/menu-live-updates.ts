import type { MenuAvailability } from '../domain/catalogue/menu-availability';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * Issue 20.3, ours: what the live channel says of an open menu. Each time the channel becomes live (the first
 * connection and every reconnection) the availability of the moment comes first, so that a change made
 * while disconnected is never lost; then one `availability` per change (stock, busy). `connection` false:
 * changes would not be told now.
 */
export type MenuLiveEvent = { readonly kind: 'availability'; readonly availability: MenuAvailability } | { readonly kind: 'connection'; readonly connected: boolean };

/**
 * Issue 20.3: live availability of one establishment's menu. A listener rather than an Observable, so the
 * menu's first route does not take rxjs in (browser-container.ts). Returns the function that stops watching.
 */
export interface MenuLiveUpdates {
  watchMenu(restaurantId: RestaurantId, listener: (event: MenuLiveEvent) => void): () => void;
}

export const MENU_LIVE_UPDATES = Symbol.for('ordering.MenuLiveUpdates');
