import type { CardFields, PaymentOutcome, PaymentProvider, PaymentRequest } from '../../../core/ports/payment-provider';

/**
 * checkout 4: a provider that takes the payment on its own page. The platform answers the order with
 * its redirectionUrl (checkout 7); the provider sends the customer back to the success or cancel URL,
 * where the storefront asks the platform what happened (never trusting the query string).
 */
export class RedirectPaymentProvider implements PaymentProvider {
  readonly name = 'redirect';
  readonly hasCardFields = false;

  /** `apiBaseUrl`: a relative redirectionUrl is the platform's own page. */
  constructor(private readonly apiBaseUrl: string) {}

  mountCardFields(): Promise<CardFields> {
    return Promise.reject(new Error('a redirect provider draws no card fields'));
  }

  async pay(request: PaymentRequest): Promise<PaymentOutcome> {
    if (!request.redirectionUrl) return { kind: 'failed', message: 'the platform gave no payment page for this order' };
    const url = new URL(request.redirectionUrl, this.apiBaseUrl);
    // Only a web page: never a javascript: or data: address, whatever the platform answered.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'failed', message: 'the payment page is not a web address' };
    url.searchParams.set('lang', request.locale);
    return { kind: 'redirect', url: url.toString() };
  }
}
