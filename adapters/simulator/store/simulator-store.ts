import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { BookingStore } from '../booking/booking-store';
import type { AccountStore } from '../account/account-store';
import type { FeedbackStore } from '../feedback/feedback-store';
import type { PushRegistrationStore } from '../push/simulator-push';
import type { TableShareStore } from '../engine/table-shares';
import type { PromotionStore } from '../promotions/promotion-store';
import type { LoyaltyStore } from '../loyalty/loyalty-store';
import type { OrderAmounts, OrderDebitStore } from './order-debits';

/** An establishment as loaded from its file. */
export interface StoredEstablishment {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  /** The file it was read from, for support to know which menu an order was placed on. */
  readonly source: string;
}

/** What the restaurant changed on its menu while the simulator ran (admin: sim stock, sim price). */
export interface CatalogueChange {
  readonly productId: number;
  /** Absent: the stock of the establishment's file; null: not available (browsing 3). */
  readonly stock?: number | null;
  readonly price?: number;
}

/** Where an order is: a step of its order type (checkout 4), or canceled. */
/**
 * Where an order stands. `awaiting_payment` (ours, checkout 4): an order paid online before its payment
 * is taken; the kitchen does not have it yet (engine/online-order-payments.ts).
 */
export type OrderStatusName = 'awaiting_payment' | 'sent' | 'validated' | 'ready' | 'picked_up' | 'delivered' | 'canceled';

export interface StoredOrder {
  /** Unguessable and never given twice. */
  readonly orderNumber: string;
  readonly restaurantId: RestaurantId;
  /** Unique per establishment and business day, e.g. "042" (shown with the restaurant's prefix). */
  readonly displayNumber: string;
  /** The day the order was placed on, in the restaurant's time zone (ISO date). */
  readonly businessDay: string;
  readonly placedAt: string;
  readonly payload: OrderPayload;
  readonly priced: PricedOrder;
  readonly stepIndex: number;
  readonly canceled: boolean;
  readonly status: OrderStatusName;
  /** Canceled, or at the last step of its order type: it moves no more. */
  readonly finished: boolean;
  /** When its status last changed (placed, advanced, canceled). */
  readonly updatedAt: string;
  readonly idempotencyKey: string | null;
  /** Issue 18: the discounts and the amount to pay worked out at intake; absent or null for orders taken before. */
  readonly amounts?: OrderAmounts | null;
}

export interface OrderStatusChange {
  readonly stepIndex: number;
  readonly canceled: boolean;
  readonly status: OrderStatusName;
  readonly finished: boolean;
  readonly at: string;
}

export interface OrderEvent {
  readonly at: string;
  readonly status: OrderStatusName;
}

/** The first answer to a request made with an idempotency key, kept to answer its repeats. */
export interface IdempotencyRecord {
  readonly restaurantId: RestaurantId;
  readonly key: string;
  /** What the request asked for; a repeat asking for something else is refused. */
  readonly fingerprint: string;
  readonly answer: unknown;
  readonly createdAt: string;
}

/** browsing 2.1 and 6: a basket kept to be shared as a link; the basket as the storefront stores it. */
export interface SharedCartRecord {
  readonly cartId: string;
  readonly restaurantId: RestaurantId;
  readonly basket: unknown;
  readonly createdAt: string;
}

/** checkout 4: payment status values, as the sandbox provider keeps them for an online order. */
export type SandboxPaymentStatus = 'to_pay' | 'pending' | 'paid' | 'rejected';

export interface SandboxPaymentRecord {
  readonly orderNumber: string;
  readonly status: SandboxPaymentStatus;
  /** A pending payment becomes paid at this instant (ISO); null when nothing is to settle. */
  readonly settlesAt: string | null;
  readonly updatedAt: string;
}

/** checkout 7: a group order, the number it was answered with and each outlet's own order, in order. */
export interface GroupOrderRecord {
  readonly orderNumber: string;
  readonly groupId: RestaurantId;
  readonly placedAt: string;
  readonly partOrderNumbers: readonly string[];
}

export interface OrderQuery {
  readonly restaurantId: RestaurantId;
  /** Placed at or after this instant (ISO). */
  readonly since?: string;
  readonly statuses?: readonly OrderStatusName[];
  /** Resume after this order (the last one of the previous page), oldest first. */
  readonly after?: { readonly placedAt: string; readonly orderNumber: string };
  readonly limit: number;
}

/** accounts 3 and 9: a page of one customer's orders at one establishment, sorted by the server. */
export interface CustomerOrderQuery {
  readonly restaurantId: RestaurantId;
  readonly userId: string;
  readonly sortBy: 'placed_at' | 'total';
  readonly descending: boolean;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The simulator's state, kept so that a restart loses nothing: establishments, menu changes, orders
 * with their payloads, totals and status history, idempotency records and client logs. Calls are
 * synchronous (SQLite in process); `transaction` makes a group of them atomic.
 */
export interface SimulatorStore {
  transaction<T>(work: () => T): T;

  saveEstablishment(establishment: StoredEstablishment, at: string): void;

  catalogueChanges(restaurantId: RestaurantId): readonly CatalogueChange[];
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void;
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void;
  clearCatalogueChanges(): void;

  isOrderNumberIssued(orderNumber: string): boolean;
  /** The next display number of an establishment on a day: 1, 2, 3 ... never the same twice. */
  takeDisplayNumber(restaurantId: RestaurantId, businessDay: string): number;
  insertOrder(order: StoredOrder): void;
  findOrder(orderNumber: string): StoredOrder | null;
  /** Orders with this display number, the latest business day first. */
  findOrdersByDisplayNumber(displayNumber: string, restaurantId?: RestaurantId): readonly StoredOrder[];
  updateOrderStatus(orderNumber: string, change: OrderStatusChange): void;
  orderEvents(orderNumber: string): readonly OrderEvent[];
  listOrders(query: OrderQuery): readonly StoredOrder[];
  /** Orders still moving (not canceled, not at their last step) whose status has not changed since `before`. */
  openOrdersUnchangedSince(before: string): readonly StoredOrder[];
  /** accounts 7: a page of a customer's orders and how many they have in all. */
  listCustomerOrders(query: CustomerOrderQuery): { readonly orders: readonly StoredOrder[]; readonly count: number };
  /** Forgets every order (admin reset); issued numbers and display counters stay used. */
  deleteOrders(): void;

  findIdempotency(restaurantId: RestaurantId, key: string): IdempotencyRecord | null;
  saveIdempotency(record: IdempotencyRecord): void;
  purgeIdempotency(createdBefore: string): void;

  addClientLog(entry: ClientLogEntry, at: string, keepLatest: number): void;
  clientLogs(): readonly ClientLogEntry[];
  clearClientLogs(): void;

  saveSharedCart(record: SharedCartRecord): void;
  /** The shared cart of this establishment with this id; null when unknown (or another establishment's). */
  findSharedCart(restaurantId: RestaurantId, cartId: string): SharedCartRecord | null;
  purgeSharedCarts(createdBefore: string): void;

  /** checkout 4: the sandbox payment of an online order (gone with the order). */
  savePayment(record: SandboxPaymentRecord): void;
  findPayment(orderNumber: string): SandboxPaymentRecord | null;
  /** checkout 4: the orders still waiting for their online payment, oldest first, at most `limit`. */
  ordersAwaitingPayment(limit: number): readonly StoredOrder[];

  /** checkout 7: a group order (its number is issued like an order's: never given twice). */
  insertGroupOrder(record: GroupOrderRecord): void;
  findGroupOrder(orderNumber: string): GroupOrderRecord | null;
  /** accounts 3 and 7: the customer accounts (schema version 4). */
  accounts(): AccountStore;
  /** accounts 3 to 7: the bookings (schema version 7). */
  bookings(): BookingStore;
  /** accounts 3 and 7: the feedback taken (schema version 8). */
  feedback(): FeedbackStore;
  /** Issue 18 (checkout 3, 7, 8): the establishments' promotions (schema version 13). */
  promotions(): PromotionStore;
  /** Issue 18 (checkout 7): the loyalty programmes and their customers (schema version 14). */
  loyalty(): LoyaltyStore;
  /** Issue 18: what the intake debits for an order and gives back when it is canceled (schema version 15). */
  orderDebits(): OrderDebitStore;
  /** Issue 19 (accounts 7): the push registrations (schema version 16). */
  push(): PushRegistrationStore;
  /** Issue 20 item 2: the shares paid of the tables' bills (schema version 17). */
  tableShares(): TableShareStore;

  close(): void;
}
