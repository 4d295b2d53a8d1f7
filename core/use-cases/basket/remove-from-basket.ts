import type { Basket } from '../../domain/basket/basket';
import { removeEntry } from '../../domain/basket/basket';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { BasketStore } from './basket-store';

export class RemoveFromBasket {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: { restaurantId: RestaurantId; keys: readonly string[] }): Basket {
    const basket = input.keys.reduce(removeEntry, this.basketStore.read(input.restaurantId).basket);
    this.basketStore.save(basket);
    return basket;
  }
}
