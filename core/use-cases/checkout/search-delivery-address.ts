import type { AddressSuggestion } from '../../domain/order-type/address-suggestion';
import { addressQueryOf, usableSuggestions } from '../../domain/order-type/address-suggestion';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { AddressSearchGateway } from '../../ports/address-search-gateway';

/**
 * Ours (checkout 3 deliveryData latitude, longitude): the addresses proposed for what the customer typed.
 * A failed search proposes nothing: the address typed by hand stays valid, only without a position.
 */
export class SearchDeliveryAddress {
  constructor(private readonly gateway: AddressSearchGateway) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly typed: string }): Promise<AddressSuggestion[]> {
    const query = addressQueryOf(input.typed);
    if (query === null) return [];
    try {
      return usableSuggestions(await this.gateway.search(input.restaurantId, query));
    } catch {
      return [];
    }
  }
}
