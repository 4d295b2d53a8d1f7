import type { Cents } from '../domain/money/money';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { WalletKind } from '../domain/payment/wallets';

/**
 * checkout 2 and 4: how an online payment is taken once the platform has accepted the order. One
 * adapter per provider (adapters/payment/<provider>/) implements this port; a registry maps the
 * platform's provider ids onto adapters, loaded lazily on the payment step so that no SDK weighs on
 * the menu.
 *
 * Card data never crosses this port: the adapter draws the provider's own fields in the page and
 * only reports whether they are complete.
 */
export interface PaymentProvider {
  /** The provider's name, for logs and the integrator's contract report. */
  readonly name: string;
  /**
   * True when the customer types card data into fields this provider draws on the checkout (hosted
   * fields, embedded form). The checkout then refuses to validate until they are complete
   * (checkout 5: `missing_hosted_fields`).
   */
  readonly hasCardFields: boolean;
  /** Draws the provider's card fields inside the element matched by `selector`. Only when `hasCardFields`. */
  mountCardFields(selector: string, context: PaymentContext): Promise<CardFields>;
  /** After the platform accepted the order: take the payment (redirect, confirm the fields, card session...). */
  pay(request: PaymentRequest, fields: CardFields | null): Promise<PaymentOutcome>;
  /** Issue 20.1: the provider's wallets (Apple Pay, Google Pay, the sandbox's), when it offers any. */
  readonly wallet?: WalletCapability;
}

/**
 * Issue 20.1, express checkout: a wallet pays the order in place of the card fields. Its outcome takes the
 * cards' path: the platform, never the wallet's word, confirms the payment.
 */
export interface WalletCapability {
  /** The wallets this device can pay with that the merchant enabled at the provider; none: no button. */
  available(context: PaymentContext): Promise<readonly WalletKind[]>;
  /** After the platform accepted the order: the wallet's sheet, then the provider takes the payment. */
  pay(request: PaymentRequest, wallet: WalletKind): Promise<PaymentOutcome>;
}

/** What the provider needs to know before an order exists (to draw its fields). */
export interface PaymentContext {
  readonly restaurantId: RestaurantId;
  readonly providerId: number;
  readonly paymentTypeId: number;
  /** checkout 7: amount for hosted fields is (basket total + tips), in minor units of `currency`. */
  readonly amount: Cents;
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
  /** checkout 9: billing country France. */
  readonly country: string;
  /** The customer's locale as a BCP 47 tag (fr, en-GB, de, ar-SA...), so the provider's fields speak it where they can. */
  readonly locale: string;
}

/** What the provider needs once the platform accepted the order. */
export interface PaymentRequest extends PaymentContext {
  readonly orderNumber: string;
  /** checkout 7: the platform's `redirectionUrl` for this order, when it gave one. */
  readonly redirectionUrl: string | null;
  /** Where the provider sends the customer back (payement_infos success_url / cancel_url). */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** The provider's card fields, mounted in the page. */
export interface CardFields {
  /** checkout 4: true only when the provider reports the card fields complete. */
  readonly complete: boolean;
  /** Called on every change of `complete`; returns the unsubscribe function. */
  onChange(listener: (complete: boolean) => void): () => void;
  unmount(): void;
}

/**
 * The provider's word on a payment. It is never the last word: the storefront trusts a payment only
 * after the platform confirms it (checkout 4, payment return).
 */
export type PaymentOutcome =
  /** The browser must leave for the provider's page, which will come back to successUrl or cancelUrl. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** The provider took the payment in place; the platform will confirm it. */
  | { readonly kind: 'authorised' }
  /** checkout 4: error type 1, payment rejected. */
  | { readonly kind: 'refused'; readonly message?: string }
  /** checkout 4: error type 3, payment cancelled by the customer. */
  | { readonly kind: 'cancelled' }
  /** checkout 4: error type 2, the provider could not be reached or failed. */
  | { readonly kind: 'failed'; readonly message?: string };

/** Maps a platform provider id onto its adapter, loading the adapter (and its SDK) only when asked. */
export interface PaymentProviderRegistry {
  /**
   * null when no adapter handles this provider id (the checkout then offers it no online payment).
   * `mode`: the provider entry's type; every ONSPOT provider is paid on the spot, whatever its id.
   */
  load(providerId: number, mode?: 'ONLINE' | 'ONSPOT'): Promise<PaymentProvider | null>;
}

export const PAYMENT_PROVIDER_REGISTRY = Symbol.for('ordering.PaymentProviderRegistry');
