import { DateTime } from 'luxon';
import { makeAutoObservable } from 'mobx';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ExpectedTime } from '../../core/domain/tracking/expected-time';
import { expectedTimeOf } from '../../core/domain/tracking/expected-time';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import type { Lifecycle } from '../container/use-view-model';
import type { Timers } from '../notifications/notification-center';
import { browserTimers } from '../notifications/notification-center';

/** How often the page looks at the clock: an order may turn late without any news from the platform. */
export const EXPECTED_TIME_TICK_MS = 30_000;

export interface ExpectedTimeDeps {
  readonly timers?: Timers;
  readonly now?: () => DateTime;
}

/**
 * Issue 20.4: the tracking page's expected time (core expectedTimeOf) as of now. The status comes from the
 * tracking (each live update replaces it); the clock ticks here, so that an order past its time is said late
 * though nothing else changed. What is said changes only when the time or the lateness does: the polite live
 * region reading it speaks on a change, never on a tick.
 */
export class ExpectedTimeViewModel implements Lifecycle {
  now: DateTime;
  private timer: unknown = null;

  constructor(
    private readonly settings: Pick<RestaurantSettings, 'timezone' | 'default_preparation_time'>,
    private readonly deps: ExpectedTimeDeps = {},
  ) {
    this.now = this.clock();
    makeAutoObservable<ExpectedTimeViewModel, 'settings' | 'deps' | 'timer'>(this, { settings: false, deps: false, timer: false }, { autoBind: true });
  }

  start(): () => void {
    this.tick();
    return this.stop;
  }

  stop(): void {
    if (this.timer !== null) (this.deps.timers ?? browserTimers).clearTimeout(this.timer);
    this.timer = null;
  }

  expectedOf(status: TrackStatus): ExpectedTime {
    return expectedTimeOf(status, this.settings, this.now);
  }

  private tick(): void {
    this.now = this.clock();
    this.timer = (this.deps.timers ?? browserTimers).setTimeout(this.tick, EXPECTED_TIME_TICK_MS);
  }

  private clock(): DateTime {
    return (this.deps.now ?? DateTime.now)();
  }
}
