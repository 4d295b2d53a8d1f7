import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectoryCategoryClick, RoomDirectoryClickTracker } from '../../core/ports/room-directory-click-tracker';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** browsing 2.11: POST .../room_directory/category_clicks with { categoryId } (our path); any 2xx is "tracked". */
export class HttpRoomDirectoryClickTracker implements RoomDirectoryClickTracker {
  constructor(private readonly client: PlatformHttpClient) {}

  async trackCategoryClick(restaurantId: RestaurantId, click: RoomDirectoryCategoryClick): Promise<void> {
    const response = await this.client.post(PLATFORM_PATHS.roomDirectoryClick(restaurantId), { categoryId: click.categoryId });
    if (response.status < 200 || response.status > 299) throw unexpectedStatus(response);
  }
}
