import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { ClientLogEntry } from '../../../core/ports/client-log';

/**
 * Staging calls on the simulator that the real platform does not offer to a storefront: the restaurant
 * side of an order. The CLI (`sim advance`) and the features use it, in-process or over HTTP.
 */
export interface SimulatorAdmin {
  advance(orderNumber: string): Promise<TrackStatus>;
  cancel(orderNumber: string): Promise<TrackStatus>;
  establishments(): Promise<readonly { readonly id: RestaurantId; readonly name: string }[]>;
  /** A number of units, or null for "not available"; 0 empties the stock. */
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): Promise<void>;
  setPrice(restaurantId: RestaurantId, productId: number, priceInCents: number): Promise<void>;
  /** What storefronts reported (checkout 7 client log), latest last. */
  clientLogs(): Promise<readonly ClientLogEntry[]>;
  /** Back to the demo state: no orders, demo stock and prices, order numbers from the first. */
  reset(): Promise<void>;
}

export const SIMULATOR_ADMIN = Symbol.for('ordering.SimulatorAdmin');

/**
 * Issue 5, point 7: every staging call carries this header. An HTML form cannot send a header, and a
 * page of another origin cannot add one without a CORS preflight, which the simulator never grants.
 */
export const STAGING_HEADER = { name: 'x-simulator-staging', value: '1' } as const;

/** The server-side patterns of ADMIN_ROUTES (fastify syntax). */
export const ADMIN_ROUTE_PATTERNS = {
  advance: '/_simulator/orders/:orderNumber/advance',
  cancel: '/_simulator/orders/:orderNumber/cancel',
  establishments: '/_simulator/establishments',
  reset: '/_simulator/reset',
  clientLogs: '/_simulator/client-logs',
  stock: '/_simulator/restaurants/:restaurantId/products/:productId/stock',
  price: '/_simulator/restaurants/:restaurantId/products/:productId/price',
} as const;

/** Admin routes of the simulator's HTTP server, relative to its base URL. */
export const ADMIN_ROUTES = {
  advance: (orderNumber: string) => `_simulator/orders/${encodeURIComponent(orderNumber)}/advance`,
  cancel: (orderNumber: string) => `_simulator/orders/${encodeURIComponent(orderNumber)}/cancel`,
  establishments: '_simulator/establishments',
  reset: '_simulator/reset',
  clientLogs: '_simulator/client-logs',
  stock: (restaurantId: RestaurantId, productId: number | string) =>
    `_simulator/restaurants/${encodeURIComponent(restaurantId)}/products/${productId}/stock`,
  price: (restaurantId: RestaurantId, productId: number | string) =>
    `_simulator/restaurants/${encodeURIComponent(restaurantId)}/products/${productId}/price`,
} as const;
