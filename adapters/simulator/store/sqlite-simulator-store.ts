import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import { IN_MEMORY, openDataFile } from './open-data-file';
import type { AccountStore } from '../account/account-store';
import { SqliteAccountStore } from './sqlite-account-store';
import type { BookingStore } from '../booking/booking-store';
import { SqliteBookingStore } from './sqlite-booking-store';
import { SqliteCatalogueChanges } from './sqlite-catalogue-changes';
import type { FeedbackStore } from '../feedback/feedback-store';
import { SqliteFeedbackStore } from './sqlite-feedback-store';
import type { PushRegistrationStore } from '../push/simulator-push';
import { SqlitePushStore } from './sqlite-push-store';
import type { TableShareStore } from '../engine/table-shares';
import { SqliteTableShareStore } from './sqlite-table-share-store';
import { SqliteOrderTables } from './sqlite-order-tables';
import type { PromotionStore } from '../promotions/promotion-store';
import { SqlitePromotionStore } from './sqlite-promotion-store';
import type { LoyaltyStore } from '../loyalty/loyalty-store';
import { SqliteLoyaltyStore } from './sqlite-loyalty-store';
import type { OrderDebitStore } from './order-debits';
import { SqliteOrderDebits } from './sqlite-order-debits';
import { SqliteRequestRecords } from './sqlite-request-records';
import type { WalCheckpointer } from './wal-checkpointer';
import { checkpointOffThread } from './wal-checkpointer';
import type {
  CatalogueChange,
  CustomerOrderQuery,
  GroupOrderRecord,
  IdempotencyRecord,
  OrderEvent,
  OrderQuery,
  OrderStatusChange,
  SandboxPaymentRecord,
  SharedCartRecord,
  SimulatorStore,
  StoredEstablishment,
  StoredOrder,
} from './simulator-store';

export { DataFileError, IN_MEMORY } from './open-data-file';

/**
 * The simulator's store in SQLite (better-sqlite3): a file for `serve`, memory for everything else. One
 * connection, one class per family of tables behind this port: the menus and their changes
 * (sqlite-catalogue-changes.ts), the orders (sqlite-order-tables.ts), what requests leave behind
 * (sqlite-request-records.ts), and the account, booking, feedback and promotion stores of their areas.
 * One process writes it (`serve`, or the CLI and tests in memory): what the parts keep of their reads is
 * forgotten when a transaction rolls back.
 */
export class SqliteSimulatorStore implements SimulatorStore {
  private readonly db: SqliteDatabase;
  /** A data file's WAL is checkpointed by a thread of its own (wal-checkpointer.ts); none in memory. */
  private readonly checkpointer: WalCheckpointer | null;
  private readonly menus: SqliteCatalogueChanges;
  private readonly orders: SqliteOrderTables;
  private readonly records: SqliteRequestRecords;
  private readonly inTransaction: (work: () => unknown) => unknown;

  constructor(readonly location: string = IN_MEMORY) {
    this.db = openDataFile(location);
    this.checkpointer = location === IN_MEMORY ? null : checkpointOffThread(this.db, location);
    const transaction = <T>(work: () => T): T => this.transaction(work);
    this.menus = new SqliteCatalogueChanges(this.db);
    this.orders = new SqliteOrderTables(this.db, transaction);
    this.records = new SqliteRequestRecords(this.db, transaction);
    // Made once: better-sqlite3 builds a wrapper per db.transaction() call (issue 17: ~14 µs per order).
    // Its arguments go through, and a call inside another transaction is a savepoint, as before.
    this.inTransaction = this.db.transaction((work: () => unknown) => work());
  }

  transaction<T>(work: () => T): T {
    try {
      return this.inTransaction(work) as T;
    } catch (error) {
      // What was read inside may have been undone with it (a savepoint rolled back, the stock taken by a refused group order).
      this.menus.forgetReads();
      this.orders.forgetReads();
      throw error;
    }
  }

  // The establishments and their menu changes.
  saveEstablishment(establishment: StoredEstablishment, at: string): void {
    this.menus.saveEstablishment(establishment, at);
  }
  catalogueChanges(restaurantId: RestaurantId): readonly CatalogueChange[] {
    return this.menus.catalogueChanges(restaurantId);
  }
  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.menus.setStock(restaurantId, productId, numberAvailable);
  }
  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.menus.setPrice(restaurantId, productId, price);
  }
  clearCatalogueChanges(): void {
    this.menus.clearCatalogueChanges();
  }

  // The orders.
  isOrderNumberIssued(orderNumber: string): boolean {
    return this.orders.isOrderNumberIssued(orderNumber);
  }
  takeDisplayNumber(restaurantId: RestaurantId, businessDay: string): number {
    return this.orders.takeDisplayNumber(restaurantId, businessDay);
  }
  insertOrder(order: StoredOrder): void {
    this.orders.insertOrder(order);
  }
  findOrder(orderNumber: string): StoredOrder | null {
    return this.orders.findOrder(orderNumber);
  }
  findOrdersByDisplayNumber(displayNumber: string, restaurantId?: RestaurantId): readonly StoredOrder[] {
    return this.orders.findOrdersByDisplayNumber(displayNumber, restaurantId);
  }
  updateOrderStatus(orderNumber: string, change: OrderStatusChange): void {
    this.orders.updateOrderStatus(orderNumber, change);
  }
  orderEvents(orderNumber: string): readonly OrderEvent[] {
    return this.orders.orderEvents(orderNumber);
  }
  listOrders(query: OrderQuery): readonly StoredOrder[] {
    return this.orders.listOrders(query);
  }
  listCustomerOrders(query: CustomerOrderQuery): { readonly orders: readonly StoredOrder[]; readonly count: number } {
    return this.orders.listCustomerOrders(query);
  }
  ordersAwaitingPayment(limit: number): readonly StoredOrder[] {
    return this.orders.ordersAwaitingPayment(limit);
  }
  openOrdersUnchangedSince(before: string): readonly StoredOrder[] {
    return this.orders.openOrdersUnchangedSince(before);
  }
  deleteOrders(): void {
    this.transaction(() => {
      this.orders.deleteOrders();
      // The recorded answers name orders that no longer exist.
      this.records.deleteAllIdempotency();
    });
  }
  insertGroupOrder(record: GroupOrderRecord): void {
    this.orders.insertGroupOrder(record);
  }
  findGroupOrder(orderNumber: string): GroupOrderRecord | null {
    return this.orders.findGroupOrder(orderNumber);
  }

  // What requests leave behind.
  findIdempotency(restaurantId: RestaurantId, key: string): IdempotencyRecord | null {
    return this.records.findIdempotency(restaurantId, key);
  }
  saveIdempotency(record: IdempotencyRecord): void {
    this.records.saveIdempotency(record);
  }
  purgeIdempotency(createdBefore: string): void {
    this.records.purgeIdempotency(createdBefore);
  }
  addClientLog(entry: ClientLogEntry, at: string, keepLatest: number): void {
    this.records.addClientLog(entry, at, keepLatest);
  }
  clientLogs(): readonly ClientLogEntry[] {
    return this.records.clientLogs();
  }
  clearClientLogs(): void {
    this.records.clearClientLogs();
  }
  saveSharedCart(record: SharedCartRecord): void {
    this.records.saveSharedCart(record);
  }
  findSharedCart(restaurantId: RestaurantId, cartId: string): SharedCartRecord | null {
    return this.records.findSharedCart(restaurantId, cartId);
  }
  purgeSharedCarts(createdBefore: string): void {
    this.records.purgeSharedCarts(createdBefore);
  }
  savePayment(record: SandboxPaymentRecord): void {
    this.records.savePayment(record);
  }
  findPayment(orderNumber: string): SandboxPaymentRecord | null {
    return this.records.findPayment(orderNumber);
  }

  // The stores of the other areas, on the same connection.
  private accountStore: AccountStore | null = null;
  accounts(): AccountStore {
    return (this.accountStore ??= new SqliteAccountStore(this.db));
  }

  private bookingStore: BookingStore | null = null;
  bookings(): BookingStore {
    return (this.bookingStore ??= new SqliteBookingStore(this.db));
  }

  private feedbackStore: FeedbackStore | null = null;
  feedback(): FeedbackStore {
    return (this.feedbackStore ??= new SqliteFeedbackStore(this.db));
  }

  private promotionStore: PromotionStore | null = null;
  promotions(): PromotionStore {
    return (this.promotionStore ??= new SqlitePromotionStore(this.db));
  }

  private loyaltyStore: LoyaltyStore | null = null;
  loyalty(): LoyaltyStore {
    return (this.loyaltyStore ??= new SqliteLoyaltyStore(this.db));
  }

  private debitStore: OrderDebitStore | null = null;
  orderDebits(): OrderDebitStore {
    return (this.debitStore ??= new SqliteOrderDebits(this.db));
  }

  private pushStore: PushRegistrationStore | null = null;
  push(): PushRegistrationStore {
    return (this.pushStore ??= new SqlitePushStore(this.db));
  }

  private shareStore: TableShareStore | null = null;
  tableShares(): TableShareStore {
    return (this.shareStore ??= new SqliteTableShareStore(this.db));
  }

  close(): void {
    this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }
}
