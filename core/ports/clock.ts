import type { DateTime } from 'luxon';

/** Time comes from a port so that every rule is testable at a fixed instant. */
export interface Clock {
  now(): DateTime;
}

export const CLOCK = Symbol.for('ordering.Clock');
