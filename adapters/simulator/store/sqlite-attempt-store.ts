import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AttemptRecord, AttemptStore } from '../account/attempt-store';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Purging on every write would cost a scan of the index each time; every 100 writes bounds the table as well. */
const PURGE_EVERY = 100;

export class SqliteAttemptStore implements AttemptStore {
  private readonly statements;
  private writes = 0;

  constructor(db: Database) {
    this.statements = {
      find: db.prepare('SELECT count, blocked_until, forget_at FROM account_attempts WHERE key_hash = ? AND forget_at > ?'),
      save: db.prepare(
        `INSERT INTO account_attempts (key_hash, count, blocked_until, forget_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key_hash) DO UPDATE SET count = excluded.count, blocked_until = excluded.blocked_until, forget_at = excluded.forget_at`,
      ),
      forget: db.prepare('DELETE FROM account_attempts WHERE key_hash = ?'),
      purge: db.prepare('DELETE FROM account_attempts WHERE forget_at <= ?'),
      clear: db.prepare('DELETE FROM account_attempts'),
    };
  }

  find(key: string, now: number): AttemptRecord | null {
    const row = this.statements.find.get(hashOf(key), now) as { count: number; blocked_until: number | null; forget_at: number } | undefined;
    return row ? { count: row.count, blockedUntil: row.blocked_until, forgetAt: row.forget_at } : null;
  }

  save(key: string, record: AttemptRecord, now: number): void {
    this.statements.save.run(hashOf(key), record.count, record.blockedUntil, record.forgetAt);
    this.writes += 1;
    if (this.writes % PURGE_EVERY === 0) this.purge(now);
  }

  forget(key: string): void {
    this.statements.forget.run(hashOf(key));
  }

  purge(now: number): void {
    this.statements.purge.run(now);
  }

  clear(): void {
    this.statements.clear.run();
  }
}
