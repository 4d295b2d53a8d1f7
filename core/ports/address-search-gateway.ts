import type { AddressSuggestion } from '../domain/order-type/address-suggestion';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * Ours (checkout 3 deliveryData latitude, longitude): the platform's address search, the addresses it
 * knows matching what the customer typed. Rejects with a GatewayError as any call (a 429 of its rate limit reads as server).
 */
export interface AddressSearchGateway {
  search(restaurantId: RestaurantId, query: string): Promise<readonly AddressSuggestion[]>;
}

export const ADDRESS_SEARCH_GATEWAY = Symbol.for('ordering.AddressSearchGateway');
