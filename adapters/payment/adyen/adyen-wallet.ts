import type { WalletKind } from '../../../core/domain/payment/wallets';
import type { PaymentContext, PaymentOutcome, PaymentRequest, WalletCapability } from '../../../core/ports/payment-provider';
import { adyenOutcome } from './adyen-outcome';
import { adyenCheckoutBasics, sendToPaymentSession } from './adyen-session';
import type { AdyenSubmitActions, AdyenWalletLike, AdyenWalletType, LoadAdyen } from './adyen-sdk';
import { loadRealAdyen } from './adyen-sdk';

export interface AdyenWalletOptions {
  readonly clientKey: (context: PaymentContext) => Promise<string>;
  readonly apiBaseUrl: string;
  readonly loadAdyen?: LoadAdyen;
  readonly fetch?: typeof fetch;
}

const TYPES: readonly (readonly [WalletKind, AdyenWalletType])[] = [
  ['apple_pay', 'applepay'],
  ['google_pay', 'googlepay'],
];

/**
 * Issue 20.1: Apple Pay and Google Pay through Adyen's wallet components (advanced flow, as the card).
 * isAvailable answers for the device (and, for Apple Pay, the merchant's domain registered at Adyen:
 * adapters/payment/README.md). Pressed, the component opens the wallet's sheet; its token goes to the
 * platform's payment session for the order (the redirectionUrl), and Adyen's resultCode comes back.
 */
export class AdyenWallet implements WalletCapability {
  private components = new Map<WalletKind, AdyenWalletLike>();
  private payment: { readonly request: PaymentRequest; readonly settle: (outcome: PaymentOutcome) => void } | null = null;

  constructor(private readonly options: AdyenWalletOptions) {}

  async available(context: PaymentContext): Promise<readonly WalletKind[]> {
    const clientKey = await this.options.clientKey(context);
    const sdk = await (this.options.loadAdyen ?? loadRealAdyen)();
    const checkout = await sdk.checkout({
      ...adyenCheckoutBasics(clientKey, context),
      onSubmit: (state, _component, actions) => void this.send({ paymentMethod: state.data.paymentMethod, browserInfo: state.data.browserInfo }, actions),
      onAdditionalDetails: (state, _component, actions) => void this.send({ details: state.data.details }, actions),
      onPaymentCompleted: (result) => this.settle(adyenOutcome(result)),
      onPaymentFailed: (result) => this.settle(adyenOutcome(result ?? { resultCode: 'Error' })),
      // Adyen reports a sheet the customer closed as an error named CANCEL.
      onError: (error) => this.settle(error.name === 'CANCEL' ? { kind: 'cancelled' } : { kind: 'failed', message: error.message }),
    });
    const components = new Map<WalletKind, AdyenWalletLike>();
    for (const [wallet, type] of TYPES) {
      const component = sdk.wallet(checkout, type);
      const can = await component.isAvailable().then(
        () => true,
        () => false,
      );
      if (can) components.set(wallet, component);
    }
    this.components = components;
    return [...components.keys()];
  }

  pay(request: PaymentRequest, wallet: WalletKind): Promise<PaymentOutcome> {
    const component = this.components.get(wallet);
    if (!component) return Promise.resolve({ kind: 'failed', message: `Adyen cannot pay with ${wallet} here` });
    if (!request.redirectionUrl) return Promise.resolve({ kind: 'failed', message: 'the platform opened no Adyen payment for this order' });
    return new Promise<PaymentOutcome>((resolve) => {
      this.payment = { request, settle: resolve };
      component.submit();
    });
  }

  /** The wallet's token to the platform's payment session; Adyen's answer back to the component. */
  private send(body: Record<string, unknown>, actions: AdyenSubmitActions): Promise<void> {
    return sendToPaymentSession(this.payment?.request, body, actions, this.options, (outcome) => this.settle(outcome));
  }

  private settle(outcome: PaymentOutcome): void {
    const payment = this.payment;
    this.payment = null;
    payment?.settle(outcome);
  }
}
