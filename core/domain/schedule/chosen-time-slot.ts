import type { Catalogue } from '../catalogue/catalogue';
import { findProduct } from '../catalogue/menu-navigation';
import type { RestaurantId } from '../restaurant/restaurant-settings';

/** browsing 3: a time slot: id, start_time and an optional end_time (ISO date-times from the platform). */
export interface ChosenTimeSlot {
  readonly id: number;
  readonly start_time: string;
  readonly end_time: string | null;
}

/** One chosen slot per restaurant, as the basket (browsing 3: one basket per restaurant). */
export function chosenTimeSlotKey(restaurantId: RestaurantId): string {
  return `timeslot:${restaurantId}`;
}

/** What was stored, read without trusting it: anything else reads as no slot chosen. */
export function readChosenTimeSlot(stored: string | null): ChosenTimeSlot | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof ChosenTimeSlot, unknown>> | null;
    if (!value || !Number.isSafeInteger(value.id) || typeof value.start_time !== 'string') return null;
    const end = typeof value.end_time === 'string' ? value.end_time : null;
    return { id: value.id as number, start_time: value.start_time, end_time: end };
  } catch {
    return null;
  }
}

/**
 * browsing 4: adding a product with a preparation time while a slot is chosen clears the slot (the slot
 * was chosen for a basket that could be ready sooner).
 */
export function clearsChosenSlot(catalogue: Catalogue, addedProductIds: readonly number[]): boolean {
  return addedProductIds.some((id) => (findProduct(catalogue, id)?.preparation_time ?? 0) > 0);
}
