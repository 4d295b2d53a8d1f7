import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * browsing 2.11 and 7: "Each click is tracked as a room-directory category click" (tracking events, path
 * not shown by the spec: ours, see PLATFORM_PATHS.roomDirectoryClick). Rejects with a GatewayError.
 */
export interface RoomDirectoryClickTracker {
  trackCategoryClick(restaurantId: RestaurantId, click: RoomDirectoryCategoryClick): Promise<void>;
}

/** The service (room-directory category) clicked: its id in the directory's tree (browsing 3). */
export interface RoomDirectoryCategoryClick {
  readonly categoryId: number;
}

export const ROOM_DIRECTORY_CLICK_TRACKER = Symbol.for('ordering.RoomDirectoryClickTracker');
