import type { StripePaymentMethodEvent, StripePaymentRequestLike, StripePaymentRequestOptions, StripeWalletsResult } from './stripe-sdk';

/**
 * Issue 20.1: a fake of Stripe's Payment Request (the wallets' sheet) for the tests: canMakePayment answers
 * the wallets the fake device has; the test plays the customer in the sheet (approve with a card, or
 * close it) and reads how the adapter closed it.
 */
export class FakePaymentRequest implements StripePaymentRequestLike {
  total: { readonly label: string; readonly amount: number };
  shown = false;
  /** How the adapter closed the sheet after the approval (success or fail). */
  completed: 'success' | 'fail' | null = null;
  private readonly handlers: { paymentmethod?: (event: StripePaymentMethodEvent) => void; cancel?: () => void } = {};

  constructor(
    readonly options: StripePaymentRequestOptions,
    private readonly wallets: () => StripeWalletsResult,
  ) {
    this.total = options.total;
  }

  canMakePayment(): Promise<StripeWalletsResult> {
    return Promise.resolve(this.wallets());
  }

  update(options: { readonly total: { readonly label: string; readonly amount: number } }): void {
    this.total = options.total;
  }

  show(): void {
    this.shown = true;
  }

  on(event: 'paymentmethod' | 'cancel', handler: ((event: StripePaymentMethodEvent) => void) | (() => void)): void {
    if (event === 'paymentmethod') this.handlers.paymentmethod = handler as (event: StripePaymentMethodEvent) => void;
    else this.handlers.cancel = handler as () => void;
  }

  off(event: 'paymentmethod' | 'cancel'): void {
    delete this.handlers[event];
  }

  /** The customer approves in the sheet: the wallet gives Stripe a PaymentMethod. */
  approve(paymentMethodId: string): void {
    if (!this.shown) throw new Error('the sheet is not shown');
    this.handlers.paymentmethod?.({ paymentMethod: { id: paymentMethodId }, complete: (status) => (this.completed = status) });
  }

  /** The customer closes the sheet. */
  close(): void {
    this.handlers.cancel?.();
  }
}
