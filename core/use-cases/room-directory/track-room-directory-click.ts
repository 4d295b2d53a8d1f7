import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { ClientLog } from '../../ports/client-log';
import { asGatewayError } from '../../ports/gateway-error';
import type { RoomDirectoryClickTracker } from '../../ports/room-directory-click-tracker';

/**
 * browsing 2.11: every tile click (v1, linker and v2) is tracked as a room-directory category click.
 * A tracking failure is only logged: it never blocks the navigation the click started (never rejects).
 */
export class TrackRoomDirectoryClick {
  constructor(
    private readonly tracker: RoomDirectoryClickTracker,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly categoryId: number }): Promise<void> {
    try {
      await this.tracker.trackCategoryClick(input.restaurantId, { categoryId: input.categoryId });
    } catch (error) {
      const { kind, message } = asGatewayError(error);
      try {
        await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `room directory click not tracked: ${kind}: ${message}` });
      } catch {
        // The log is best effort too: nothing more to do for a lost tracking event.
      }
    }
  }
}
