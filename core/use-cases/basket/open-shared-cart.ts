import type { Basket, BasketEntry } from '../../domain/basket/basket';
import { reconcileBasket } from '../../domain/basket/basket-reconciliation';
import type { SharedCartRequest } from '../../domain/basket/shared-cart';
import { isSharedCartId, sharedCartDestination } from '../../domain/basket/shared-cart';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';
import type { BasketStore } from './basket-store';

export interface OpenedSharedCart {
  readonly basket: Basket;
  /** Lines today's catalogue no longer allows (checkout 4), to be listed to the customer. */
  readonly removed: readonly BasketEntry[];
  /** browsing 2.1: a=1 opens the basket, otherwise the link goes to checkout. */
  readonly destination: 'basket' | 'checkout';
}

/** A malformed id is refused before any call; the platform's not_found is an unknown id. */
export type OpenSharedCartFailure = { readonly kind: 'invalid_id'; readonly message: string } | LoadFailure;

/**
 * browsing 2.1: a shared-cart link loads that basket in place of the customer's own, checked against
 * today's catalogue like a stored one. On any failure the customer's own basket is kept untouched.
 */
export class OpenSharedCart {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly gateway: SharedCartGateway,
  ) {}

  async execute(input: {
    settings: RestaurantSettings;
    catalogue: Catalogue;
    request: SharedCartRequest;
  }): Promise<Result<OpenedSharedCart, OpenSharedCartFailure>> {
    const { settings, catalogue, request } = input;
    if (!isSharedCartId(request.cartId)) return fail({ kind: 'invalid_id', message: 'not a shared cart id' });
    let shared: Basket;
    try {
      shared = await this.gateway.loadSharedCart(settings.id, request.cartId);
    } catch (error) {
      return fail(loadFailure(error));
    }
    const { basket, removed } = reconcileBasket({ ...shared, restaurantToken: settings.id }, catalogue);
    this.basketStore.save(basket);
    return ok({ basket, removed, destination: sharedCartDestination(request, settings) });
  }
}
