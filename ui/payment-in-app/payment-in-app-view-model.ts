import { makeAutoObservable, runInAction } from 'mobx';
import { HOSTED_FIELDS_PROVIDER_ID } from '../../core/domain/payment/payment-providers';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { InAppOrder, InAppPaymentGateway } from '../../core/ports/in-app-payment-gateway';
import type { CardFields, PaymentContext, PaymentProvider, PaymentProviderRegistry } from '../../core/ports/payment-provider';

/** checkout 2: the query of the in-app payment page. */
export interface InAppPaymentQuery {
  readonly orderNumber: string | null;
  readonly token: string | null;
  readonly publicKey: string | null;
}

export interface PaymentInAppDeps {
  readonly gateway: () => Promise<InAppPaymentGateway>;
  readonly registry: () => Promise<PaymentProviderRegistry>;
  /** Where the customer follows the order once paid (the tracking page). */
  readonly track: (orderNumber: string) => void;
  readonly locale: () => string;
}

export type PaymentInAppState = 'loading' | 'invalid' | 'already_paid' | 'unavailable' | 'ready' | 'paying' | 'refused' | 'failed';

/** Plain tokens only: a link is read, never trusted (the platform checks the token against the order). */
const ORDER_NUMBER = /^[\w-]{1,40}$/;
const TOKEN = /^[\w-]{1,100}$/;

/**
 * The in-app payment page (checkout 2): an app sends its customer to pay an order it already placed,
 * with the order number, a token made for that order and the restaurant's public key. The platform
 * tells the amount and whether the token is the order's; the sandbox's hosted fields (provider 8,
 * checkout 9) take the card; once paid, the tracking page follows the order.
 */
export class PaymentInAppViewModel {
  state: PaymentInAppState = 'loading';
  order: InAppOrder | null = null;
  /** checkout 4: false until the card fields report complete. */
  complete = false;
  private provider: PaymentProvider | null = null;
  private fields: CardFields | null = null;
  /** Each open() is one attempt; a closed page or a newer attempt drops what an older one brings. */
  private attempt = 0;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly query: InAppPaymentQuery,
    private readonly deps: PaymentInAppDeps,
  ) {
    makeAutoObservable<PaymentInAppViewModel, 'deps' | 'provider' | 'fields' | 'attempt' | 'query'>(
      this,
      { deps: false, provider: false, fields: false, attempt: false, query: false },
      { autoBind: true },
    );
  }

  get canPay(): boolean {
    return this.complete && (this.state === 'ready' || this.state === 'refused' || this.state === 'failed');
  }

  /** Reads the link, asks the platform for its order, then draws the card fields in `selector`. */
  async open(selector: string): Promise<void> {
    const attempt = ++this.attempt;
    const stale = () => attempt !== this.attempt;
    const { orderNumber, token, publicKey } = this.query;
    if (!orderNumber || !ORDER_NUMBER.test(orderNumber) || !token || !TOKEN.test(token) || !publicKey || !TOKEN.test(publicKey)) return this.become('invalid');
    let order: InAppOrder | null;
    try {
      order = await (await this.deps.gateway()).find(this.restaurantId, orderNumber, token);
    } catch {
      return stale() ? undefined : this.become('unavailable');
    }
    if (stale()) return;
    // The public key of the link must be the restaurant's own for its hosted fields.
    if (!order || order.publicKey !== publicKey) return this.become('invalid');
    runInAction(() => (this.order = order));
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'pending') return this.become('already_paid');
    try {
      const provider = await (await this.deps.registry()).load(HOSTED_FIELDS_PROVIDER_ID, 'ONLINE');
      if (!provider?.hasCardFields) throw new Error('no hosted fields');
      const fields = await provider.mountCardFields(selector, this.context(order));
      if (stale()) return fields.unmount();
      this.provider = provider;
      this.fields = fields;
      fields.onChange((complete) => runInAction(() => (this.complete = complete)));
      runInAction(() => {
        this.complete = fields.complete;
        this.state = 'ready';
      });
    } catch {
      if (!stale()) this.become('unavailable');
    }
  }

  async pay(): Promise<void> {
    const order = this.order;
    if (!this.canPay || !order || !this.provider) return;
    this.state = 'paying';
    const attempt = this.attempt;
    const outcome = await this.provider.pay({ ...this.context(order), orderNumber: order.orderNumber, redirectionUrl: null, successUrl: '', cancelUrl: '' }, this.fields);
    if (attempt !== this.attempt) return;
    if (outcome.kind === 'authorised') return this.deps.track(order.orderNumber);
    this.become(outcome.kind === 'refused' ? 'refused' : 'failed');
  }

  close(): void {
    this.attempt += 1;
    this.fields?.unmount();
    this.fields = null;
  }

  /** checkout 7: the hosted fields' amount is the order's total as the platform priced it, country FR. */
  private context(order: InAppOrder): PaymentContext {
    return { restaurantId: this.restaurantId, providerId: HOSTED_FIELDS_PROVIDER_ID, paymentTypeId: 1, amount: order.amount, currency: order.currency, country: 'FR', locale: this.deps.locale() };
  }

  private become(state: PaymentInAppState): void {
    this.state = state;
  }
}
