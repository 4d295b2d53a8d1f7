import type { Clock } from '../../../core/ports/clock';
import type { AttemptStore } from './attempt-store';

export interface WindowRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface BackoffRule {
  /** Events that cost nothing. */
  readonly free: number;
  /** The wait after the last free one; it doubles with each further event. */
  readonly firstWaitMs: number;
  readonly maxWaitMs: number;
  /** A key quiet for this long starts afresh. */
  readonly forgetAfterMs: number;
}

/**
 * At most `max` attempts per key in a window that opens with its first attempt (an address's calls),
 * counted in the store: a restart forgets nothing.
 */
export class WindowLimit {
  constructor(
    private readonly store: AttemptStore,
    private readonly clock: Clock,
    private readonly scope: string,
    private readonly rule: WindowRule,
  ) {}

  /** Records an attempt; false when the key has used up its window (the refused attempt is not counted). */
  take(key: string): boolean {
    const now = this.clock.now().toMillis();
    const id = `${this.scope}:${key}`;
    const record = this.store.find(id, now);
    if (record && record.count >= this.rule.max) return false;
    this.store.save(id, { count: (record?.count ?? 0) + 1, blockedUntil: null, forgetAt: record?.forgetAt ?? now + this.rule.windowMs }, now);
    return true;
  }
}

/**
 * Events per key (an account's wrong passwords, the reset mails it was sent): the first `free` cost
 * nothing; after each further one the key waits 1, 2, 4 ... times `firstWaitMs`, at most `maxWaitMs`.
 * Unlike a lockout of fixed length, the wait is short for a few events and the key is never closed for
 * long, while guessing slows to one try per `maxWaitMs`. Counted in the store: a restart forgets nothing.
 */
export class Backoff {
  constructor(
    private readonly store: AttemptStore,
    private readonly clock: Clock,
    private readonly scope: string,
    private readonly rule: BackoffRule,
  ) {}

  /** 0 when the key may go on now, else how long it still waits. */
  waitMs(key: string): number {
    const now = this.clock.now().toMillis();
    const blockedUntil = this.store.find(`${this.scope}:${key}`, now)?.blockedUntil ?? null;
    return blockedUntil === null ? 0 : Math.max(0, blockedUntil - now);
  }

  record(key: string): void {
    const now = this.clock.now().toMillis();
    const id = `${this.scope}:${key}`;
    const count = (this.store.find(id, now)?.count ?? 0) + 1;
    const beyondFree = count - this.rule.free;
    const blockedUntil = beyondFree >= 0 ? now + Math.min(this.rule.firstWaitMs * 2 ** beyondFree, this.rule.maxWaitMs) : null;
    this.store.save(id, { count, blockedUntil, forgetAt: now + this.rule.forgetAfterMs }, now);
  }

  clear(key: string): void {
    this.store.forget(`${this.scope}:${key}`);
  }
}
