import type { PaymentKitEntry, PaymentKitStage } from '../payment-kit-entry';
import { RedirectPaymentProvider } from './redirect-payment-provider';

/**
 * A provider's own page: it succeeds by sending the customer there; it fails when the platform's
 * answer gives no web page. Refusals come back on the return address, which the storefront checks
 * with the platform (checkout 4, payment return), not through this adapter.
 */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'redirect',
  success: 'redirect',
  stages: ['succeed', 'fail'],
  create() {
    let next: PaymentKitStage = 'succeed';
    return {
      provider: new RedirectPaymentProvider('http://127.0.0.1:4173/'),
      cardNumber: '4242424242424242',
      fillCardFields: () => undefined,
      nextPayment: (stage) => (next = stage),
      redirectionUrl: () => (next === 'fail' ? 'javascript:alert(1)' : 'sandbox/pay/KIT7ORDER001'),
      sentRequests: () => [],
    };
  },
};
