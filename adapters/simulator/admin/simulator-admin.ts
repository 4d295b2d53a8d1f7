import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';

/**
 * Staging calls on the simulator that the real platform does not offer to a storefront: the restaurant
 * side of an order. The CLI (`sim advance`) and the features use it, in-process or over HTTP.
 */
export interface SimulatorAdmin {
  advance(orderNumber: string): Promise<TrackStatus>;
  cancel(orderNumber: string): Promise<TrackStatus>;
  establishments(): Promise<readonly { readonly id: RestaurantId; readonly name: string }[]>;
}

export const SIMULATOR_ADMIN = Symbol.for('ordering.SimulatorAdmin');

/** Admin routes of the simulator's HTTP server. */
export const ADMIN_ROUTES = {
  advance: (orderNumber: string) => `_simulator/orders/${encodeURIComponent(orderNumber)}/advance`,
  cancel: (orderNumber: string) => `_simulator/orders/${encodeURIComponent(orderNumber)}/cancel`,
  establishments: '_simulator/establishments',
} as const;
