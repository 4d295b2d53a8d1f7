import type { CardFields, PaymentContext, PaymentOutcome, PaymentProvider, PaymentRequest } from '../../../core/ports/payment-provider';
import type { AdyenCardLike, AdyenState, AdyenSubmitActions, LoadAdyen } from './adyen-sdk';
import { loadRealAdyen } from './adyen-sdk';
import { adyenOutcome } from './adyen-outcome';
import { adyenCheckoutBasics, sendToPaymentSession } from './adyen-session';
import { AdyenWallet } from './adyen-wallet';

export { adyenOutcome };

export interface AdyenProviderOptions {
  /** checkout 7 "Payment public key": the restaurant's Adyen client key (test_… or live_…). */
  readonly clientKey: (context: PaymentContext) => Promise<string>;
  /** Where a relative payment-session address of the platform points. */
  readonly apiBaseUrl: string;
  /** Defaults to the real Adyen Web, loaded on first use; tests give a fake. */
  readonly loadAdyen?: LoadAdyen;
  readonly fetch?: typeof fetch;
  readonly host?: Window;
}

/** How long the platform and Adyen may take to answer a payment before the checkout gives up. */
const PAYMENT_ANSWER_MS = 60_000;

type Payment = { readonly request: PaymentRequest; readonly settle: (outcome: PaymentOutcome) => void };

/** Adyen's Card component in the page; card data stays in Adyen's frames (encrypted when it leaves them). */
class AdyenCardFields implements CardFields {
  complete = false;
  card: AdyenCardLike | null = null;
  payment: Payment | null = null;
  private readonly listeners = new Set<(complete: boolean) => void>();

  changed(complete: boolean): void {
    if (complete === this.complete) return;
    this.complete = complete;
    for (const listener of this.listeners) listener(complete);
  }

  onChange(listener: (complete: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  settle(outcome: PaymentOutcome): void {
    const payment = this.payment;
    this.payment = null;
    payment?.settle(outcome);
  }

  unmount(): void {
    this.listeners.clear();
    this.card?.unmount();
    this.card = null;
  }
}

/**
 * Provider 6 (checkout 4 and 9, "card session"): Adyen's Card component drawn in the checkout (advanced
 * flow: the component exists before the order). Once the platform took the order, its answer's
 * redirectionUrl (checkout 7) is the platform's payment session for it: the component's encrypted
 * state goes there, and Adyen's resultCode comes back. 3-D Secure actions are played by the component.
 */
export class AdyenPaymentProvider implements PaymentProvider {
  readonly name = 'Adyen';
  readonly hasCardFields = true;
  /** Issue 20.1: Apple Pay and Google Pay through Adyen's wallet components (adyen-wallet.ts). */
  readonly wallet: AdyenWallet;

  constructor(private readonly options: AdyenProviderOptions) {
    this.wallet = new AdyenWallet(options);
  }

  async mountCardFields(selector: string, context: PaymentContext): Promise<CardFields> {
    const host = this.options.host ?? globalThis.window;
    const container = host.document.querySelector<HTMLElement>(selector);
    if (!container) throw new Error(`no element ${selector} to draw the card fields in`);
    const clientKey = await this.options.clientKey(context);
    // Rejects offline (Adyen's servers unreachable): the checkout then says this method cannot load.
    const sdk = await (this.options.loadAdyen ?? loadRealAdyen)();
    const fields = new AdyenCardFields();
    const send = (body: Record<string, unknown>, actions: AdyenSubmitActions) => void this.send(fields, body, actions);
    const checkout = await sdk.checkout({
      ...adyenCheckoutBasics(clientKey, context),
      onSubmit: (state, _component, actions) => send({ paymentMethod: state.data.paymentMethod, browserInfo: state.data.browserInfo }, actions),
      onAdditionalDetails: (state, _component, actions) => send({ details: state.data.details }, actions),
      onPaymentCompleted: (result) => fields.settle(adyenOutcome(result)),
      onPaymentFailed: (result) => fields.settle(adyenOutcome(result ?? { resultCode: 'Error' })),
      onError: (error) => fields.settle({ kind: 'failed', message: error.message }),
    });
    fields.card = sdk.card(checkout, { onChange: (state: AdyenState) => fields.changed(state.isValid === true) });
    fields.card.mount(container);
    return fields;
  }

  pay(request: PaymentRequest, fields: CardFields | null): Promise<PaymentOutcome> {
    if (!(fields instanceof AdyenCardFields) || !fields.card) return Promise.resolve({ kind: 'failed', message: 'the card fields are not drawn' });
    if (!fields.complete) return Promise.resolve({ kind: 'failed', message: 'the card fields are not complete' });
    if (!request.redirectionUrl) return Promise.resolve({ kind: 'failed', message: 'the platform opened no Adyen payment for this order' });
    const host = this.options.host ?? globalThis.window;
    const card = fields.card;
    return new Promise<PaymentOutcome>((resolve) => {
      const timer = host.setTimeout(() => fields.settle({ kind: 'failed', message: 'Adyen did not answer' }), PAYMENT_ANSWER_MS);
      fields.payment = {
        request,
        settle: (outcome) => {
          host.clearTimeout(timer);
          resolve(outcome);
        },
      };
      card.submit();
    });
  }

  /** The component's encrypted state to the platform's payment session; Adyen's answer back to it. */
  private send(fields: AdyenCardFields, body: Record<string, unknown>, actions: AdyenSubmitActions): Promise<void> {
    return sendToPaymentSession(fields.payment?.request, body, actions, this.options, (outcome) => fields.settle(outcome));
  }

}
