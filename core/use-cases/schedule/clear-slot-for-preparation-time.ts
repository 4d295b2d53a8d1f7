import type { Catalogue } from '../../domain/catalogue/catalogue';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { clearsChosenSlot } from '../../domain/schedule/chosen-time-slot';
import type { ChosenTimeSlotStore } from './chosen-time-slot-store';

export interface ClearSlotForPreparationTimeInput {
  readonly restaurantId: RestaurantId;
  readonly catalogue: Catalogue;
  /** The products just added (a formula's dishes included). */
  readonly addedProductIds: readonly number[];
}

/**
 * browsing 4 and 8: adding a product with preparation_time > 0 while a slot is chosen clears the slot.
 * Returns true when it did, so that the customer is told (preparation_time_change_remove_timeslot, 6 s).
 */
export class ClearSlotForPreparationTime {
  constructor(private readonly slots: ChosenTimeSlotStore) {}

  execute(input: ClearSlotForPreparationTimeInput): boolean {
    if (this.slots.read(input.restaurantId) === null) return false;
    if (!clearsChosenSlot(input.catalogue, input.addedProductIds)) return false;
    this.slots.clear(input.restaurantId);
    return true;
  }
}
