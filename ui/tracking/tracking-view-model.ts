import { makeAutoObservable } from 'mobx';
import type { Unsubscribable } from 'rxjs';
import { trackingErrorMessageKey } from '../../core/domain/order/order-rejection';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackingProgress } from '../../core/domain/tracking/track-status';
import { shownOrderNumber } from '../../core/domain/tracking/track-status';
import type { TrackingState, TrackOrder } from '../../core/use-cases/order/track-order';
import type { Lifecycle } from '../app/use-view-model';

export interface TrackingDeps {
  /** TrackOrder is resolved lazily (config/bind-ordering-use-cases.ts): it brings rxjs and the live socket. */
  readonly trackOrder: () => Promise<Pick<TrackOrder, 'execute'>>;
}

/**
 * The tracking page (checkout 2 and 4): follows the order through TrackOrder, whose status changes
 * live without a reload, and says whether what it shows is live or whether it is reconnecting (issue 5,
 * point 8: the last status stays on screen meanwhile, and TrackOrder retries by itself).
 */
export class TrackingViewModel implements Lifecycle {
  state: TrackingState = { kind: 'loading' };
  private subscription: Unsubscribable | null = null;
  private running = false;

  constructor(
    private readonly settings: RestaurantSettings,
    /** checkout 2: the first comma-separated value of ?orderId= (core orderNumberFromQuery). */
    readonly orderNumber: string | null,
    /** checkout 8: the error type a refused order brings to this page (?type=). */
    private readonly errorType: string | null,
    private readonly deps: TrackingDeps,
  ) {
    makeAutoObservable<TrackingViewModel, 'settings' | 'errorType' | 'deps' | 'subscription' | 'running'>(
      this,
      { settings: false, orderNumber: false, errorType: false, deps: false, subscription: false, running: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.running = true;
    this.follow();
    return this.stop;
  }

  /** Unsubscribing closes the live channel (core LiveUpdates: unsubscribing disconnects). */
  stop(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** After a failed fetch: follow the order again from the start. */
  retry(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.state = { kind: 'loading' };
    this.follow();
  }

  get isLoading(): boolean {
    return this.state.kind === 'loading' && this.orderNumber !== null;
  }

  /** checkout 8: the text for the type of a refused order, when the page was opened with one. */
  get refusalKey(): string | null {
    return this.errorType ? trackingErrorMessageKey(this.errorType) : null;
  }

  get progress(): TrackingProgress | null {
    return this.state.kind === 'tracking' ? this.state.progress : null;
  }

  /** checkout 2: with useDisplayOrderNumber, the display number with the restaurant's prefix. */
  get shownNumber(): string | null {
    if (this.state.kind !== 'tracking') return this.orderNumber;
    return shownOrderNumber(this.state.status, this.settings.useDisplayOrderNumber, this.settings.prefix);
  }

  /** checkout 3: the table of an order on place, as the platform read it back (pay-the-table). */
  get tableNumber(): string | null {
    return this.state.kind === 'tracking' ? this.state.status.table_information : null;
  }

  /** Issue 5 point 5: what the order costs, as the platform priced it; null when it does not say. */
  get totalPrice(): number | null {
    return this.state.kind === 'tracking' ? this.state.status.total_price : null;
  }

  /** checkout 4: the error display shows when the status is canceled or in error. */
  get statusErrorKey(): string | null {
    const progress = this.progress;
    if (progress?.outcome === 'canceled') return trackingErrorMessageKey('canceled');
    if (progress?.outcome === 'error') return trackingErrorMessageKey(this.errorType ?? 'error');
    return null;
  }

  /** checkout 8: an unknown order is "this command does not exist"; other failures may be retried. */
  get loadFailureKey(): string | null {
    if (this.state.kind !== 'failed') return null;
    return this.state.failure.kind === 'not_found' ? trackingErrorMessageKey('order_not_found') : 'an_error_has_occurred';
  }

  get canRetry(): boolean {
    return this.state.kind === 'failed' && this.state.failure.kind !== 'not_found';
  }

  get live(): boolean {
    return this.state.kind === 'tracking' && this.state.live;
  }

  /** Shown while the order is still moving; a finished or canceled order needs no live channel. */
  get liveIndicator(): 'live' | 'connecting' | 'reconnecting' | null {
    if (this.state.kind !== 'tracking' || this.state.progress.outcome !== 'in_progress') return null;
    if (this.state.live) return 'live';
    return this.state.reconnecting ? 'reconnecting' : 'connecting';
  }

  private follow(): void {
    const orderNumber = this.orderNumber;
    if (!orderNumber) return;
    this.deps
      .trackOrder()
      .then((trackOrder) => {
        if (!this.running || this.subscription) return;
        this.subscription = trackOrder.execute({ restaurantId: this.settings.id, orderNumber }).subscribe((state) => this.receive(state));
      })
      .catch(() => this.receive({ kind: 'failed', failure: { kind: 'network', message: 'the tracking could not start' } }));
  }

  private receive(state: TrackingState): void {
    this.state = state;
  }
}
