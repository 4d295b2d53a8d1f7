import type { Basket } from '../../domain/basket/basket';
import type { BasketTotals } from '../../domain/basket/basket-totals';
import { computeBasketTotals } from '../../domain/basket/basket-totals';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';

/** The basket's totals for the chosen order type (its minimum and delivery cost). */
export class ComputeTotals {
  execute(input: { basket: Basket; settings: RestaurantSettings; orderTypeId: OrderTypeId | null }): BasketTotals {
    const orderType = input.settings.orderTypes.find((type) => type.id === input.orderTypeId) ?? null;
    return computeBasketTotals(input.basket, orderType);
  }
}
