import type { MenuAvailability } from '../../domain/catalogue/menu-availability';
import { MAX_BUSY_MINUTES } from '../../domain/catalogue/menu-availability';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { MenuLiveUpdates } from '../../ports/menu-live-updates';

export interface MenuAvailabilityListener {
  /** The availability of the moment: on each (re)connection, then on each change. */
  availability(availability: MenuAvailability): void;
  connection?(connected: boolean): void;
}

const isUnits = (units: unknown): units is number | null => units === null || (typeof units === 'number' && Number.isInteger(units) && units >= 0);
const isMinutes = (minutes: unknown): minutes is number => typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 0 && minutes <= 24 * 60;

/** What the channel said, if it is an availability of this establishment a storefront can believe. */
function believable(restaurantId: RestaurantId, said: MenuAvailability): MenuAvailability | null {
  if (said.restaurantId !== restaurantId || typeof said.stock !== 'object' || said.stock === null) return null;
  if (!Object.values(said.stock).every(isUnits)) return null;
  if (!isMinutes(said.preparationMinutes) || !isMinutes(said.busyMinutes) || said.busyMinutes > MAX_BUSY_MINUTES) return null;
  return said;
}

/**
 * Issue 20.3: follows an open menu's availability (stock, busy kitchen) live. Another establishment's message
 * or one out of bounds is dropped: the next (re)connection brings the availability of the moment again.
 */
export class FollowMenuAvailability {
  constructor(private readonly live: MenuLiveUpdates) {}

  execute(restaurantId: RestaurantId, listener: MenuAvailabilityListener): () => void {
    return this.live.watchMenu(restaurantId, (event) => {
      if (event.kind === 'connection') return listener.connection?.(event.connected);
      const availability = believable(restaurantId, event.availability);
      if (availability) listener.availability(availability);
    });
  }
}
