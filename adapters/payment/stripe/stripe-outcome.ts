import type { PaymentOutcome } from '../../../core/ports/payment-provider';
import type { StripeIntentResult } from './stripe-sdk';

/** Stripe's answer onto ours: only the platform's confirmation makes the order paid (checkout 4). */
export function stripeOutcome(result: StripeIntentResult): PaymentOutcome {
  if (result.error) {
    const message = result.error.message;
    // card_error: declined, expired, wrong code; validation_error: the fields say what is wrong.
    if (result.error.type === 'card_error' || result.error.type === 'validation_error') return { kind: 'refused', ...(message && { message }) };
    return { kind: 'failed', ...(message && { message }) };
  }
  switch (result.paymentIntent.status) {
    case 'succeeded':
    case 'processing': // the bank answers later; the platform's payment polling follows it (checkout 4)
    case 'requires_capture':
      return { kind: 'authorised' };
    case 'requires_payment_method':
      return { kind: 'refused' };
    case 'canceled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'failed', message: `Stripe left the payment ${result.paymentIntent.status}` };
  }
}
