import type { DateTime } from 'luxon';
import type { Clock } from '../../core/ports/clock';

/** A clock that stands still until told otherwise: deterministic simulator runs and tests. */
export class SettableClock implements Clock {
  constructor(private current: DateTime) {}

  now(): DateTime {
    return this.current;
  }

  set(instant: DateTime): void {
    this.current = instant;
  }
}
