import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { ClientLogEntry } from '../../../core/ports/client-log';
import type { IdempotencyRecord, SandboxPaymentRecord, SandboxPaymentStatus, SharedCartRecord } from './simulator-store';

/**
 * What requests leave behind besides orders (tables idempotency_records, client_logs, shared_carts,
 * sandbox_payments): the first answers under idempotency keys, the client logs, the shared baskets and the
 * sandbox payments of online orders.
 */
export class SqliteRequestRecords {
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly transaction: <T>(work: () => T) => T,
  ) {
    this.statements = {
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

  /** Every first answer forgotten (admin reset: they name orders that no longer exist). */
  deleteAllIdempotency(): void {
    this.statements.deleteAllIdempotency.run();
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
}
