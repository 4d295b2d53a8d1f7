import type { PaymentKitStage } from '../payment-kit-entry';
import type { LoadStripe, StripeCardChange, StripeCardElementLike, StripeIntentResult, StripeLike } from './stripe-sdk';

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
      confirmCardPayment: async (secret, data) => {
        this.confirmed.push(secret);
        if (data.payment_method.card !== this.card) throw new Error('confirmCardPayment with another card Element');
        if (this.next instanceof Error) throw this.next;
        return this.next;
      },
    };
    return stripe;
  };

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
