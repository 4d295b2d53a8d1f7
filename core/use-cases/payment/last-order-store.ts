import type { Basket } from '../../domain/basket/basket';
import { restoreStoredBasket, serializeBasket } from '../../domain/basket/basket-storage';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';
import type { BasketStore } from '../basket/basket-store';

/** checkout 7: the client saves lastCmd; ours: per restaurant, the order paid online and its basket. */
export const lastOrderStorageKey = (restaurantId: RestaurantId) => `last_cmd:${restaurantId}`;

/**
 * checkout 4: an order paid online is kept with its basket until its payment is confirmed, so that a
 * refused, failed or abandoned payment gives the basket back (when its version is not older than the
 * current one: restoreStoredBasket refuses an outdated basket).
 */
export class LastOrderStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly basketStore: BasketStore,
  ) {}

  remember(orderNumber: string, basket: Basket): void {
    this.store.set(lastOrderStorageKey(basket.restaurantToken), JSON.stringify({ orderNumber, basket: serializeBasket(basket) }));
  }

  /**
   * Puts the basket of this order back, when it is the one kept and the basket now is empty (the customer
   * may have started another meanwhile: that one is not overwritten). True when restored.
   */
  restoreBasket(restaurantId: RestaurantId, orderNumber: string): boolean {
    const kept = this.read(restaurantId);
    if (kept?.orderNumber !== orderNumber) return false;
    this.forget(restaurantId);
    const restored = restoreStoredBasket(kept.basket, restaurantId);
    if (restored.problem !== null || restored.basket.basketProducts.length === 0) return false;
    if (this.basketStore.read(restaurantId).basket.basketProducts.length > 0) return false;
    return this.basketStore.save(restored.basket);
  }

  /** The order paid online kept for this restaurant, whose payment is not known to be over; null when none. */
  keptOrderNumber(restaurantId: RestaurantId): string | null {
    return this.read(restaurantId)?.orderNumber ?? null;
  }

  /** checkout 4: REJECTED clears the stored order once its basket is back; a paid order needs it no more. */
  forget(restaurantId: RestaurantId): void {
    this.store.remove(lastOrderStorageKey(restaurantId));
  }

  private read(restaurantId: RestaurantId): { readonly orderNumber: string; readonly basket: string } | null {
    try {
      const value = JSON.parse(this.store.get(lastOrderStorageKey(restaurantId)) ?? 'null') as { orderNumber?: unknown; basket?: unknown } | null;
      return typeof value?.orderNumber === 'string' && typeof value.basket === 'string' ? { orderNumber: value.orderNumber, basket: value.basket } : null;
    } catch {
      return null;
    }
  }
}
