import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { ExportedOrder } from '../engine/simulator-engine';
import type { StagedOrderOutcome } from '../engine/staged-order-outcome';
import type { OrderQuery } from '../store/simulator-store';
import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { StagedPayment } from '../sandbox/sandbox-payments';
import type { LimitChange } from '../engine/limit-settings';
import type { RoomDirectoryClickRecord } from '../engine/room-directory-clicks';
import type { ProductEventRecord } from '../engine/product-events';
import type { PasswordResetMail } from '../account/simulator-accounts';
import type { StagedPromotionView } from '../promotions/promotion-store';
import type { StagedLoyaltyCustomerView } from '../loyalty/simulator-loyalty';
import type { StoredPushRegistration } from '../../platform-api/push-api';

export type { StagedPayment };
export const STAGED_PAYMENTS: readonly StagedPayment[] = ['paid', 'refused', 'pending'];

export type { ExportedOrder, OrderQuery, StagedOrderOutcome, PasswordResetMail, StagedPromotionView, StagedLoyaltyCustomerView, StoredPushRegistration };
export type { LimitChange } from '../engine/limit-settings';

/** The order a support reference (order number or display number) names. */
export interface ResolvedOrder {
  readonly order_number: string;
  readonly restaurant_id: RestaurantId;
  readonly display_order_number: string;
}

/**
 * Staging calls on the simulator that the real platform does not offer to a storefront: the restaurant
 * side of an order. The CLI (`sim advance`) and the features use it, in-process or over HTTP.
 */
export interface SimulatorAdmin {
  /** `reference`: the order number, or the display number the customer sees (CH-042); `restaurantId` tells apart establishments. */
  advance(reference: string, restaurantId?: RestaurantId): Promise<TrackStatus>;
  cancel(reference: string, restaurantId?: RestaurantId): Promise<TrackStatus>;
  resolveOrder(reference: string, restaurantId?: RestaurantId): Promise<ResolvedOrder>;
  /** Recorded orders, oldest first, one page (`limit`) at a time: pass the last one as `after` for the next. */
  exportOrders(query: OrderQuery): Promise<readonly ExportedOrder[]>;
  establishments(): Promise<readonly { readonly id: RestaurantId; readonly name: string }[]>;
  /** A number of units, or null for "not available"; 0 empties the stock. */
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): Promise<void>;
  setPrice(restaurantId: RestaurantId, productId: number, priceInCents: number): Promise<void>;
  /** checkout 8: the next order of the restaurant is refused with this error, or fails as a server would. */
  stageNextOrderOutcome(restaurantId: RestaurantId, staged: StagedOrderOutcome): Promise<void>;
  /** checkout 4: the restaurant closes for now (is_closed: the storefront turns consultative), or opens again. */
  setClosed(restaurantId: RestaurantId, closed: boolean): Promise<void>;
  /** Issue 20.3 (`sim busy`): the kitchen adds this many minutes of preparation (0 to MAX_BUSY_MINUTES; 0 ends it). */
  setBusy(restaurantId: RestaurantId, minutes: number): Promise<void>;
  /** Issue 6 (`sim limit`): set (max) or clear (max null) a product's, a category's or the total product count limit. */
  setLimit(restaurantId: RestaurantId, change: LimitChange): Promise<void>;
  /** browsing 2.11: the room-directory category clicks the simulator recorded, oldest first. */
  roomDirectoryClicks(): Promise<readonly RoomDirectoryClickRecord[]>;
  /** browsing 7: the product clicks and suggestion picks recorded so far, oldest first. */
  productEvents(): Promise<readonly ProductEventRecord[]>;
  /** What storefronts reported (checkout 7 client log), latest last. */
  clientLogs(): Promise<readonly ClientLogEntry[]>;
  /** checkout 4: stage the sandbox payment of an online order (`sim pay`): paid, refused, or pending then paid. */
  pay(reference: string, result: StagedPayment, restaurantId?: RestaurantId): Promise<PaymentState>;
  /** Back to the establishment files' state: no orders, their stock and prices; numbers are never reused. */
  reset(): Promise<void>;
  /** accounts 2: the password reset links the simulator "e-mailed" (its outbox), latest last. */
  passwordResets(): Promise<readonly PasswordResetMail[]>;
  /** Issue 18 (`sim promo list`): the establishment's promotions, active or not, by id. */
  promotions(restaurantId: RestaurantId): Promise<readonly StagedPromotionView[]>;
  /** Issue 18 (`sim promo create`): a promotion as an establishment file gives it (checkout 3 "Promotion"). */
  createPromotion(restaurantId: RestaurantId, promotion: unknown): Promise<StagedPromotionView>;
  /** Issue 18 (`sim promo disable`): the code reads as invalid_promo_code from now on. */
  disablePromotion(restaurantId: RestaurantId, code: string): Promise<StagedPromotionView>;
  /** Issue 18 (`sim loyalty show`): a loyalty customer by phone (E.164) or card number. */
  loyaltyCustomer(restaurantId: RestaurantId, lookup: string): Promise<StagedLoyaltyCustomerView>;
  /** Issue 18 (`sim loyalty set`): a loyalty customer's points, pool or e-wallet balance (cents); those not given are kept. */
  setLoyaltyBalances(restaurantId: RestaurantId, lookup: string, balances: { points?: number; pool?: number; e_wallet_balance?: number }): Promise<StagedLoyaltyCustomerView>;
  /** Issue 19 (`sim push-list`): the push registrations an establishment received, latest seen first. */
  pushRegistrations(restaurantId: RestaurantId): Promise<readonly StoredPushRegistration[]>;
}

export const SIMULATOR_ADMIN = Symbol.for('ordering.SimulatorAdmin');

/**
 * Issue 5, point 7: every staging call carries this header. An HTML form cannot send a header, and a
 * page of another origin cannot add one without a CORS preflight, which the simulator never grants.
 */
export const STAGING_HEADER = { name: 'x-simulator-staging', value: '1' } as const;

/** The server-side patterns of ADMIN_ROUTES (fastify syntax). */
export const ADMIN_ROUTE_PATTERNS = {
  advance: '/_simulator/orders/:reference/advance',
  cancel: '/_simulator/orders/:reference/cancel',
  pay: '/_simulator/orders/:reference/pay',
  resolve: '/_simulator/orders/:reference',
  exportOrders: '/_simulator/restaurants/:restaurantId/orders',
  establishments: '/_simulator/establishments',
  reset: '/_simulator/reset',
  clientLogs: '/_simulator/client-logs',
  stock: '/_simulator/restaurants/:restaurantId/products/:productId/stock',
  price: '/_simulator/restaurants/:restaurantId/products/:productId/price',
  nextOrderOutcome: '/_simulator/restaurants/:restaurantId/next-order-outcome',
  closed: '/_simulator/restaurants/:restaurantId/closed',
  busy: '/_simulator/restaurants/:restaurantId/busy',
  limits: '/_simulator/restaurants/:restaurantId/limits',
  receiptRequests: '/_simulator/receipt-requests',
  roomDirectoryClicks: '/_simulator/room-directory-clicks',
  productEvents: '/_simulator/product-events',
  passwordResets: '/_simulator/password-resets',
} as const;

/** Admin routes of the simulator's HTTP server, relative to its base URL. */
export const ADMIN_ROUTES = {
  advance: (reference: string) => `_simulator/orders/${encodeURIComponent(reference)}/advance`,
  cancel: (reference: string) => `_simulator/orders/${encodeURIComponent(reference)}/cancel`,
  pay: (reference: string) => `_simulator/orders/${encodeURIComponent(reference)}/pay`,
  resolve: (reference: string) => `_simulator/orders/${encodeURIComponent(reference)}`,
  exportOrders: (restaurantId: RestaurantId) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/orders`,
  establishments: '_simulator/establishments',
  reset: '_simulator/reset',
  clientLogs: '_simulator/client-logs',
  stock: (restaurantId: RestaurantId, productId: number | string) =>
    `_simulator/restaurants/${encodeURIComponent(restaurantId)}/products/${productId}/stock`,
  price: (restaurantId: RestaurantId, productId: number | string) =>
    `_simulator/restaurants/${encodeURIComponent(restaurantId)}/products/${productId}/price`,
  nextOrderOutcome: (restaurantId: RestaurantId) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/next-order-outcome`,
  closed: (restaurantId: RestaurantId) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/closed`,
  busy: (restaurantId: RestaurantId) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/busy`,
  limits: (restaurantId: RestaurantId) => `_simulator/restaurants/${encodeURIComponent(restaurantId)}/limits`,
  receiptRequests: '_simulator/receipt-requests',
  roomDirectoryClicks: '_simulator/room-directory-clicks',
  productEvents: '_simulator/product-events',
  passwordResets: '_simulator/password-resets',
} as const;
