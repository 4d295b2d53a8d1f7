import type { Database } from 'better-sqlite3';
import type { ShareChoice } from '../../../core/domain/bill-split/bill-split';
import type { ShareRelease } from '../../../core/ports/table-gateway';
import type { ShareState, StoredShare, TableShareStore } from '../engine/table-shares';

interface ShareRow {
  share_id: string | null;
  restaurant_id: string;
  table_number: string;
  transaction_key: string;
  idempotency_key: string;
  fingerprint: string;
  amount: number;
  tip: number;
  items: string;
  choice: string;
  paid_at: string;
  state: ShareState;
  expires_at: string;
  reason: ShareRelease | null;
}

const shareOf = (row: ShareRow): StoredShare => ({
  // A share of schema version 17 (paid at once, before shares had ids) is named by its key.
  shareId: row.share_id ?? row.idempotency_key,
  restaurantId: row.restaurant_id,
  tableNumber: row.table_number,
  transactionKey: row.transaction_key,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  amount: row.amount,
  tip: row.tip,
  items: JSON.parse(row.items) as string[],
  choice: JSON.parse(row.choice) as ShareChoice,
  paidAt: row.paid_at,
  state: row.state,
  expiresAt: row.expires_at,
  reason: row.reason,
});

/** Issue 20 item 2: the shares of the tables' bills (schema versions 17 and 18), in the order they were asked. */
export class SqliteTableShareStore implements TableShareStore {
  private readonly statements;

  constructor(db: Database) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO table_bill_shares (share_id, restaurant_id, table_number, transaction_key, idempotency_key, fingerprint, amount, tip, items, choice, paid_at, state, expires_at, reason)
         VALUES (@shareId, @restaurantId, @tableNumber, @transactionKey, @idempotencyKey, @fingerprint, @amount, @tip, @items, @choice, @paidAt, @state, @expiresAt, @reason)`,
      ),
      ofBill: db.prepare('SELECT * FROM table_bill_shares WHERE transaction_key = ? ORDER BY paid_at, rowid'),
      find: db.prepare('SELECT * FROM table_bill_shares WHERE transaction_key = ? AND idempotency_key = ?'),
      byId: db.prepare('SELECT * FROM table_bill_shares WHERE share_id = ?'),
      settle: db.prepare('UPDATE table_bill_shares SET state = ?, reason = ? WHERE share_id = ? AND state = ?'),
      expired: db.prepare("SELECT * FROM table_bill_shares WHERE state = 'reserved' AND expires_at <= ? ORDER BY expires_at, rowid"),
      deleteAll: db.prepare('DELETE FROM table_bill_shares'),
    };
  }

  insert(share: StoredShare): void {
    this.statements.insert.run({ ...share, items: JSON.stringify(share.items), choice: JSON.stringify(share.choice) });
  }

  ofBill(transactionKey: string): readonly StoredShare[] {
    return (this.statements.ofBill.all(transactionKey) as ShareRow[]).map(shareOf);
  }

  find(transactionKey: string, idempotencyKey: string): StoredShare | null {
    const row = this.statements.find.get(transactionKey, idempotencyKey) as ShareRow | undefined;
    return row ? shareOf(row) : null;
  }

  byId(shareId: string): StoredShare | null {
    const row = this.statements.byId.get(shareId) as ShareRow | undefined;
    return row ? shareOf(row) : null;
  }

  settle(shareId: string, from: ShareState, to: ShareState, reason: ShareRelease | null): boolean {
    return this.statements.settle.run(to, reason, shareId, from).changes === 1;
  }

  expired(now: string): readonly StoredShare[] {
    return (this.statements.expired.all(now) as ShareRow[]).map(shareOf);
  }

  deleteAll(): void {
    this.statements.deleteAll.run();
  }
}
