import type { PaymentKitEntry } from '../payment-kit-entry';
import { OnTheSpotPaymentProvider } from './on-the-spot-payment-provider';

/** Paid at the counter: no fields, and nothing to refuse online. */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'on the spot',
  success: 'authorised',
  stages: ['succeed'],
  create: () => ({
    provider: new OnTheSpotPaymentProvider(),
    cardNumber: '4242424242424242',
    fillCardFields: () => undefined,
    nextPayment: () => undefined,
    redirectionUrl: () => null,
    sentRequests: () => [],
  }),
};
