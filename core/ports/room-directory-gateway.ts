import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../domain/room-directory/room-directory';

/**
 * browsing 7: "Room directory data load" (path not shown by the spec: ours). Rejects with a
 * GatewayError; not_found when the establishment has no directory.
 */
export interface RoomDirectoryGateway {
  loadRoomDirectory(restaurantId: RestaurantId): Promise<RoomDirectory>;
}

export const ROOM_DIRECTORY_GATEWAY = Symbol.for('ordering.RoomDirectoryGateway');
