import type { Basket } from '../domain/basket/basket';
import type { SharedCartId } from '../domain/basket/shared-cart';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/**
 * browsing 7: "Shared cart fetch by cart id" (path not shown by the spec: ours), and the call that keeps
 * a basket to share. Rejects with a GatewayError: not_found for an unknown cart, bad_request for a
 * basket the platform refuses (too many lines, lines it cannot read).
 */
export interface SharedCartGateway {
  shareCart(restaurantId: RestaurantId, basket: Basket): Promise<SharedCartId>;
  loadSharedCart(restaurantId: RestaurantId, cartId: SharedCartId): Promise<Basket>;
}

export const SHARED_CART_GATEWAY = Symbol.for('ordering.SharedCartGateway');
