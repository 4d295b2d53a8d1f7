import type { Basket } from '../../domain/basket/basket';
import { emptyBasket } from '../../domain/basket/basket';
import type { RestoredBasket } from '../../domain/basket/basket-storage';
import { basketStorageKey, isSavableBasket, restoreStoredBasket, serializeBasket } from '../../domain/basket/basket-storage';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';

/**
 * The stored basket is the source of truth: every basket use case reads it, changes it and saves it
 * (browsing 4: saved after every change, only if its version is at least 1.7).
 */
export class BasketStore {
  constructor(private readonly store: KeyValueStore) {}

  read(restaurantId: RestaurantId): RestoredBasket {
    return restoreStoredBasket(this.store.get(basketStorageKey(restaurantId)), restaurantId);
  }

  /** Returns false when storage refused the write; the basket still holds in memory. */
  save(basket: Basket): boolean {
    if (!isSavableBasket(basket)) return false;
    return this.store.set(basketStorageKey(basket.restaurantToken), serializeBasket(basket));
  }

  empty(restaurantId: RestaurantId): Basket {
    const basket = emptyBasket(restaurantId);
    this.save(basket);
    return basket;
  }
}
