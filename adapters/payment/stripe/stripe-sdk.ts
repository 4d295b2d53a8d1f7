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

/** Issue 20.1: what Stripe's Payment Request says this browser can pay with (null: no wallet at all). */
export type StripeWalletsResult = { readonly applePay?: boolean; readonly googlePay?: boolean; readonly link?: boolean } | null;

/** The wallet's answer once the customer approved in its sheet: a PaymentMethod, and how the sheet must close. */
export interface StripePaymentMethodEvent {
  readonly paymentMethod: { readonly id: string };
  complete(status: 'success' | 'fail'): void;
}

/** Stripe's Payment Request (the wallets' sheet: Apple Pay, Google Pay). */
export interface StripePaymentRequestLike {
  canMakePayment(): Promise<StripeWalletsResult>;
  update(options: { readonly total: { readonly label: string; readonly amount: number } }): void;
  show(): void;
  on(event: 'paymentmethod', handler: (event: StripePaymentMethodEvent) => void): void;
  on(event: 'cancel', handler: () => void): void;
  off(event: 'paymentmethod' | 'cancel'): void;
}

export interface StripePaymentRequestOptions {
  readonly country: string;
  /** Lower case, as Stripe wants it (eur). */
  readonly currency: string;
  readonly total: { readonly label: string; readonly amount: number };
}

export interface StripeLike {
  elements(options: { readonly locale: string }): StripeElementsLike;
  /** A card Element's card, or (wallets) the PaymentMethod id the wallet gave; handleActions false lets us close the sheet first. */
  confirmCardPayment(
    clientSecret: string,
    data?: { readonly payment_method: { readonly card: StripeCardElementLike } | string },
    options?: { readonly handleActions: boolean },
  ): Promise<StripeIntentResult>;
  paymentRequest(options: StripePaymentRequestOptions): StripePaymentRequestLike;
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
