import type { DateTime } from 'luxon';
import { makeAutoObservable } from 'mobx';
import type { Unsubscribable } from 'rxjs';
import type { OrderConfirmation } from '../../core/domain/confirmation/order-confirmation';
import { confirmationOrderNumber, confirmationTitleKey, orderConfirmationOf } from '../../core/domain/confirmation/order-confirmation';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ConfirmPayment, PaymentConfirmation } from '../../core/use-cases/payment/confirm-payment';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { Lifecycle } from '../container/use-view-model';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';

export interface OrderConfirmationDeps {
  /** Resolved lazily: they come with the page's chunk (rxjs, the payment rules). */
  readonly confirmPayment: () => Promise<Pick<ConfirmPayment, 'execute'>>;
  readonly getOrderStatus: () => Promise<Pick<GetOrderStatus, 'execute'>>;
  /** checkout 7, lastCmd: the order this storefront stored for the restaurant; null when none. */
  readonly lastStoredOrder: () => Promise<string | null>;
  readonly navigate: Navigate;
  /** The clock's time (the collect hour's day is told when it is not today). */
  readonly now: () => Promise<DateTime>;
}

/** checkout 2: the page's query (provider_id, result, orderId), unchecked. */
export interface ConfirmationQuery {
  readonly orderId: string | null;
  readonly result: string | null;
  readonly providerId: string | null;
}

export type ConfirmationScreen =
  | { readonly kind: 'loading' }
  /** checkout 2: "order-not-found message if no last order is stored" (and checkout 8, an unknown order). */
  | { readonly kind: 'not_found' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly order: OrderConfirmation };

/**
 * checkout 2, order confirmation page: where an online payment comes back. The platform says whether the
 * order is paid (checkout 4, payment return and polling, through ConfirmPayment, never the query); a payment
 * in error leaves for the payment error page; meanwhile the order is shown with its collect hour and address.
 */
export class OrderConfirmationViewModel implements Lifecycle {
  screen: ConfirmationScreen = { kind: 'loading' };
  payment: PaymentConfirmation = { kind: 'checking' };
  orderNumber: string | null = null;
  private subscription: Unsubscribable | null = null;
  private running = false;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly query: ConfirmationQuery,
    private readonly deps: OrderConfirmationDeps,
  ) {
    makeAutoObservable<OrderConfirmationViewModel, 'settings' | 'query' | 'deps' | 'subscription' | 'running'>(
      this,
      { settings: false, query: false, deps: false, subscription: false, running: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.running = true;
    void this.open();
    return this.stop;
  }

  stop(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  /** checkout 4, confirmation titles; null while the platform has not said yet. */
  get titleKey(): ReturnType<typeof confirmationTitleKey> | null {
    return this.payment.kind === 'known' ? confirmationTitleKey(this.payment.status) : null;
  }

  /** checkout 4: the leave-page warning is on while the payment poll goes on. */
  get polling(): boolean {
    return this.payment.kind === 'checking' || this.payment.polling;
  }

  private async open(): Promise<void> {
    const stored = this.query.orderId === null ? await this.deps.lastStoredOrder().catch(() => null) : null;
    const orderNumber = confirmationOrderNumber(this.query.orderId, stored);
    if (!this.running) return;
    this.setOrderNumber(orderNumber);
    if (orderNumber === null) {
      this.show({ kind: 'not_found' });
      return;
    }
    void this.followPayment(orderNumber);
    await this.loadOrder(orderNumber);
  }

  private async followPayment(orderNumber: string): Promise<void> {
    try {
      const confirm = await this.deps.confirmPayment();
      if (!this.running) return;
      this.subscription = confirm
        .execute({ restaurantId: this.settings.id, orderNumber, result: this.query.result, providerId: this.query.providerId })
        .subscribe((payment) => this.receive(payment));
    } catch {
      // The payment rules could not load: the platform's word is unknown, as a server error (checkout 4, type 2).
      this.receive({ kind: 'known', status: null, polling: false, errorType: 2, basketRestored: false });
    }
  }

  private async loadOrder(orderNumber: string): Promise<void> {
    try {
      const result = await (await this.deps.getOrderStatus()).execute({ restaurantId: this.settings.id, orderNumber });
      const now = await this.deps.now();
      if (!this.running) return;
      if (result.ok) this.show({ kind: 'ready', order: orderConfirmationOf(result.value, this.settings, now) });
      else this.show({ kind: result.error.kind === 'not_found' ? 'not_found' : 'failed' });
    } catch {
      if (this.running) this.show({ kind: 'failed' });
    }
  }

  private receive(payment: PaymentConfirmation): void {
    if (!this.running) return;
    this.payment = payment;
    // checkout 2 and 4: a payment in error goes to the payment error page, which leads back to checkout.
    if (payment.kind === 'known' && payment.errorType !== null) {
      this.stop();
      this.deps.navigate(paths.paymentError(this.settings.id, payment.errorType), { replace: true });
    }
  }

  private setOrderNumber(orderNumber: string | null): void {
    this.orderNumber = orderNumber;
  }

  private show(screen: ConfirmationScreen): void {
    this.screen = screen;
  }
}
