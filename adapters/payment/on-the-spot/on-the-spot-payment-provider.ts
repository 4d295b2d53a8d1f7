import type { CardFields, PaymentOutcome, PaymentProvider } from '../../../core/ports/payment-provider';

/** checkout 4: paid at the counter, on delivery or on the room bill: nothing to take online. */
export class OnTheSpotPaymentProvider implements PaymentProvider {
  readonly name = 'on the spot';
  readonly hasCardFields = false;

  mountCardFields(): Promise<CardFields> {
    return Promise.reject(new Error('a payment on the spot has no card fields'));
  }

  /** The platform took the order; the restaurant takes the money. */
  async pay(): Promise<PaymentOutcome> {
    return { kind: 'authorised' };
  }
}
