import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../ports/key-value-store';

const welcomeKey = (restaurantId: RestaurantId) => `welcome-seen:${restaurantId}`;

/** browsing 2.2: the home's welcome dialog shows once per establishment on this device. */
export class WelcomeMessage {
  constructor(private readonly store: KeyValueStore) {}

  isDue(restaurantId: RestaurantId): boolean {
    return this.store.get(welcomeKey(restaurantId)) === null;
  }

  dismiss(restaurantId: RestaurantId): void {
    this.store.set(welcomeKey(restaurantId), '1');
  }
}
