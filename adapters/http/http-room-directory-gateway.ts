import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory, RoomDirectoryService } from '../../core/domain/room-directory/room-directory';
import { labelPicture } from '../../core/domain/room-directory/room-directory-labels';
import type { RoomDirectoryGateway } from '../../core/ports/room-directory-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import { highlightProductResponse, roomDirectoryResponse } from '../platform-api/room-directory-schema';
import type { HighlightProduct } from '../../core/domain/room-directory/highlight-product';
import { mediaUrl } from './media-url';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/**
 * browsing 7: the room directory data load (our path). The answer is checked here; pictures and files
 * become absolute http(s) URLs (media-url.ts) so that the storefront may live on another origin.
 */
export class HttpRoomDirectoryGateway implements RoomDirectoryGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async loadRoomDirectory(restaurantId: RestaurantId): Promise<RoomDirectory> {
    const response = await this.client.get(PLATFORM_PATHS.roomDirectory(restaurantId));
    if (response.status !== 200) throw unexpectedStatus(response);
    const { room_directory: directory } = readBody(roomDirectoryResponse, response, 'room directory');
    const media = (url: string | null) => mediaUrl(url, this.client.baseUrl);
    const service = (item: RoomDirectoryService): RoomDirectoryService => ({
      ...item,
      image: media(item.image),
      files: Object.fromEntries(Object.entries(item.files).flatMap(([locale, url]) => (media(url) ? [[locale, media(url)!]] : []))),
      services: item.services.map(service),
      booking: item.booking && { ...item.booking, images: item.booking.images.flatMap((url) => (media(url) ? [media(url)!] : [])) },
    });
    return {
      ...directory,
      image_url: media(directory.image_url),
      services: directory.services.map(service),
      // browsing 2.10: a label's picture, or its suggested icon on the platform's static storage.
      labels: directory.labels.map((label) => ({ ...label, url: media(labelPicture(label)) })),
    };
  }

  /** browsing 7 "Highlight product fetch" (our path): the answer is checked; browsing 8's errors keep their code (unexpectedStatus). */
  async loadHighlightProduct(restaurantId: RestaurantId, serviceId: number): Promise<HighlightProduct> {
    const response = await this.client.get(PLATFORM_PATHS.highlightProduct(restaurantId, serviceId));
    if (response.status !== 200) throw unexpectedStatus(response);
    const { highlightProduct } = readBody(highlightProductResponse, response, 'highlight product');
    return { ...highlightProduct, product: { ...highlightProduct.product, image_url: mediaUrl(highlightProduct.product.image_url, this.client.baseUrl) } };
  }
}
