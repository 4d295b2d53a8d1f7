import type { Basket } from '../../domain/basket/basket';
import { setEntryQuantity } from '../../domain/basket/basket';
import type { BasketChangeRefusal, BasketRuleSettings } from '../../domain/basket/basket-rules';
import { basketChangeRefusal } from '../../domain/basket/basket-rules';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from './basket-store';

export interface ChangeBasketQuantityInput {
  readonly restaurantId: RestaurantId;
  /** browsing 5: the limits a larger quantity must stay within. */
  readonly catalogue: Catalogue;
  readonly settings: BasketRuleSettings;
  readonly key: string;
  readonly quantity: number;
}

/** Sets a line's quantity; 0 removes the line. A larger quantity answers to the limits (browsing 5). */
export class ChangeBasketQuantity {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: ChangeBasketQuantityInput): Result<Basket, BasketChangeRefusal> {
    const current = this.basketStore.read(input.restaurantId).basket;
    const basket = setEntryQuantity(current, input.key, input.quantity);
    const refusal = basketChangeRefusal(input.catalogue, input.settings, current, basket);
    if (refusal) return fail(refusal);
    this.basketStore.save(basket);
    return ok(basket);
  }
}
