import { asyncScheduler, defer, distinctUntilChanged, expand, filter, map, merge, mergeMap, of, scan, share, startWith, switchMap, takeWhile, tap, timer } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { StatusPolling } from '../../domain/tracking/status-polling';
import { pollDelayMs, STATUS_POLLING } from '../../domain/tracking/status-polling';
import type { LiveUpdates, OrderLiveEvent } from '../../ports/live-updates';
import type { GetOrderStatus } from './get-order-status';
import type { StatusResult, TrackingFact, TrackingState } from './tracking-knowledge';
import { isSettledFailure, learn, needsNoMorePolling, NOTHING_KNOWN, trackingState } from './tracking-knowledge';

export type { TrackingState } from './tracking-knowledge';

interface TrackInput {
  readonly restaurantId: RestaurantId;
  readonly orderNumber: string;
}

/**
 * checkout 4 and 7, issue 5 point 8: follows an order, and never says more than it knows. It fetches the
 * status, then again on every live event for this order and after every reconnection (events may have
 * been missed). While the live channel is down, or after a failed fetch, it polls with a capped back-off
 * (STATUS_POLLING) until a status is read with the channel connected again, keeping the last status on
 * screen meanwhile. A final failure (unknown order, ORDER_UNAVAILABLE) ends the tracking. Timers run on the injected scheduler, so tests run minutes of polling at once.
 */
export class TrackOrder {
  constructor(
    private readonly getOrderStatus: GetOrderStatus,
    private readonly liveUpdates: LiveUpdates,
    private readonly scheduler: SchedulerLike = asyncScheduler,
    private readonly polling: StatusPolling = STATUS_POLLING,
  ) {}

  execute(input: TrackInput): Observable<TrackingState> {
    return defer(() => {
      // Read by the polls when an answer lands: may they stop, or is the channel still down?
      const channel = { connected: false };
      const events$ = this.liveUpdates.watchOrder(input.restaurantId, input.orderNumber).pipe(share());
      const connection$ = events$.pipe(
        filter((event): event is Extract<OrderLiveEvent, { kind: 'connection' }> => event.kind === 'connection'),
        map((event) => event.connected),
        distinctUntilChanged(),
        tap((connected) => (channel.connected = connected)),
        share(),
      );
      const refetchNow$ = merge(
        of('first fetch'),
        events$.pipe(filter((event) => event.kind === 'resync' || (event.kind === 'order_changed' && event.orderNumber === input.orderNumber))),
        // The status may have changed while the loss went unnoticed: fetch at once, then poll.
        connection$.pipe(filter((connected) => !connected)),
      );
      const answers$ = refetchNow$.pipe(switchMap(() => this.fetchUntilSettled(input, channel)));

      // connection$ subscribes first: a live channel may say "connected" the moment it is subscribed to.
      return merge(
        connection$.pipe(map((connected): TrackingFact => ({ kind: 'channel', connected }))),
        answers$.pipe(map((result): TrackingFact => ({ kind: 'answer', result }))),
      ).pipe(
        scan(learn, NOTHING_KNOWN),
        filter((knowledge) => knowledge.lastAnswer !== null),
        map(trackingState),
        // checkout 8: an unknown or unavailable order is said once; completing closes the live channel,
        // whose every (re)connection would otherwise ask for the same refusal again.
        takeWhile((state) => !isSettledFailure(state), true),
        startWith({ kind: 'loading' } as const),
      );
    });
  }

  /**
   * Fetches at once, then polls with the back-off until an answer needs no more polling. A poll does not
   * wait for the one before it (on a silent network that one may hang for long); an answer that lands
   * after a later one is dropped, as it may be older.
   */
  private fetchUntilSettled(input: TrackInput, channel: { readonly connected: boolean }): Observable<StatusResult> {
    return defer(() => {
      let newestAnswered = -1;
      const polls$ = of(0).pipe(expand((attempt) => timer(pollDelayMs(attempt + 1, this.polling), this.scheduler).pipe(map(() => attempt + 1))));
      return polls$.pipe(
        mergeMap((attempt) => defer(() => this.getOrderStatus.execute(input)).pipe(map((result) => ({ attempt, result })))),
        filter(({ attempt }) => {
          if (attempt < newestAnswered) return false;
          newestAnswered = attempt;
          return true;
        }),
        map(({ result }) => result),
        takeWhile((result) => !needsNoMorePolling(result, channel.connected), true),
      );
    });
  }
}
