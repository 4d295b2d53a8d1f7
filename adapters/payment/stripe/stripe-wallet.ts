import type { WalletKind } from '../../../core/domain/payment/wallets';
import type { PaymentContext, PaymentOutcome, PaymentRequest, WalletCapability } from '../../../core/ports/payment-provider';
import { stripeClientSecret } from './stripe-client-secret';
import type { LoadStripe, StripeIntentResult, StripeLike, StripePaymentMethodEvent, StripePaymentRequestLike } from './stripe-sdk';
import { loadRealStripe } from './stripe-sdk';
import { stripeOutcome } from './stripe-outcome';

export interface StripeWalletOptions {
  readonly publishableKey: (context: PaymentContext) => Promise<string>;
  readonly loadStripe?: LoadStripe;
  /** The line the wallet's sheet shows above the total (the establishment's name). */
  readonly label?: (context: PaymentContext) => string;
}

/**
 * Issue 20.1: Apple Pay and Google Pay through Stripe's Payment Request. Stripe's canMakePayment answers
 * for both sides at once: the device has the wallet with a card in it, and the merchant's Stripe account
 * accepts it on this domain (Apple Pay needs the domain registered: adapters/payment/README.md). The
 * sheet is shown on the button's press (the order is placed first, within the press's user activation);
 * the PaymentMethod it gives confirms the PaymentIntent the platform opened for the order.
 */
export class StripeWallet implements WalletCapability {
  private prepared: { readonly stripe: StripeLike; readonly request: StripePaymentRequestLike } | null = null;

  constructor(private readonly options: StripeWalletOptions) {}

  async available(context: PaymentContext): Promise<readonly WalletKind[]> {
    const stripe = await (this.options.loadStripe ?? loadRealStripe)(await this.options.publishableKey(context));
    if (!stripe) return [];
    const request = stripe.paymentRequest({ country: context.country, currency: context.currency.toLowerCase(), total: { label: this.label(context), amount: context.amount } });
    const can = await request.canMakePayment();
    this.prepared = { stripe, request };
    const wallets: WalletKind[] = [];
    if (can?.applePay) wallets.push('apple_pay');
    if (can?.googlePay) wallets.push('google_pay');
    return wallets;
  }

  pay(request: PaymentRequest, wallet: WalletKind): Promise<PaymentOutcome> {
    const prepared = this.prepared;
    if (!prepared || wallet === 'sandbox_pay') return Promise.resolve({ kind: 'failed', message: `Stripe cannot pay with ${wallet} here` });
    const secret = stripeClientSecret(request.redirectionUrl);
    if (!secret) return Promise.resolve({ kind: 'failed', message: 'the platform opened no Stripe payment for this order' });
    const { stripe, request: sheet } = prepared;
    // The amount of the order the platform took, which the sheet shows and the wallet approves.
    sheet.update({ total: { label: this.label(request), amount: request.amount } });
    return new Promise<PaymentOutcome>((resolve) => {
      const finish = (outcome: PaymentOutcome) => {
        sheet.off('paymentmethod');
        sheet.off('cancel');
        resolve(outcome);
      };
      sheet.on('cancel', () => finish({ kind: 'cancelled' }));
      sheet.on('paymentmethod', (event) => void confirm(stripe, secret, event).then(finish));
      sheet.show();
    });
  }

  private label(context: PaymentContext): string {
    return this.options.label?.(context) ?? String(context.restaurantId);
  }
}

/**
 * Stripe's documented wallet flow: confirm without actions, close the sheet with the result, then let
 * Stripe.js play a 3-D Secure check if the bank asks for one.
 */
async function confirm(stripe: StripeLike, secret: string, event: StripePaymentMethodEvent): Promise<PaymentOutcome> {
  let result: StripeIntentResult;
  try {
    result = await stripe.confirmCardPayment(secret, { payment_method: event.paymentMethod.id }, { handleActions: false });
  } catch (error) {
    event.complete('fail');
    return { kind: 'failed', message: error instanceof Error ? error.message : 'Stripe could not be reached' };
  }
  event.complete(result.error ? 'fail' : 'success');
  if (!result.error && result.paymentIntent.status === 'requires_action') {
    try {
      result = await stripe.confirmCardPayment(secret);
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : 'Stripe could not be reached' };
    }
  }
  return stripeOutcome(result);
}
