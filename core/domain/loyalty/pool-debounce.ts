import type { Cents } from '../money/money';
import type { AmountUseProblem } from './pool-and-wallet';
import { POOL_DEBOUNCE_MS, amountUseProblem } from './pool-and-wallet';

/** The timers a debounce runs on: the browser's, or a test's that time passes in only when told. */
export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * checkout 4 and 9: the pool use is sent to the programme 800 ms after it stops changing, each change putting
 * the sending off again; checkout 5: a use out of its bounds (or no amount at all) is said and never sent,
 * and cancels what was waiting.
 */
export class PoolUseDebounce {
  private handle: unknown = null;

  constructor(
    private readonly timers: DebounceTimers,
    private readonly send: (use: Cents) => void,
  ) {}

  /** The use as typed (null: not an amount) against its maximum: its problem, or null when it will be sent. */
  typed(use: Cents | null, maximum: Cents): AmountUseProblem | null {
    this.cancel();
    const problem = use === null ? 'invalid_amount' : amountUseProblem(use, maximum);
    if (problem !== null || use === null) return problem;
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.send(use);
    }, POOL_DEBOUNCE_MS);
    return null;
  }

  cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}
