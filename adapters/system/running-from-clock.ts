import { DateTime } from 'luxon';
import type { Clock } from '../../core/ports/clock';

/**
 * A clock that reads `start` when it is made and then runs as real time does (real elapsed time added).
 * The test suites run the simulator and the storefront at one chosen instant (a Wednesday lunch, when every
 * demo establishment takes orders) whatever the hour of the machine, while waits and timeouts still pass.
 */
export class RunningFromClock implements Clock {
  private readonly offsetMs: number;

  constructor(
    start: DateTime,
    private readonly realNow: () => number = Date.now,
  ) {
    this.offsetMs = start.toMillis() - realNow();
  }

  now(): DateTime {
    return DateTime.fromMillis(this.realNow() + this.offsetMs, { zone: 'utc' });
  }
}
