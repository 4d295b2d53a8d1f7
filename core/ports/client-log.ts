import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/** checkout 7: client log, level warn, restaurantId, message. */
export interface ClientLogEntry {
  readonly level: 'warn';
  readonly restaurantId: RestaurantId;
  readonly message: string;
}

/**
 * Tells the platform about something that went wrong on the customer's side (checkout 7: sent on the
 * in-progress timeout). Logging never fails the caller: implementations swallow their own errors.
 */
export interface ClientLog {
  send(entry: ClientLogEntry): Promise<void>;
}

export const CLIENT_LOG = Symbol.for('ordering.ClientLog');
