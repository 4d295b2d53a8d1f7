import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { OrderRow } from './sqlite-order-rows';
import { orderFromRow } from './sqlite-order-rows';
import { amountToPay } from './order-debits';
import type { CustomerOrderQuery, GroupOrderRecord, OrderEvent, OrderQuery, OrderStatusChange, OrderStatusName, StoredOrder } from './simulator-store';

/**
 * The orders (tables orders, order_events, issued_order_numbers, display_counters, group_orders): numbers
 * never given twice, display numbers per business day, each order's status history. Whether an order awaits
 * its payment is kept in memory (issue 17: read before every order), forgotten on a rollback (forgetReads).
 */
export class SqliteOrderTables {
  private readonly statements;
  /** True once a read found no order awaiting its payment and none was stored since (null: not known, read it). */
  private noneAwaitingPayment: boolean | null = null;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly transaction: <T>(work: () => T) => T,
  ) {
    this.statements = {
      isIssued: db.prepare('SELECT 1 FROM issued_order_numbers WHERE order_number = ?').pluck(),
      issue: db.prepare('INSERT INTO issued_order_numbers (order_number) VALUES (?)'),
      takeDisplayNumber: db.prepare(
        `INSERT INTO display_counters (restaurant_id, business_day, last) VALUES (?, ?, 1)
         ON CONFLICT (restaurant_id, business_day) DO UPDATE SET last = last + 1 RETURNING last`,
      ).pluck(),
      insertOrder: db.prepare(
        `INSERT INTO orders (order_number, restaurant_id, display_number, business_day, placed_at, payload, priced, total_cents,
           step_index, canceled, status, finished, updated_at, idempotency_key, user_id, amounts)
         VALUES (@orderNumber, @restaurantId, @displayNumber, @businessDay, @placedAt, @payload, @priced, @total,
           @stepIndex, @canceled, @status, @finished, @updatedAt, @idempotencyKey, @userId, @amounts)`,
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
      deleteGroupOrders: db.prepare('DELETE FROM group_orders'),
      insertGroupOrder: db.prepare('INSERT INTO group_orders (order_number, group_id, placed_at, part_order_numbers) VALUES (?, ?, ?, ?)'),
      findGroupOrder: db.prepare('SELECT * FROM group_orders WHERE order_number = ?'),
    };
  }

  /** What was read inside a transaction that rolled back may have been undone with it. */
  forgetReads(): void {
    this.noneAwaitingPayment = null;
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
        total: amountToPay(order),
        stepIndex: order.stepIndex,
        canceled: order.canceled ? 1 : 0,
        status: order.status,
        finished: order.finished ? 1 : 0,
        updatedAt: order.updatedAt,
        idempotencyKey: order.idempotencyKey,
        userId: order.payload.userId || null,
        amounts: order.amounts ? JSON.stringify(order.amounts) : null,
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

  /** Every order and group order forgotten (run inside the store's transaction, with the idempotency records). */
  deleteOrders(): void {
    this.noneAwaitingPayment = null;
    this.statements.deleteOrders.run();
    this.statements.deleteGroupOrders.run();
  }

  insertGroupOrder(record: GroupOrderRecord): void {
    this.transaction(() => {
      this.statements.issue.run(record.orderNumber);
      this.statements.insertGroupOrder.run(record.orderNumber, record.groupId, record.placedAt, JSON.stringify(record.partOrderNumbers));
    });
  }

  findGroupOrder(orderNumber: string): GroupOrderRecord | null {
    const row = this.statements.findGroupOrder.get(orderNumber) as
      | { order_number: string; group_id: string; placed_at: string; part_order_numbers: string }
      | undefined;
    if (!row) return null;
    return { orderNumber: row.order_number, groupId: row.group_id, placedAt: row.placed_at, partOrderNumbers: JSON.parse(row.part_order_numbers) as string[] };
  }
}
