import { isBasketEmpty } from '../../domain/basket/basket';
import type { SharedCartId } from '../../domain/basket/shared-cart';
import { canShareCart, sharedCartPath } from '../../domain/basket/shared-cart';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { SharedCartGateway } from '../../ports/shared-cart-gateway';
import type { LoadFailure } from '../load-failure';
import { loadFailure } from '../load-failure';
import type { BasketStore } from './basket-store';

export interface SharedBasketLink {
  readonly cartId: SharedCartId;
  /** `/{restaurantId}?cart=<id>` (browsing 2.1), to be made absolute by the screen. */
  readonly path: string;
}

export type ShareBasketFailure = { readonly kind: 'not_allowed' } | { readonly kind: 'empty_basket' } | LoadFailure;

/** browsing 6: "share my basket": the stored basket is kept by the platform and becomes a link. */
export class ShareBasket {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly gateway: SharedCartGateway,
  ) {}

  async execute(settings: RestaurantSettings): Promise<Result<SharedBasketLink, ShareBasketFailure>> {
    if (!canShareCart(settings)) return fail({ kind: 'not_allowed' });
    const { basket } = this.basketStore.read(settings.id);
    if (isBasketEmpty(basket)) return fail({ kind: 'empty_basket' });
    try {
      const cartId = await this.gateway.shareCart(settings.id, basket);
      return ok({ cartId, path: sharedCartPath(settings.id, cartId, settings) });
    } catch (error) {
      return fail(loadFailure(error));
    }
  }
}
