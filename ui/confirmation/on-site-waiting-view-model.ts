import { makeAutoObservable } from 'mobx';
import type { Unsubscribable } from 'rxjs';
import { onSiteWaitIsOver } from '../../core/domain/confirmation/on-site-waiting';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackingState, TrackOrder } from '../../core/use-cases/order/track-order';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import type { Lifecycle } from '../container/use-view-model';

export interface OnSiteWaitingDeps {
  /** TrackOrder is resolved lazily: it brings rxjs and the live socket. */
  readonly trackOrder: () => Promise<Pick<TrackOrder, 'execute'>>;
  readonly navigate: Navigate;
}

/**
 * The on-site order waiting page (checkout 2): follows the order live, and once it is ready (or can never
 * be: canceled, in error, unknown) hands over to its tracking page, which says what happened.
 */
export class OnSiteWaitingViewModel implements Lifecycle {
  state: TrackingState = { kind: 'loading' };
  private subscription: Unsubscribable | null = null;
  private running = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    readonly orderNumber: string,
    private readonly deps: OnSiteWaitingDeps,
  ) {
    makeAutoObservable<OnSiteWaitingViewModel, 'restaurantId' | 'deps' | 'subscription' | 'running'>(
      this,
      { restaurantId: false, orderNumber: false, deps: false, subscription: false, running: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.running = true;
    this.deps
      .trackOrder()
      .then((trackOrder) => {
        if (!this.running || this.subscription) return;
        this.subscription = trackOrder.execute({ restaurantId: this.restaurantId, orderNumber: this.orderNumber }).subscribe((state) => this.receive(state));
      })
      .catch(() => this.goToTracking());
    return this.stop;
  }

  stop(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** Says the live channel is down while it is: the customer may then prefer to ask at the counter. */
  get reconnecting(): boolean {
    return this.state.kind === 'tracking' && this.state.reconnecting;
  }

  private receive(state: TrackingState): void {
    this.state = state;
    if (state.kind === 'failed' || (state.kind === 'tracking' && onSiteWaitIsOver(state.progress))) this.goToTracking();
  }

  private goToTracking(): void {
    if (!this.running) return;
    this.stop();
    this.deps.navigate(paths.tracking(this.restaurantId, { orderId: this.orderNumber }), { replace: true });
  }
}
