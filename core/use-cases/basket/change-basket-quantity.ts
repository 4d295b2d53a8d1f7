import type { Basket } from '../../domain/basket/basket';
import { setEntryQuantity } from '../../domain/basket/basket';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { BasketStore } from './basket-store';

/** Sets a line's quantity; 0 removes the line. */
export class ChangeBasketQuantity {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: { restaurantId: RestaurantId; key: string; quantity: number }): Basket {
    const basket = setEntryQuantity(this.basketStore.read(input.restaurantId).basket, input.key, input.quantity);
    this.basketStore.save(basket);
    return basket;
  }
}
