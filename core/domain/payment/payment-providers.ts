/** checkout 9: provider 8 is card online through hosted fields (two-step: fields in the page, then the payment). */
export const HOSTED_FIELDS_PROVIDER_ID = 8;

/** checkout 4: result values of a payment return. */
export type PaymentResult = 'SUCCESSED' | 'REFUSED' | 'FAILED';

export function isPaymentResult(value: unknown): value is PaymentResult {
  return value === 'SUCCESSED' || value === 'REFUSED' || value === 'FAILED';
}
