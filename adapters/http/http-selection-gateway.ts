import type { BestSeller } from '../../core/domain/home/home-selections';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { SuggestionEntry } from '../../core/domain/suggestions/product-suggestions';
import type { SelectionGateway } from '../../core/ports/selection-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import { bestSellersResponse, futureResponse } from '../platform-api/selection-schemas';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** browsing 7: POST /api/future/{restaurantId}, and our best-sellers call; answers checked here. */
export class HttpSelectionGateway implements SelectionGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async suggestionsFor(restaurantId: RestaurantId, productIds: readonly number[]): Promise<readonly SuggestionEntry[]> {
    const response = await this.client.post(PLATFORM_PATHS.future(restaurantId), { productIds });
    // browsing 7: "errors rethrown from response data": the platform's message becomes the GatewayError's.
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(futureResponse, response, 'suggestions');
  }

  async bestSellers(restaurantId: RestaurantId): Promise<readonly BestSeller[]> {
    const response = await this.client.get(PLATFORM_PATHS.bestSellers(restaurantId));
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(bestSellersResponse, response, 'best sellers').best_sellers;
  }
}
