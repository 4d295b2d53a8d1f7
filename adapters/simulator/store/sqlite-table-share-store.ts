import type { Database } from 'better-sqlite3';
import type { StoredShare, TableShareStore } from '../engine/table-shares';

interface ShareRow {
  transaction_key: string;
  idempotency_key: string;
  fingerprint: string;
  amount: number;
  tip: number;
  items: string;
  paid_at: string;
}

const shareOf = (row: ShareRow): StoredShare => ({
  transactionKey: row.transaction_key,
  idempotencyKey: row.idempotency_key,
  fingerprint: row.fingerprint,
  amount: row.amount,
  tip: row.tip,
  items: JSON.parse(row.items) as string[],
  paidAt: row.paid_at,
});

/** Issue 20 item 2: the shares paid of the tables' bills (schema version 17), in the order they were paid. */
export class SqliteTableShareStore implements TableShareStore {
  private readonly statements;

  constructor(db: Database) {
    this.statements = {
      insert: db.prepare('INSERT INTO table_bill_shares (transaction_key, idempotency_key, fingerprint, amount, tip, items, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      ofBill: db.prepare('SELECT * FROM table_bill_shares WHERE transaction_key = ? ORDER BY paid_at, rowid'),
      find: db.prepare('SELECT * FROM table_bill_shares WHERE transaction_key = ? AND idempotency_key = ?'),
      deleteAll: db.prepare('DELETE FROM table_bill_shares'),
    };
  }

  insert(share: StoredShare): void {
    this.statements.insert.run(share.transactionKey, share.idempotencyKey, share.fingerprint, share.amount, share.tip, JSON.stringify(share.items), share.paidAt);
  }

  ofBill(transactionKey: string): readonly StoredShare[] {
    return (this.statements.ofBill.all(transactionKey) as ShareRow[]).map(shareOf);
  }

  find(transactionKey: string, idempotencyKey: string): StoredShare | null {
    const row = this.statements.find.get(transactionKey, idempotencyKey) as ShareRow | undefined;
    return row ? shareOf(row) : null;
  }

  deleteAll(): void {
    this.statements.deleteAll.run();
  }
}
