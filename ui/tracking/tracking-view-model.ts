import { makeAutoObservable } from 'mobx';
import type { Unsubscribable } from 'rxjs';
import { trackingErrorMessageKey } from '../../core/domain/order/order-rejection';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackingProgress } from '../../core/domain/tracking/track-status';
import { shownOrderNumber } from '../../core/domain/tracking/track-status';
import { ORDER_UNAVAILABLE, trackFailureText } from '../../core/domain/tracking/tracking-failure';
import type { TrackingState, TrackOrder } from '../../core/use-cases/order/track-order';
import type { Lifecycle } from '../container/use-view-model';
import type { ConfirmPayment, PaymentConfirmation } from '../../core/use-cases/payment/confirm-payment';
import type { PaymentStatus } from '../../core/domain/payment/payment-status';
import { confirmationTitleKey, paymentErrorMessageKey } from '../../core/domain/payment/payment-return';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { amountStillToPay } from '../../core/domain/tracking/track-status';
import type { DiscountRow } from '../../core/domain/tracking/order-discounts';
import { discountRows } from '../../core/domain/tracking/order-discounts';
import { PAYMENT_POLLING } from '../../core/domain/payment/payment-return';
import type { Timers } from '../notifications/notification-center';
import { browserTimers } from '../notifications/notification-center';

/** checkout 4 and 9: a failed fetch is asked again every 5 s within 60 s, as the payment poll is. */
const AUTO_RETRIES = PAYMENT_POLLING.forMs / PAYMENT_POLLING.everyMs;

export interface TrackingDeps {
  /** TrackOrder is resolved lazily (config/bind-ordering-use-cases.ts): it brings rxjs and the live socket. */
  readonly trackOrder: () => Promise<Pick<TrackOrder, 'execute'>>;
  /** checkout 4: confirms an online payment with the platform (payment return and polling). */
  readonly confirmPayment?: () => Promise<Pick<ConfirmPayment, 'execute'>>;
  readonly timers?: Timers;
}

/** checkout 2: the bank return's query (result, provider_id); hints only, the platform decides. */
export interface PaymentReturnQuery {
  readonly result: string | null;
  readonly providerId: string | null;
}

/**
 * The tracking page (checkout 2 and 4): follows the order through TrackOrder, whose status changes
 * live without a reload, and says whether what it shows is live or whether it is reconnecting (issue 5,
 * point 8: the last status stays on screen meanwhile, and TrackOrder retries by itself).
 */
export class TrackingViewModel implements Lifecycle {
  state: TrackingState = { kind: 'loading' };
  /** checkout 4: the payment as the platform confirms it; null while the order is not known to be paid online. */
  payment: PaymentConfirmation | null = null;
  private subscription: Unsubscribable | null = null;
  private paymentSubscription: Unsubscribable | null = null;
  private running = false;
  /** checkout 4: the retries made by themselves since the last status read, and the one waiting. */
  private autoRetries = 0;
  private retryTimer: unknown = null;
  retryingByItself = false;

  constructor(
    private readonly settings: RestaurantSettings,
    /** checkout 2: the first comma-separated value of ?orderId= (core orderNumberFromQuery). */
    readonly orderNumber: string | null,
    /** checkout 8: the error type a refused order brings to this page (?type=). */
    private readonly errorType: string | null,
    private readonly deps: TrackingDeps,
    private readonly paymentReturn: PaymentReturnQuery = { result: null, providerId: null },
  ) {
    makeAutoObservable<TrackingViewModel, 'settings' | 'errorType' | 'deps' | 'subscription' | 'running' | 'paymentSubscription' | 'paymentReturn' | 'autoRetries' | 'retryTimer'>(
      this,
      { settings: false, orderNumber: false, errorType: false, deps: false, subscription: false, running: false, paymentSubscription: false, paymentReturn: false, autoRetries: false, retryTimer: false },
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
    this.paymentSubscription?.unsubscribe();
    this.paymentSubscription = null;
    this.dropRetryTimer();
  }

  /** checkout 4: paid online (as the order says, or as the bank return hints). */
  get isOnline(): boolean {
    if (this.state.kind === 'tracking' && this.state.status.payment) return this.state.status.payment.mode === 'ONLINE';
    return this.paymentReturn.providerId !== null || this.paymentReturn.result !== null;
  }

  /** checkout 4: what the platform says of the payment (the confirmation when asked, else the status read). */
  get paymentStatus(): PaymentStatus | null {
    if (this.payment?.kind === 'known') return this.payment.status;
    return this.state.kind === 'tracking' ? (this.state.status.payment?.payment_status ?? null) : null;
  }

  /** checkout 4, confirmation titles by payment state. */
  get titleKey(): string | null {
    if (this.state.kind !== 'tracking') return null;
    if (this.isOnline && this.payment?.kind !== 'known') return 'payment_checking';
    return confirmationTitleKey(this.paymentStatus, this.isOnline);
  }

  /** checkout 4 and 9: the leave-page warning is on while the payment poll runs. */
  get paymentPolling(): boolean {
    return this.payment?.kind === 'known' && this.payment.polling;
  }

  /** checkout 4 and 8: the error display of a payment that failed (type 1, 2 or 3). */
  get paymentErrorKey(): string | null {
    return this.payment?.kind === 'known' && this.payment.errorType !== null ? paymentErrorMessageKey(this.payment.errorType) : null;
  }

  /**
   * Issue 22.1 (checkout 4): whether the order itself is shown (number, steps, lines, receipt...). An order
   * paid online whose payment failed never reached the kitchen: the page shows only the refusal and the
   * ways back; while its payment is first checked, nothing is shown that may turn out untrue.
   */
  get showsOrder(): boolean {
    if (!this.isOnline) return true;
    return this.payment?.kind === 'known' && this.payment.errorType === null;
  }

  /** checkout 4: the order reached the kitchen (a step is done); one waiting for its payment has no step to show. */
  get reachedKitchen(): boolean {
    return this.progress?.steps.some((step) => step.state !== 'pending') ?? false;
  }

  get basketRestored(): boolean {
    return this.payment?.kind === 'known' && this.payment.basketRestored;
  }

  /** Issue 7: what is still to pay at the counter (none once paid online); null when not told. */
  get amountToPay(): number | null {
    if (this.state.kind !== 'tracking') return null;
    const { status } = this.state;
    // The payment as last confirmed may be newer than the status read (a pending payment settled since).
    const confirmed = this.payment?.kind === 'known' && status.payment ? { ...status, payment: { ...status.payment, payment_status: this.payment.status } } : status;
    return amountStillToPay(confirmed);
  }

  get status(): TrackStatus | null {
    return this.state.kind === 'tracking' ? this.state.status : null;
  }

  /** After a failed fetch: follow the order again from the start (the customer's retry starts a new window). */
  retry(): void {
    this.autoRetries = 0;
    this.dropRetryTimer();
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

  /** Issue 18: the discounts the platform took off, a gift named from the order's own lines (checkout 3). */
  get discountRows(): readonly DiscountRow[] {
    if (this.state.kind !== 'tracking') return [];
    const { lines, discounts } = this.state.status;
    return discountRows(discounts, (productId) => lines.find((line) => line.product_id === productId)?.name ?? null);
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

  /** checkout 8: an unknown order is "this command does not exist", ORDER_UNAVAILABLE "cant reach order"; others may be retried. */
  get loadFailureKey(): string | null {
    return this.state.kind === 'failed' ? trackFailureText(this.state.failure).titleKey : null;
  }

  /** checkout 8: the message under the title ('order unavailable'), when the failure has one. */
  get loadFailureMessageKey(): string | null {
    return this.state.kind === 'failed' ? trackFailureText(this.state.failure).messageKey : null;
  }

  get canRetry(): boolean {
    return this.state.kind === 'failed' && this.state.failure.kind !== 'not_found' && this.state.failure.code !== ORDER_UNAVAILABLE;
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
    if (state.kind === 'tracking') {
      this.autoRetries = 0;
      this.dropRetryTimer();
    }
    if (this.canRetry) this.retryLater();
    if (this.isOnline && state.kind === 'tracking') this.confirmPaymentOnce();
  }

  /**
   * checkout 4: no status read yet and the fetch failed: TrackOrder's own polling (made for a live channel
   * that drops, issue 5.8) is stopped, and the order is asked again every 5 s, 12 times, the failure shown
   * meanwhile (checkout 8); then the page waits for the customer's retry.
   */
  private retryLater(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.dropRetryTimer();
    if (!this.running || this.autoRetries >= AUTO_RETRIES) return;
    this.retryingByItself = true;
    this.retryTimer = (this.deps.timers ?? browserTimers).setTimeout(() => {
      this.retryTimer = null;
      this.autoRetries += 1;
      this.follow();
    }, PAYMENT_POLLING.everyMs);
  }

  private dropRetryTimer(): void {
    if (this.retryTimer !== null) (this.deps.timers ?? browserTimers).clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryingByItself = false;
  }

  private confirmPaymentOnce(): void {
    const orderNumber = this.orderNumber;
    if (this.paymentSubscription || !orderNumber || !this.deps.confirmPayment || !this.running) return;
    this.paymentSubscription = { unsubscribe: () => undefined };
    this.deps
      .confirmPayment()
      .then((confirmPayment) => {
        if (!this.running) return;
        this.paymentSubscription = confirmPayment
          .execute({ restaurantId: this.settings.id, orderNumber, ...this.paymentReturn })
          .subscribe((payment) => this.receivePayment(payment));
      })
      .catch(() => this.receivePayment({ kind: 'known', status: 'rejected', polling: false, errorType: 2, basketRestored: false }));
  }

  private receivePayment(payment: PaymentConfirmation): void {
    this.payment = payment;
  }
}
