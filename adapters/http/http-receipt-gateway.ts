import type { ReceiptRequest } from '../../core/domain/tracking/receipt-request';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { ReceiptGateway } from '../../core/ports/receipt-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

export class HttpReceiptGateway implements ReceiptGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async request(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void> {
    const response = await this.client.post(PLATFORM_PATHS.receipt(restaurantId), request);
    if (response.status !== 200) throw unexpectedStatus(response);
  }
}
