import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { ClientLog } from '../../ports/client-log';
import { asGatewayError } from '../../ports/gateway-error';
import type { ProductEvent, ProductEventTracker } from '../../ports/product-event-tracker';

/**
 * browsing 7: a product click or a suggestion pick, sent as a tracking event. A tracking failure is only
 * logged: it never blocks what the customer's click started (never rejects).
 */
export class TrackProductEvent {
  constructor(
    private readonly tracker: ProductEventTracker,
    private readonly clientLog: ClientLog,
  ) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly event: ProductEvent }): Promise<void> {
    try {
      await this.tracker.trackProductEvent(input.restaurantId, input.event);
    } catch (error) {
      const { kind, message } = asGatewayError(error);
      try {
        await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: `${input.event.event} not tracked: ${kind}: ${message}` });
      } catch {
        // The log is best effort too: nothing more to do for a lost tracking event.
      }
    }
  }
}
