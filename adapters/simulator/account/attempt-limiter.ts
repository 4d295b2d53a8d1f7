import type { Clock } from '../../../core/ports/clock';

export interface AttemptRule {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Counts attempts per key (an e-mail, an IP address) in a sliding window, in memory with the
 * simulator's clock: the (max + 1)-th attempt within the window is refused. A restart forgets the
 * counts, which a simulator may afford.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly rule: AttemptRule,
  ) {}

  /** Records an attempt; false when the key has used up its attempts (the attempt is not counted then). */
  take(key: string): boolean {
    const now = this.clock.now().toMillis();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.rule.windowMs);
    if (recent.length >= this.rule.max) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.forgetOld(now);
    return true;
  }

  clear(): void {
    this.attempts.clear();
  }

  /** Bounded memory: keys with nothing left in their window go. */
  private forgetOld(now: number): void {
    for (const [key, times] of this.attempts) if (times.every((at) => at <= now - this.rule.windowMs)) this.attempts.delete(key);
  }
}
