import type { PaymentKitStage } from '../payment-kit-entry';
import type { LoadStripe, StripeCardChange, StripeCardElementLike, StripeIntentResult, StripeLike, StripePaymentRequestOptions } from './stripe-sdk';
import { FakePaymentRequest } from './fake-stripe-payment-request';

/**
 * A fake of Stripe.js for tests and the contract kit (Stripe cannot be reached here): its card Element
 * draws a frame standing for Stripe's, keeps what is "typed" inside it, and confirmCardPayment answers
 * what the test staged. It records what the adapter asked of it.
 */
export class FakeStripe {
  readonly loaded: { key: string; locale: string | undefined }[] = [];
  readonly elementsLocales: string[] = [];
  readonly confirmed: string[] = [];
  /** What the next confirmCardPayment answers (or throws). */
  next: StripeIntentResult | Error = { paymentIntent: { status: 'succeeded' } };
  /** loadStripe rejects, as it does when js.stripe.com cannot be fetched. */
  offline = false;
  /** Issue 20.1: what the wallet confirmations were made with (the wallet's PaymentMethod ids, or a 3-D Secure follow-up). */
  readonly walletConfirmations: { secret: string; paymentMethod: string | null; handleActions: boolean | null }[] = [];
  /** The wallets this fake device has (Stripe's canMakePayment answer). */
  wallets: { applePay?: boolean; googlePay?: boolean } | null = null;
  /** The Payment Requests the adapter made. */
  readonly paymentRequests: FakePaymentRequest[] = [];
  private card: FakeCardElement | null = null;

  constructor(private readonly host: Window) {}

  readonly loadStripe: LoadStripe = async (key, options) => {
    this.loaded.push({ key, locale: options?.locale });
    if (this.offline) throw new Error('Failed to load Stripe.js');
    const stripe: StripeLike = {
      elements: ({ locale }) => {
        this.elementsLocales.push(locale);
        return { create: () => (this.card = new FakeCardElement(this.host)) };
      },
      confirmCardPayment: async (secret, data, options) => {
        this.confirmed.push(secret);
        if (typeof data?.payment_method === 'string' || data === undefined) {
          this.walletConfirmations.push({ secret, paymentMethod: typeof data?.payment_method === 'string' ? data.payment_method : null, handleActions: options?.handleActions ?? null });
        } else if (data.payment_method.card !== this.card) throw new Error('confirmCardPayment with another card Element');
        const next = this.queue.shift() ?? this.next;
        if (next instanceof Error) throw next;
        return next;
      },
      paymentRequest: (options: StripePaymentRequestOptions) => {
        const request = new FakePaymentRequest(options, () => this.wallets);
        this.paymentRequests.push(request);
        return request;
      },
    };
    return stripe;
  };

  /** Answers given before `next`, in order (a wallet payment then its 3-D Secure check). */
  readonly queue: (StripeIntentResult | Error)[] = [];

  /** The customer types in Stripe's frame: a whole card, or part of one. */
  type(complete: boolean): void {
    this.card?.type(complete);
  }

  stage(stage: PaymentKitStage): void {
    this.next =
      stage === 'succeed'
        ? { paymentIntent: { status: 'succeeded' } }
        : stage === 'refuse'
          ? { error: { type: 'card_error', message: 'Your card was declined.' } }
          : { error: { type: 'api_connection_error', message: 'Stripe could not be reached.' } };
  }
}

class FakeCardElement implements StripeCardElementLike {
  private readonly handlers: ((change: StripeCardChange) => void)[] = [];
  private frame: HTMLElement | null = null;

  constructor(private readonly host: Window) {}

  mount(target: string | HTMLElement): void {
    const container = typeof target === 'string' ? this.host.document.querySelector<HTMLElement>(target) : target;
    if (!container) throw new Error('IntegrationError: the selector matched no element');
    const frame = this.host.document.createElement('iframe');
    frame.setAttribute('src', 'https://js.stripe.com/v3/elements-inner-card.html');
    frame.setAttribute('title', 'Secure card payment input frame');
    container.appendChild(frame);
    this.frame = frame;
  }

  on(_event: 'change', handler: (change: StripeCardChange) => void): void {
    this.handlers.push(handler);
  }

  destroy(): void {
    this.frame?.remove();
    this.frame = null;
    this.handlers.length = 0;
  }

  /** What is typed stays inside Stripe's frame: the page hears only "complete" or not. */
  type(complete: boolean): void {
    for (const handler of this.handlers) handler({ complete });
  }
}
