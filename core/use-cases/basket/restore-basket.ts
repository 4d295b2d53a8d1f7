import type { Basket, BasketEntry } from '../../domain/basket/basket';
import type { StoredBasketProblem } from '../../domain/basket/basket-storage';
import { reconcileBasket } from '../../domain/basket/basket-reconciliation';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { BasketStore } from './basket-store';

export interface RestoredBasketView {
  readonly basket: Basket;
  /** What could not be read from storage, if anything. */
  readonly storageProblem: StoredBasketProblem | null;
  /** Lines the catalogue no longer allows (checkout 4), to be listed to the customer. */
  readonly removed: readonly BasketEntry[];
}

/**
 * The basket as it was left (after a reload, a failed payment or a crash), checked against today's
 * catalogue. What storage could not hold is reported, never a reason to fail.
 */
export class RestoreBasket {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: { restaurantId: RestaurantId; catalogue: Catalogue }): RestoredBasketView {
    const stored = this.basketStore.read(input.restaurantId);
    const { basket, removed } = reconcileBasket(stored.basket, input.catalogue);
    // browsing 4: saved after every change, re-pricing included: the order is built from what is stored.
    if (JSON.stringify(basket) !== JSON.stringify(stored.basket) || stored.problem !== null) this.basketStore.save(basket);
    return { basket, storageProblem: stored.problem, removed };
  }
}
