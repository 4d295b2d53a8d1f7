import type { PaymentChoice } from '../checkout/payment-choice';
import type { CheckoutProblem } from '../checkout/checkout-validation';
import { HOSTED_FIELDS_PROVIDER_ID } from './payment-providers';

/** checkout 5: with the hosted-fields provider, the card form must be complete, else missing_hosted_fields. */
export function hostedFieldsProblems(choice: PaymentChoice | null, cardFieldsComplete: boolean): CheckoutProblem[] {
  const hostedFields = choice?.mode === 'ONLINE' && choice.providerId === HOSTED_FIELDS_PROVIDER_ID;
  return hostedFields && !cardFieldsComplete ? [{ field: 'payment', key: 'missing_hosted_fields' }] : [];
}
