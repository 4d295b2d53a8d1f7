import type { Basket } from '../../core/domain/basket/basket';
import { restoreStoredBasket } from '../../core/domain/basket/basket-storage';
import type { SharedCartId } from '../../core/domain/basket/shared-cart';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { GatewayError } from '../../core/ports/gateway-error';
import type { SharedCartGateway } from '../../core/ports/shared-cart-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import { shareCartResponse, sharedCartResponse } from '../platform-api/shared-cart-schemas';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** browsing 6 and 7: share a basket, fetch a shared basket by its id (our paths). */
export class HttpSharedCartGateway implements SharedCartGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async shareCart(restaurantId: RestaurantId, basket: Basket): Promise<SharedCartId> {
    const response = await this.client.post(PLATFORM_PATHS.shareCart(restaurantId), { basket });
    if (response.status !== 201 && response.status !== 200) throw unexpectedStatus(response);
    return readBody(shareCartResponse, response, 'shared cart').cart_id;
  }

  async loadSharedCart(restaurantId: RestaurantId, cartId: SharedCartId): Promise<Basket> {
    const response = await this.client.get(PLATFORM_PATHS.sharedCart(restaurantId, cartId));
    if (response.status !== 200) throw unexpectedStatus(response);
    const { basket } = readBody(sharedCartResponse, response, 'shared cart');
    // The basket is read like a stored one, never trusted: a line it cannot read makes the answer malformed.
    const restored = restoreStoredBasket(JSON.stringify(basket), restaurantId);
    if (restored.problem !== null) throw new GatewayError('malformed_response', `shared cart: ${restored.problem}`);
    return restored.basket;
  }
}
