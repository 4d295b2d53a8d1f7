import type { Basket } from '../../domain/basket/basket';
import type { RemovedLine } from '../../domain/basket/basket-undo';
import { putBackLine } from '../../domain/basket/basket-undo';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { BasketStore } from './basket-store';

/** Undoes the removal of a basket line (issue 6: removing a line can be undone). */
export class PutBackBasketLine {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: { restaurantId: RestaurantId; removed: RemovedLine }): Basket {
    const basket = putBackLine(this.basketStore.read(input.restaurantId).basket, input.removed);
    this.basketStore.save(basket);
    return basket;
  }
}
