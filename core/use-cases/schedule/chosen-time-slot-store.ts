import type { ChosenTimeSlot } from '../../domain/schedule/chosen-time-slot';
import { chosenTimeSlotKey, readChosenTimeSlot } from '../../domain/schedule/chosen-time-slot';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';

/**
 * The time slot the customer chose, per restaurant, kept over key-value storage so that it survives a
 * reload. The checkout's slot picker chooses it; adding a product with a preparation time clears it.
 */
export class ChosenTimeSlotStore {
  constructor(private readonly store: KeyValueStore) {}

  read(restaurantId: RestaurantId): ChosenTimeSlot | null {
    return readChosenTimeSlot(this.store.get(chosenTimeSlotKey(restaurantId)));
  }

  /** Returns false when storage refused the write. */
  choose(restaurantId: RestaurantId, slot: ChosenTimeSlot): boolean {
    return this.store.set(chosenTimeSlotKey(restaurantId), JSON.stringify(slot));
  }

  clear(restaurantId: RestaurantId): void {
    this.store.remove(chosenTimeSlotKey(restaurantId));
  }
}
