import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { AddressSearchGateway } from '../../../core/ports/address-search-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

/** The address search in process: one client, rate limited as one. */
export class InProcessAddressSearchGateway implements AddressSearchGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  async search(restaurantId: RestaurantId, query: string): Promise<readonly AddressSuggestion[]> {
    const answer = await callSimulator(() => this.engine.searchAddresses(restaurantId, query, 'in-process'));
    if (answer.kind === 'rate_limited') throw new GatewayError('server', 'too many address searches');
    return answer.addresses;
  }
}
