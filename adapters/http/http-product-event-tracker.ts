import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { ProductEvent, ProductEventTracker } from '../../core/ports/product-event-tracker';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** browsing 7: POST .../tracking_events with { event, product_id, product_type } (our path); any 2xx is "tracked". */
export class HttpProductEventTracker implements ProductEventTracker {
  constructor(private readonly client: PlatformHttpClient) {}

  async trackProductEvent(restaurantId: RestaurantId, event: ProductEvent): Promise<void> {
    const response = await this.client.post(PLATFORM_PATHS.productEvent(restaurantId), { event: event.event, product_id: event.product_id, product_type: event.product_type });
    if (response.status < 200 || response.status > 299) throw unexpectedStatus(response);
  }
}
