import { defer, filter, map, merge, scan, share, startWith, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import type { TrackingProgress, TrackStatus } from '../../domain/tracking/track-status';
import { trackingProgress } from '../../domain/tracking/track-status';
import type { LiveUpdates } from '../../ports/live-updates';
import type { LoadFailure } from '../load-failure';
import type { GetOrderStatus } from './get-order-status';

export type TrackingState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'tracking'; readonly status: TrackStatus; readonly progress: TrackingProgress; readonly live: boolean }
  | { readonly kind: 'failed'; readonly failure: LoadFailure };

type StatusResult = Result<TrackStatus, LoadFailure>;
interface Accumulated {
  readonly live: boolean;
  readonly result: StatusResult | null;
}

/**
 * checkout 4 and 7: follows an order. It fetches the status, then refetches on every live event for
 * this order and after every reconnection (events may have been missed), so the steps change without a
 * reload. `live` says whether the live channel is connected right now.
 */
export class TrackOrder {
  constructor(
    private readonly getOrderStatus: GetOrderStatus,
    private readonly liveUpdates: LiveUpdates,
  ) {}

  execute(input: { restaurantId: RestaurantId; orderNumber: string }): Observable<TrackingState> {
    const events$ = this.liveUpdates.watchOrder(input.restaurantId, input.orderNumber).pipe(share());
    const live$ = events$.pipe(
      filter((event) => event.kind === 'connection'),
      map((event) => ({ live: event.kind === 'connection' && event.connected })),
    );
    const fetched$ = events$.pipe(
      filter((event) => event.kind === 'resync' || (event.kind === 'order_changed' && event.orderNumber === input.orderNumber)),
      startWith(null),
      switchMap(() => defer(() => this.getOrderStatus.execute(input))),
      map((result) => ({ result })),
    );
    // live$ subscribes first: a live channel may say "connected" the moment it is subscribed to.
    return merge(live$, fetched$).pipe(
      scan((state: Accumulated, patch: Partial<Accumulated>) => ({ ...state, ...patch }), { live: false, result: null }),
      filter((state): state is Accumulated & { result: StatusResult } => state.result !== null),
      map(({ live, result }): TrackingState =>
        result.ok
          ? { kind: 'tracking', status: result.value, progress: trackingProgress(result.value), live }
          : { kind: 'failed', failure: result.error },
      ),
      startWith({ kind: 'loading' } as const),
    );
  }
}
