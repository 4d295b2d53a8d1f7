import type { AddressSuggestion } from '../../core/domain/order-type/address-suggestion';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { AddressSearchGateway } from '../../core/ports/address-search-gateway';
import { addressSearchResponse } from '../platform-api/address-search-schema';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** Ours (checkout 3 deliveryData latitude, longitude): GET …/address_search?q= */
export class HttpAddressSearchGateway implements AddressSearchGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async search(restaurantId: RestaurantId, query: string): Promise<readonly AddressSuggestion[]> {
    const response = await this.client.get(PLATFORM_PATHS.addressSearch(restaurantId), { q: query });
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(addressSearchResponse, response, 'address search').addresses;
  }
}
