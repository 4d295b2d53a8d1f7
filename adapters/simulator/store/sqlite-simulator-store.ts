import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import { IN_MEMORY, openDataFile } from './open-data-file';
import type { AccountStore } from '../account/account-store';
import { SqliteAccountStore } from './sqlite-account-store';
import type { BookingStore } from '../booking/booking-store';
import { SqliteBookingStore } from './sqlite-booking-store';
import type { FeedbackStore } from '../feedback/feedback-store';
import { SqliteFeedbackStore } from './sqlite-feedback-store';
import type { PromotionStore } from '../promotions/promotion-store';
import { SqlitePromotionStore } from './sqlite-promotion-store';
import type { OrderRow } from './sqlite-order-rows';
import { orderFromRow } from './sqlite-order-rows';
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
  OrderStatusName,
  SandboxPaymentRecord,
  SandboxPaymentStatus,
  SharedCartRecord,
  SimulatorStore,
  StoredEstablishment,
  StoredOrder,
} from './simulator-store';

export { DataFileError, IN_MEMORY } from './open-data-file';

/**
 * The simulator's store in SQLite (better-sqlite3): a file for `serve`, memory for everything else.
 * One process writes it (`serve`, or the CLI and tests in memory): the menu changes it read are kept in
 * memory (issue 17: every order read them, twice), forgotten when they are written and when a transaction
 * rolls back.
 */
export class SqliteSimulatorStore implements SimulatorStore {
  private readonly db: SqliteDatabase;
  private readonly statements;
  /** The menu changes of each establishment as last read, or as none were written since. */
  private readonly changesRead = new Map<RestaurantId, readonly CatalogueChange[]>();
  /** True once a read found no order awaiting its payment and none was stored since (null: not known, read it). */
  private noneAwaitingPayment: boolean | null = null;
  /** A data file's WAL is checkpointed by a thread of its own (wal-checkpointer.ts); none in memory. */
  private readonly checkpointer: WalCheckpointer | null;

  constructor(readonly location: string = IN_MEMORY) {
    this.db = openDataFile(location);
    const db = this.db;
    this.checkpointer = location === IN_MEMORY ? null : checkpointOffThread(db, location);
    this.statements = {
      saveEstablishment: db.prepare(
        `INSERT INTO establishments (id, source, settings, catalogue, loaded_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET source = excluded.source, settings = excluded.settings, catalogue = excluded.catalogue, loaded_at = excluded.loaded_at`,
      ),
      catalogueChanges: db.prepare('SELECT product_id, stock_changed, stock, price FROM catalogue_changes WHERE restaurant_id = ?'),
      setStock: db.prepare(
        `INSERT INTO catalogue_changes (restaurant_id, product_id, stock_changed, stock) VALUES (?, ?, 1, ?)
         ON CONFLICT (restaurant_id, product_id) DO UPDATE SET stock_changed = 1, stock = excluded.stock`,
      ),
      setPrice: db.prepare(
        `INSERT INTO catalogue_changes (restaurant_id, product_id, price) VALUES (?, ?, ?)
         ON CONFLICT (restaurant_id, product_id) DO UPDATE SET price = excluded.price`,
      ),
      clearCatalogueChanges: db.prepare('DELETE FROM catalogue_changes'),
      isIssued: db.prepare('SELECT 1 FROM issued_order_numbers WHERE order_number = ?').pluck(),
      issue: db.prepare('INSERT INTO issued_order_numbers (order_number) VALUES (?)'),
      takeDisplayNumber: db.prepare(
        `INSERT INTO display_counters (restaurant_id, business_day, last) VALUES (?, ?, 1)
         ON CONFLICT (restaurant_id, business_day) DO UPDATE SET last = last + 1 RETURNING last`,
      ).pluck(),
      insertOrder: db.prepare(
        `INSERT INTO orders (order_number, restaurant_id, display_number, business_day, placed_at, payload, priced, total_cents,
           step_index, canceled, status, finished, updated_at, idempotency_key, user_id)
         VALUES (@orderNumber, @restaurantId, @displayNumber, @businessDay, @placedAt, @payload, @priced, @total,
           @stepIndex, @canceled, @status, @finished, @updatedAt, @idempotencyKey, @userId)`,
      ),
      insertEvent: db.prepare('INSERT INTO order_events (order_number, at, status) VALUES (?, ?, ?)'),
      findOrder: db.prepare('SELECT * FROM orders WHERE order_number = ?'),
      byDisplayNumber: db.prepare('SELECT * FROM orders WHERE display_number = ? ORDER BY business_day DESC, placed_at DESC'),
      byDisplayNumberAt: db.prepare('SELECT * FROM orders WHERE display_number = ? AND restaurant_id = ? ORDER BY business_day DESC, placed_at DESC'),
      updateStatus: db.prepare(
        'UPDATE orders SET step_index = @stepIndex, canceled = @canceled, status = @status, finished = @finished, updated_at = @at WHERE order_number = @orderNumber',
      ),
      events: db.prepare('SELECT at, status FROM order_events WHERE order_number = ? ORDER BY rowid'),
      // An order waiting for its payment is not the kitchen's yet: nothing moves it on (checkout 4).
      openOrders: db.prepare("SELECT * FROM orders WHERE finished = 0 AND status <> 'awaiting_payment' AND updated_at <= ? ORDER BY updated_at LIMIT 500"),
      awaitingPayment: db.prepare("SELECT * FROM orders WHERE status = 'awaiting_payment' ORDER BY placed_at, order_number LIMIT ?"),
      deleteOrders: db.prepare('DELETE FROM orders'),
      findIdempotency: db.prepare('SELECT * FROM idempotency_records WHERE restaurant_id = ? AND key = ?'),
      // A key past its keeping time starts afresh: its old answer is replaced.
      saveIdempotency: db.prepare(
        `INSERT INTO idempotency_records (restaurant_id, key, fingerprint, answer, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (restaurant_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, answer = excluded.answer, created_at = excluded.created_at`,
      ),
      purgeIdempotency: db.prepare('DELETE FROM idempotency_records WHERE created_at < ?'),
      deleteAllIdempotency: db.prepare('DELETE FROM idempotency_records'),
      addClientLog: db.prepare('INSERT INTO client_logs (restaurant_id, level, message, at) VALUES (?, ?, ?, ?)'),
      trimClientLogs: db.prepare('DELETE FROM client_logs WHERE id <= (SELECT MAX(id) FROM client_logs) - ?'),
      clientLogs: db.prepare('SELECT restaurant_id, level, message FROM client_logs ORDER BY id'),
      clearClientLogs: db.prepare('DELETE FROM client_logs'),
      saveSharedCart: db.prepare('INSERT INTO shared_carts (cart_id, restaurant_id, basket, created_at) VALUES (?, ?, ?, ?)'),
      findSharedCart: db.prepare('SELECT * FROM shared_carts WHERE restaurant_id = ? AND cart_id = ?'),
      purgeSharedCarts: db.prepare('DELETE FROM shared_carts WHERE created_at < ?'),
      savePayment: db.prepare(
        `INSERT INTO sandbox_payments (order_number, status, settles_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (order_number) DO UPDATE SET status = excluded.status, settles_at = excluded.settles_at, updated_at = excluded.updated_at`,
      ),
      findPayment: db.prepare('SELECT * FROM sandbox_payments WHERE order_number = ?'),
    };
  }

  transaction<T>(work: () => T): T {
    try {
      return this.db.transaction(work)();
    } catch (error) {
      // What was read inside may have been undone with it (a savepoint rolled back, the stock taken by a refused group order).
      this.changesRead.clear();
      this.noneAwaitingPayment = null;
      throw error;
    }
  }

  saveEstablishment(establishment: StoredEstablishment, at: string): void {
    this.statements.saveEstablishment.run(
      establishment.settings.id,
      establishment.source,
      JSON.stringify(establishment.settings),
      JSON.stringify(establishment.catalogue),
      at,
    );
  }

  /** The same array until the establishment's changes are written again: a caller may keep what it built from it. */
  catalogueChanges(restaurantId: RestaurantId): readonly CatalogueChange[] {
    const kept = this.changesRead.get(restaurantId);
    if (kept) return kept;
    const rows = this.statements.catalogueChanges.all(restaurantId) as { product_id: number; stock_changed: number; stock: number | null; price: number | null }[];
    const changes = Object.freeze(
      rows.map((row) => ({
        productId: row.product_id,
        ...(row.stock_changed === 1 && { stock: row.stock }),
        ...(row.price !== null && { price: row.price }),
      })),
    );
    this.changesRead.set(restaurantId, changes);
    return changes;
  }

  setStock(restaurantId: RestaurantId, productId: number, numberAvailable: number | null): void {
    this.changesRead.delete(restaurantId);
    this.statements.setStock.run(restaurantId, productId, numberAvailable);
  }

  setPrice(restaurantId: RestaurantId, productId: number, price: number): void {
    this.changesRead.delete(restaurantId);
    this.statements.setPrice.run(restaurantId, productId, price);
  }

  clearCatalogueChanges(): void {
    this.changesRead.clear();
    this.statements.clearCatalogueChanges.run();
  }

  isOrderNumberIssued(orderNumber: string): boolean {
    return this.statements.isIssued.get(orderNumber) !== undefined;
  }

  takeDisplayNumber(restaurantId: RestaurantId, businessDay: string): number {
    return this.statements.takeDisplayNumber.get(restaurantId, businessDay) as number;
  }

  insertOrder(order: StoredOrder): void {
    if (order.status === 'awaiting_payment') this.noneAwaitingPayment = null;
    this.transaction(() => {
      this.statements.issue.run(order.orderNumber);
      this.statements.insertOrder.run({
        orderNumber: order.orderNumber,
        restaurantId: order.restaurantId,
        displayNumber: order.displayNumber,
        businessDay: order.businessDay,
        placedAt: order.placedAt,
        payload: JSON.stringify(order.payload),
        priced: JSON.stringify(order.priced),
        total: order.priced.total,
        stepIndex: order.stepIndex,
        canceled: order.canceled ? 1 : 0,
        status: order.status,
        finished: order.finished ? 1 : 0,
        updatedAt: order.updatedAt,
        idempotencyKey: order.idempotencyKey,
        userId: order.payload.userId || null,
      });
      this.statements.insertEvent.run(order.orderNumber, order.placedAt, order.status);
    });
  }

  findOrder(orderNumber: string): StoredOrder | null {
    const row = this.statements.findOrder.get(orderNumber) as OrderRow | undefined;
    return row ? orderFromRow(row) : null;
  }

  findOrdersByDisplayNumber(displayNumber: string, restaurantId?: RestaurantId): readonly StoredOrder[] {
    const rows = (
      restaurantId === undefined ? this.statements.byDisplayNumber.all(displayNumber) : this.statements.byDisplayNumberAt.all(displayNumber, restaurantId)
    ) as OrderRow[];
    return rows.map(orderFromRow);
  }

  updateOrderStatus(orderNumber: string, change: OrderStatusChange): void {
    if (change.status === 'awaiting_payment') this.noneAwaitingPayment = null;
    this.transaction(() => {
      this.statements.updateStatus.run({
        orderNumber,
        stepIndex: change.stepIndex,
        canceled: change.canceled ? 1 : 0,
        status: change.status,
        finished: change.finished ? 1 : 0,
        at: change.at,
      });
      this.statements.insertEvent.run(orderNumber, change.at, change.status);
    });
  }

  orderEvents(orderNumber: string): readonly OrderEvent[] {
    return (this.statements.events.all(orderNumber) as { at: string; status: string }[]).map((row) => ({ at: row.at, status: row.status as OrderStatusName }));
  }

  listOrders(query: OrderQuery): readonly StoredOrder[] {
    const conditions = ['restaurant_id = @restaurantId'];
    const params: Record<string, unknown> = { restaurantId: query.restaurantId, limit: query.limit };
    if (query.since !== undefined) {
      conditions.push('placed_at >= @since');
      params.since = query.since;
    }
    if (query.after) {
      // Orders placed in the same millisecond keep the order they were taken in (rowid).
      conditions.push(
        '(placed_at > @afterPlacedAt OR (placed_at = @afterPlacedAt AND rowid > (SELECT rowid FROM orders WHERE order_number = @afterNumber)))',
      );
      params.afterPlacedAt = query.after.placedAt;
      params.afterNumber = query.after.orderNumber;
    }
    if (query.statuses && query.statuses.length > 0) {
      const names = query.statuses.map((status, index) => {
        params[`status${index}`] = status;
        return `@status${index}`;
      });
      conditions.push(`status IN (${names.join(', ')})`);
    }
    const sql = `SELECT * FROM orders WHERE ${conditions.join(' AND ')} ORDER BY placed_at, rowid LIMIT @limit`;
    return (this.db.prepare(sql).all(params) as OrderRow[]).map(orderFromRow);
  }

  listCustomerOrders(query: CustomerOrderQuery): { readonly orders: readonly StoredOrder[]; readonly count: number } {
    const params = { restaurantId: query.restaurantId, userId: query.userId, limit: query.limit, offset: query.offset };
    const where = 'restaurant_id = @restaurantId AND user_id = @userId';
    // The column and direction come from a closed set (never from the request's text); rowid breaks ties.
    const column = query.sortBy === 'total' ? 'total_cents' : 'placed_at';
    const direction = query.descending ? 'DESC' : 'ASC';
    const rows = this.db.prepare(`SELECT * FROM orders WHERE ${where} ORDER BY ${column} ${direction}, rowid ${direction} LIMIT @limit OFFSET @offset`).all(params) as OrderRow[];
    const count = this.db.prepare(`SELECT COUNT(*) FROM orders WHERE ${where}`).pluck().get({ restaurantId: query.restaurantId, userId: query.userId }) as number;
    return { orders: rows.map(orderFromRow), count };
  }

  /** Issue 17: read before every order is taken; known to be none until an order awaiting its payment is stored. */
  ordersAwaitingPayment(limit: number): readonly StoredOrder[] {
    if (this.noneAwaitingPayment === true) return [];
    const orders = (this.statements.awaitingPayment.all(limit) as OrderRow[]).map(orderFromRow);
    this.noneAwaitingPayment = orders.length === 0;
    return orders;
  }

  openOrdersUnchangedSince(before: string): readonly StoredOrder[] {
    return (this.statements.openOrders.all(before) as OrderRow[]).map(orderFromRow);
  }

  deleteOrders(): void {
    this.noneAwaitingPayment = null;
    this.transaction(() => {
      this.statements.deleteOrders.run();
      this.db.prepare('DELETE FROM group_orders').run();
      // The recorded answers name orders that no longer exist.
      this.statements.deleteAllIdempotency.run();
    });
  }

  findIdempotency(restaurantId: RestaurantId, key: string): IdempotencyRecord | null {
    const row = this.statements.findIdempotency.get(restaurantId, key) as
      | { restaurant_id: string; key: string; fingerprint: string; answer: string; created_at: string }
      | undefined;
    if (!row) return null;
    return { restaurantId: row.restaurant_id, key: row.key, fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as unknown, createdAt: row.created_at };
  }

  saveIdempotency(record: IdempotencyRecord): void {
    this.statements.saveIdempotency.run(record.restaurantId, record.key, record.fingerprint, JSON.stringify(record.answer), record.createdAt);
  }

  purgeIdempotency(createdBefore: string): void {
    this.statements.purgeIdempotency.run(createdBefore);
  }

  addClientLog(entry: ClientLogEntry, at: string, keepLatest: number): void {
    this.transaction(() => {
      this.statements.addClientLog.run(entry.restaurantId, entry.level, entry.message, at);
      this.statements.trimClientLogs.run(keepLatest);
    });
  }

  clientLogs(): readonly ClientLogEntry[] {
    return (this.statements.clientLogs.all() as { restaurant_id: string; level: 'warn'; message: string }[]).map((row) => ({
      level: row.level,
      restaurantId: row.restaurant_id,
      message: row.message,
    }));
  }

  clearClientLogs(): void {
    this.statements.clearClientLogs.run();
  }

  saveSharedCart(record: SharedCartRecord): void {
    this.statements.saveSharedCart.run(record.cartId, record.restaurantId, JSON.stringify(record.basket), record.createdAt);
  }

  findSharedCart(restaurantId: RestaurantId, cartId: string): SharedCartRecord | null {
    const row = this.statements.findSharedCart.get(restaurantId, cartId) as
      | { cart_id: string; restaurant_id: string; basket: string; created_at: string }
      | undefined;
    if (!row) return null;
    return { cartId: row.cart_id, restaurantId: row.restaurant_id, basket: JSON.parse(row.basket) as unknown, createdAt: row.created_at };
  }

  purgeSharedCarts(createdBefore: string): void {
    this.statements.purgeSharedCarts.run(createdBefore);
  }

  savePayment(record: SandboxPaymentRecord): void {
    this.statements.savePayment.run(record.orderNumber, record.status, record.settlesAt, record.updatedAt);
  }

  findPayment(orderNumber: string): SandboxPaymentRecord | null {
    const row = this.statements.findPayment.get(orderNumber) as
      | { order_number: string; status: string; settles_at: string | null; updated_at: string }
      | undefined;
    if (!row) return null;
    return { orderNumber: row.order_number, status: row.status as SandboxPaymentStatus, settlesAt: row.settles_at, updatedAt: row.updated_at };
  }

  insertGroupOrder(record: GroupOrderRecord): void {
    this.transaction(() => {
      this.statements.issue.run(record.orderNumber);
      this.db
        .prepare('INSERT INTO group_orders (order_number, group_id, placed_at, part_order_numbers) VALUES (?, ?, ?, ?)')
        .run(record.orderNumber, record.groupId, record.placedAt, JSON.stringify(record.partOrderNumbers));
    });
  }

  findGroupOrder(orderNumber: string): GroupOrderRecord | null {
    const row = this.db.prepare('SELECT * FROM group_orders WHERE order_number = ?').get(orderNumber) as
      | { order_number: string; group_id: string; placed_at: string; part_order_numbers: string }
      | undefined;
    if (!row) return null;
    return { orderNumber: row.order_number, groupId: row.group_id, placedAt: row.placed_at, partOrderNumbers: JSON.parse(row.part_order_numbers) as string[] };
  }

  private accountStore: AccountStore | null = null;

  accounts(): AccountStore {
    this.accountStore ??= new SqliteAccountStore(this.db);
    return this.accountStore;
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

  close(): void {
    this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }
}
