import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { ReceiptGateway, ReceiptRequest } from '../../core/ports/receipt-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { unexpectedStatus } from './platform-http-client';

/** checkout 7: the receipt request (our path); any 2xx is "taken". */
export class HttpReceiptGateway implements ReceiptGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async requestReceipt(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void> {
    const response = await this.client.post(PLATFORM_PATHS.receiptRequest(restaurantId), request);
    if (response.status < 200 || response.status > 299) throw unexpectedStatus(response);
  }
}
