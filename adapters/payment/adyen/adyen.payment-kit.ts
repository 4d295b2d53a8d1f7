import type { PaymentKitEntry, PaymentKitStage } from '../payment-kit-entry';
import { AdyenPaymentProvider } from './adyen-payment-provider';
import { FakeAdyen } from './fake-adyen';

/** The Adyen adapter in the payment-provider contract kit: the fake of Adyen Web, and a fake platform session. */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'Adyen (provider 6)',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create(host) {
    const adyen = new FakeAdyen(host);
    const sent: string[] = [];
    let next: PaymentKitStage = 'succeed';
    // The platform's payment session: it sends the encrypted state to Adyen and answers Adyen's resultCode.
    const platform: typeof fetch = async (url, init) => {
      sent.push(`${String(url)} ${String(init?.body ?? '')}`);
      if (next === 'fail') return new Response('{"error":"unavailable"}', { status: 503 });
      return Response.json({ resultCode: next === 'succeed' ? 'Authorised' : 'Refused' });
    };
    const provider = new AdyenPaymentProvider({ clientKey: async () => 'test_KITCLIENTKEY', apiBaseUrl: 'http://127.0.0.1:4173/', loadAdyen: adyen.load, fetch: platform, host });
    return {
      provider,
      cardNumber: '4111111111111111',
      fillCardFields: (complete) => adyen.type(complete),
      nextPayment: (stage) => (next = stage),
      redirectionUrl: () => 'adyen/sessions/KIT0001',
      sentRequests: () => sent,
    };
  },
};
