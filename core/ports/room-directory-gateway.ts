import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { HighlightProduct } from '../domain/room-directory/highlight-product';
import type { RoomDirectory } from '../domain/room-directory/room-directory';

/**
 * browsing 7: "Room directory data load" (path not shown by the spec: ours). Rejects with a
 * GatewayError; not_found when the establishment has no directory.
 */
export interface RoomDirectoryGateway {
  loadRoomDirectory(restaurantId: RestaurantId): Promise<RoomDirectory>;
  /**
   * browsing 7 "Highlight product fetch: sends service id and restaurant id; returns highlightProduct"
   * (path ours). Rejects with a GatewayError whose code names browsing 8's error (HIGHLIGHT_ERROR_CODES):
   * not_found for an unknown service, bad_request for a product or order type that cannot be found.
   */
  loadHighlightProduct(restaurantId: RestaurantId, serviceId: number): Promise<HighlightProduct>;
}

export const ROOM_DIRECTORY_GATEWAY = Symbol.for('ordering.RoomDirectoryGateway');
