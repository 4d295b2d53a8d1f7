import type { Container } from 'inversify';
import type { AddressSearchGateway } from '../core/ports/address-search-gateway';
import { ADDRESS_SEARCH_GATEWAY } from '../core/ports/address-search-gateway';

/** The delivery address search (ours, checkout 3 deliveryData latitude, longitude), resolved with container.getAsync. */
export const ADDRESS_SEARCH_USE_CASES = {
  searchDeliveryAddress: Symbol.for('ordering.useCase.SearchDeliveryAddress'),
} as const;

/** Binds the address search gateway (made when first asked: it loads with the delivery form) and its use case. */
export function bindAddressSearch(container: Container, gateway: () => Promise<AddressSearchGateway>): void {
  container.bind(ADDRESS_SEARCH_GATEWAY).toDynamicValue(gateway).inSingletonScope();
  container
    .bind(ADDRESS_SEARCH_USE_CASES.searchDeliveryAddress)
    .toDynamicValue(async (ctx) => {
      const { SearchDeliveryAddress } = await import('../core/use-cases/checkout/search-delivery-address');
      return new SearchDeliveryAddress(await ctx.getAsync<AddressSearchGateway>(ADDRESS_SEARCH_GATEWAY));
    })
    .inSingletonScope();
}
