/**
 * What a limit remembers of one key (an address, an account, a session): a count, until when the key
 * is held back (epoch ms, null: not held back), and when the record is forgotten (epoch ms).
 */
export interface AttemptRecord {
  readonly count: number;
  readonly blockedUntil: number | null;
  readonly forgetAt: number;
}

/**
 * issue 15.10: the counts of the account limits, kept in the data file so that a restart does not clear
 * an attacker's (schema version 10). A key is kept as its SHA-256: the file holds no address nor e-mail.
 */
export interface AttemptStore {
  /** The record of this key, null when there is none or it is forgotten by `now`. */
  find(key: string, now: number): AttemptRecord | null;
  /** Keeps the record; `now` lets the store forget expired ones now and then (the table stays small). */
  save(key: string, record: AttemptRecord, now: number): void;
  forget(key: string): void;
  purge(now: number): void;
  clear(): void;
}
