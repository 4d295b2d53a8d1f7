/** checkout 9: provider 8 is card online through hosted fields (two-step: fields in the page, then the payment). */
export const HOSTED_FIELDS_PROVIDER_ID = 8;

/** checkout 4: result values of a payment return. */
export type PaymentResult = 'SUCCESSED' | 'REFUSED' | 'FAILED';

export function isPaymentResult(value: unknown): value is PaymentResult {
  return value === 'SUCCESSED' || value === 'REFUSED' || value === 'FAILED';
}

/** Ours (checkout 9 names providers 4, 5 and 6 by their name only): provider 5 is Stripe, 6 is Adyen. */
export const STRIPE_PROVIDER_ID = 5;
export const ADYEN_PROVIDER_ID = 6;

/**
 * checkout 4 and 5: the online providers whose card fields are drawn in the checkout (hosted fields,
 * Stripe's and Adyen's embedded forms): the order waits until they say complete.
 */
export function drawsCardFields(providerId: number): boolean {
  return providerId === HOSTED_FIELDS_PROVIDER_ID || providerId === STRIPE_PROVIDER_ID || providerId === ADYEN_PROVIDER_ID;
}
