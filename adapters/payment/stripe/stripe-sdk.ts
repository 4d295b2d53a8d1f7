/**
 * The part of Stripe.js the adapter uses (card Element, confirmCardPayment), as plain shapes: the real
 * SDK fits them, and so does the fake the tests and the contract kit use (Stripe cannot be reached here).
 */
export interface StripeCardChange {
  readonly complete: boolean;
  readonly error?: { readonly message: string };
}

export interface StripeCardElementLike {
  mount(target: string | HTMLElement): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
  destroy(): void;
}

export interface StripeElementsLike {
  create(type: 'card', options?: { readonly hidePostalCode?: boolean }): StripeCardElementLike;
}

/** Stripe's error types (card_error: the bank or the card said no; the others: Stripe or the network). */
export interface StripeErrorLike {
  readonly type: string;
  readonly message?: string;
}

export type StripeIntentResult =
  | { readonly paymentIntent: { readonly status: string }; readonly error?: undefined }
  | { readonly error: StripeErrorLike; readonly paymentIntent?: undefined };

export interface StripeLike {
  elements(options: { readonly locale: string }): StripeElementsLike;
  confirmCardPayment(clientSecret: string, data: { readonly payment_method: { readonly card: StripeCardElementLike } }): Promise<StripeIntentResult>;
}

/** `loadStripe`'s shape: resolves null where Stripe.js cannot run, rejects when it cannot be fetched. */
export type LoadStripe = (publishableKey: string, options?: { readonly locale?: string }) => Promise<StripeLike | null>;

/**
 * The real loader, imported on the payment step only. `@stripe/stripe-js/pure` injects js.stripe.com
 * when loadStripe is called, not at import time as the plain entry does (docs: "Importing loadStripe
 * without side effects").
 */
export const loadRealStripe: LoadStripe = async (publishableKey, options) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, options as Parameters<typeof loadStripe>[1]);
  return stripe as unknown as StripeLike | null;
};
