import type { PaymentOutcome } from '../../../core/ports/payment-provider';
import type { AdyenPaymentResult } from './adyen-sdk';

/** checkout 4: Adyen's result codes onto the storefront's outcomes; the platform confirms the payment. */
export function adyenOutcome(result: AdyenPaymentResult | undefined): PaymentOutcome {
  switch (result?.resultCode) {
    case 'Authorised':
    case 'Pending': // settled later; the payment polling follows it (checkout 4)
    case 'Received':
      return { kind: 'authorised' };
    case 'Refused':
      return { kind: 'refused' };
    case 'Cancelled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'failed', message: result?.resultCode ? `Adyen answered ${result.resultCode}` : 'Adyen gave no result' };
  }
}
