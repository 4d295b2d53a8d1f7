import type { PaymentProvider } from '../../core/ports/payment-provider';

/**
 * What an adapter module gives the payment-provider contract kit (tests/contract/payment/): a way to
 * build the provider in a page, and the hooks that play the provider's side (its fields, its verdict)
 * so that every case can be staged without reaching the provider. `npm run test:payment-kit --
 * <module>` runs the kit against the module's `paymentKitEntry` export.
 */
export interface PaymentKitEntry {
  readonly name: string;
  /** What a successful pay() answers: taken in place, or a page to leave for. */
  readonly success: 'authorised' | 'redirect';
  /** The outcomes this provider can give in place (a redirect provider learns refusals on its return page). */
  readonly stages: readonly PaymentKitStage[];
  /** A fresh provider for one case, in `host` (a page: a real window, or the kit's small DOM). */
  create(host: Window): PaymentKitHarness | Promise<PaymentKitHarness>;
}

export type PaymentKitStage = 'succeed' | 'refuse' | 'fail';

export interface PaymentKitHarness {
  readonly provider: PaymentProvider;
  /** The customer types a whole test card in the provider's fields (true) or leaves them half-filled. */
  fillCardFields(complete: boolean): void | Promise<void>;
  /** Stages what the provider (or the platform behind it) answers to the next payment. */
  nextPayment(stage: PaymentKitStage): void;
  /** The order the platform took for this case, when the provider's side must know it (default KIT7ORDER001). */
  readonly orderNumber?: string;
  /** The platform's redirectionUrl for the order (checkout 7), as this provider expects it. */
  redirectionUrl(): string | null;
  /** The card number the customer types: the kit checks that it shows up neither in the page nor in a request. */
  readonly cardNumber: string;
  /** Every request the storefront's side of the adapter sent (url and body), for the same check. */
  sentRequests(): readonly string[];
}
