import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { MenuAvailability } from '../../../core/domain/catalogue/menu-availability';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/** What the feed reads of an establishment as of now. */
export interface AvailabilitySource {
  catalogue(restaurantId: RestaurantId): Catalogue;
  busyMinutes(restaurantId: RestaurantId): number;
  preparationMinutes(restaurantId: RestaurantId): number;
}

/** Issue 20.3: an establishment's availability as of now: the units of each product whose stock is tracked. */
export function availabilityOf(source: AvailabilitySource, restaurantId: RestaurantId): MenuAvailability {
  const stock: Record<string, number | null> = {};
  for (const product of source.catalogue(restaurantId).products) if (product.stock !== null) stock[String(product.id)] = product.stock.number_available;
  return { restaurantId, stock, busyMinutes: source.busyMinutes(restaurantId), preparationMinutes: source.preparationMinutes(restaurantId) };
}

/**
 * Issue 20.3: tells listeners an establishment's availability once per change. A change (`sim stock`, an order
 * taking the last unit, a cancellation giving it back, `sim busy`) marks the establishment; the availability is
 * compared with the one last told once the current task is over, so that a change undone by a transaction's
 * rollback (a refused group order) tells nothing, and several changes of one order are told once.
 */
export class MenuAvailabilityFeed {
  private readonly listeners = new Set<(availability: MenuAvailability) => void>();
  /** The availability last told (or as it was before its first change), as compared: its JSON. */
  private readonly told = new Map<RestaurantId, string>();
  private readonly marked = new Set<RestaurantId>();
  private flushing = false;

  constructor(private readonly source: AvailabilitySource) {}

  availability(restaurantId: RestaurantId): MenuAvailability {
    return availabilityOf(this.source, restaurantId);
  }

  /** Called before an establishment's stock or busy time changes. */
  changing(restaurantId: RestaurantId): void {
    // Nobody to tell: whoever comes later is given the availability of that moment when it subscribes.
    if (this.listeners.size === 0) return void this.told.delete(restaurantId);
    if (!this.told.has(restaurantId)) this.told.set(restaurantId, JSON.stringify(this.availability(restaurantId)));
    this.marked.add(restaurantId);
    if (this.flushing) return;
    this.flushing = true;
    queueMicrotask(() => this.flush());
  }

  onChanged(listener: (availability: MenuAvailability) => void): () => void {
    this.listeners.add(listener);
    // What was told before this listener came may be old: compare with the availability of now from here on.
    this.told.clear();
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
    this.marked.clear();
  }

  private flush(): void {
    this.flushing = false;
    const marked = [...this.marked];
    this.marked.clear();
    for (const restaurantId of marked) {
      const availability = this.availability(restaurantId);
      const json = JSON.stringify(availability);
      if (this.told.get(restaurantId) === json) continue;
      this.told.set(restaurantId, json);
      for (const listener of [...this.listeners]) listener(availability);
    }
  }
}
