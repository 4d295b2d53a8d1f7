import type { PaymentKitEntry } from '../payment-kit-entry';
import { FakeStripe } from './fake-stripe';
import { StripePaymentProvider } from './stripe-payment-provider';

/** The Stripe adapter in the payment-provider contract kit, against the fake of Stripe.js. */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'Stripe (provider 5)',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create(host) {
    const stripe = new FakeStripe(host);
    const provider = new StripePaymentProvider({ publishableKey: async () => 'pk_test_kit', loadStripe: stripe.loadStripe, host });
    return {
      provider,
      cardNumber: '4242424242424242',
      fillCardFields: (complete) => stripe.type(complete),
      nextPayment: (stage) => stripe.stage(stage),
      redirectionUrl: () => 'pi_3KitIntent_secret_kit42',
      sentRequests: () => [],
    };
  },
};
