import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { AccountGateway } from '../../ports/account-gateway';
import type { KeyValueStore } from '../../ports/key-value-store';
import { SAVED_INFOS_KEY } from '../checkout/saved-infos-book';
import type { AccountSessionStore } from './account-session-store';

/**
 * Logging out ends the session on the platform and forgets, in this browser, the session and the
 * personal data it held: the contact details kept for the next checkout (checkout 7: lastCmdInfos).
 * The local part happens even when the platform cannot be reached: the customer asked to leave.
 */
export class Logout {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly session: AccountSessionStore,
    private readonly store: KeyValueStore,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<void> {
    // The browser forgets first: a page left at once (or a platform out of reach) leaves nothing behind.
    const token = this.session.token();
    this.session.close();
    this.store.remove(SAVED_INFOS_KEY);
    if (token === null) return;
    try {
      await this.gateway.logout(restaurantId, token);
    } catch {
      // The token expires on the platform anyway; nothing the customer can do about it.
    }
  }
}
