import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { MenuLiveEvent, MenuLiveUpdates } from '../../../core/ports/menu-live-updates';
import type { SimulatorEngine } from '../engine/simulator-engine';

/** Issue 20.3: an open menu's availability straight from the engine: always connected, the availability of now first. */
export class InProcessMenuLiveUpdates implements MenuLiveUpdates {
  constructor(private readonly engine: SimulatorEngine) {}

  watchMenu(restaurantId: RestaurantId, listener: (event: MenuLiveEvent) => void): () => void {
    const stop = this.engine.onMenuAvailabilityChanged((availability) => {
      if (availability.restaurantId === restaurantId) listener({ kind: 'availability', availability });
    });
    listener({ kind: 'availability', availability: this.engine.menuAvailability(restaurantId) });
    listener({ kind: 'connection', connected: true });
    return stop;
  }
}
