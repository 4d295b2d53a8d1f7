import type { PaymentKitEntry } from '../../../../adapters/payment/payment-kit-entry';
import type { CardFields, PaymentOutcome, PaymentProvider } from '../../../../core/ports/payment-provider';

/**
 * A deliberately broken adapter, for the kit's own test: its "fields" are the storefront's own input
 * holding the card number, complete from the start, never unmounted, and every payment "succeeds".
 */
class BrokenPaymentProvider implements PaymentProvider {
  readonly name = '';
  readonly hasCardFields = true;

  constructor(private readonly host: Window) {}

  async mountCardFields(selector: string): Promise<CardFields> {
    const input = this.host.document.createElement('input');
    input.setAttribute('value', '4242424242424242');
    this.host.document.querySelector(selector)?.appendChild(input);
    return { complete: true, onChange: () => () => undefined, unmount: () => undefined };
  }

  async pay(): Promise<PaymentOutcome> {
    return { kind: 'authorised' };
  }
}

export const paymentKitEntry: PaymentKitEntry = {
  name: 'broken sample',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create: (host) => ({
    provider: new BrokenPaymentProvider(host),
    cardNumber: '4242424242424242',
    fillCardFields: () => undefined,
    nextPayment: () => undefined,
    redirectionUrl: () => null,
    sentRequests: () => [],
  }),
};
