import type { Basket } from '../../domain/basket/basket';
import { removeEntry } from '../../domain/basket/basket';
import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { linesNotAvailableOnDay } from '../../domain/schedule/product-availability';
import type { BasketStore } from '../basket/basket-store';

/** checkout 4: the notice when lines leave the basket for the day chosen. */
export const PRODUCT_NOT_AVAILABLE_ANYMORE = 'product_not_available_anymore';

export interface DroppedLines {
  readonly basket: Basket;
  readonly dropped: number;
  readonly notice: typeof PRODUCT_NOT_AVAILABLE_ANYMORE | null;
}

/**
 * checkout 4: "changing the schedule removes basket products whose availability dates do not cover the
 * chosen day, with notice product_not_available_anymore": the basket without them, saved, and how many
 * lines went (the caller tells the customer when any did).
 */
export class DropLinesNotAvailableOnDay {
  constructor(private readonly basketStore: BasketStore) {}

  execute(input: { readonly restaurantId: RestaurantId; readonly catalogue: Catalogue; readonly day: string }): DroppedLines {
    const basket = this.basketStore.read(input.restaurantId).basket;
    const lines = linesNotAvailableOnDay(basket, input.catalogue, input.day);
    if (lines.length === 0) return { basket, dropped: 0, notice: null };
    const kept = lines.map((line) => line.key).reduce(removeEntry, basket);
    this.basketStore.save(kept);
    return { basket: kept, dropped: lines.length, notice: PRODUCT_NOT_AVAILABLE_ANYMORE };
  }
}
