import type { CardFields, PaymentContext, PaymentOutcome, PaymentProvider, PaymentRequest } from '../../../core/ports/payment-provider';
import { stripeClientSecret } from './stripe-client-secret';
import type { LoadStripe, StripeCardElementLike, StripeIntentResult, StripeLike } from './stripe-sdk';
import { loadRealStripe } from './stripe-sdk';
import { stripeOutcome } from './stripe-outcome';
import { StripeWallet } from './stripe-wallet';

export { stripeOutcome };

export interface StripeProviderOptions {
  /** checkout 7 "Payment public key": the restaurant's publishable key for this provider. */
  readonly publishableKey: (context: PaymentContext) => Promise<string>;
  /** Defaults to the real Stripe.js, loaded on first use; tests give a fake. */
  readonly loadStripe?: LoadStripe;
  readonly host?: Window;
}

/** Stripe's card Element in the page: Stripe's own frame, of which we only hear "complete" or not. */
class StripeCardFields implements CardFields {
  complete = false;
  private readonly listeners = new Set<(complete: boolean) => void>();

  constructor(
    readonly stripe: StripeLike,
    readonly card: StripeCardElementLike,
  ) {
    card.on('change', (change) => {
      if (change.complete === this.complete) return;
      this.complete = change.complete;
      for (const listener of this.listeners) listener(change.complete);
    });
  }

  onChange(listener: (complete: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  unmount(): void {
    this.listeners.clear();
    this.card.destroy();
  }
}

/** The locales Stripe Elements are translated into (Stripe's list, those our locales can ask for). */
const STRIPE_LOCALES = new Set(['ar', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'fi', 'fr', 'he', 'hu', 'it', 'ja', 'ko', 'lt', 'lv', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sv', 'th', 'tr', 'vi', 'zh']);

/** checkout 9, issue 21: the customer's locale (a BCP 47 tag) as Stripe names it, else its language; else Stripe follows the browser. */
export function stripeLocale(locale: string): string {
  if (STRIPE_LOCALES.has(locale)) return locale;
  const language = locale.slice(0, 2).toLowerCase();
  if (language === 'co') return 'fr';
  return STRIPE_LOCALES.has(language) ? language : 'auto';
}

/**
 * Provider 5 (checkout 4 and 9, "embedded form"): Stripe's card Element drawn in the checkout, paid
 * with confirmCardPayment on the PaymentIntent the platform opened for the order (its client secret
 * comes in the order's answer: stripe-client-secret.ts). 3-D Secure (requires_action) is played by
 * Stripe.js inside confirmCardPayment. The card never leaves Stripe's frame.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'Stripe';
  readonly hasCardFields = true;
  /** Issue 20.1: Apple Pay and Google Pay through Stripe's Payment Request (stripe-wallet.ts). */
  readonly wallet: StripeWallet;

  constructor(private readonly options: StripeProviderOptions) {
    this.wallet = new StripeWallet(options);
  }

  async mountCardFields(selector: string, context: PaymentContext): Promise<CardFields> {
    const host = this.options.host ?? globalThis.window;
    const container = host.document.querySelector<HTMLElement>(selector);
    if (!container) throw new Error(`no element ${selector} to draw the card fields in`);
    const key = await this.options.publishableKey(context);
    const locale = stripeLocale(context.locale);
    // Rejects offline (js.stripe.com unreachable): the checkout then says this method cannot load.
    const stripe = await (this.options.loadStripe ?? loadRealStripe)(key, { locale });
    if (!stripe) throw new Error('Stripe.js cannot run in this browser');
    const card = stripe.elements({ locale }).create('card', { hidePostalCode: true });
    const fields = new StripeCardFields(stripe, card);
    card.mount(container);
    return fields;
  }

  async pay(request: PaymentRequest, fields: CardFields | null): Promise<PaymentOutcome> {
    if (!(fields instanceof StripeCardFields)) return { kind: 'failed', message: 'the card fields are not drawn' };
    const secret = stripeClientSecret(request.redirectionUrl);
    if (!secret) return { kind: 'failed', message: 'the platform opened no Stripe payment for this order' };
    let result: StripeIntentResult;
    try {
      result = await fields.stripe.confirmCardPayment(secret, { payment_method: { card: fields.card } });
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : 'Stripe could not be reached' };
    }
    return stripeOutcome(result);
  }
}
