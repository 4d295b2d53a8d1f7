import type { PaymentStatus } from './payment-status';

/** checkout 4: error types 1 payment rejected, 2 server error, 3 payment cancelled. */
export type PaymentErrorType = 1 | 2 | 3;

/** checkout 9: the payment poll asks every 5 s, for 60 s at most. */
export const PAYMENT_POLLING = { everyMs: 5_000, forMs: 60_000 } as const;

/** checkout 4: pending and "to pay" mean the payment is not settled yet: keep asking. */
export function isUnsettled(status: PaymentStatus | null): boolean {
  return status === 'pending' || status === 'to_pay';
}

/**
 * checkout 4, payment return: the error type, from what the platform confirms (never the query alone)
 * and from the bank return's result and provider_id. Paid: no error. Rejected: REFUSED, or any other
 * result with provider_id, is type 1; without provider_id, type 2. Still pending once the polling gave
 * up: treated as a cancelled payment, type 3.
 */
export function paymentErrorType(confirmed: PaymentStatus | null, result: string | null, providerId: string | null): PaymentErrorType | null {
  if (confirmed === null || confirmed === 'paid') return null;
  if (isUnsettled(confirmed)) return 3;
  if (result === 'REFUSED' || (providerId !== null && providerId !== '')) return 1;
  return 2;
}

/** checkout 4, confirmation titles: by payment state. */
export type ConfirmationTitleKey = 'order_sent_to_kitchen' | 'order_paid_and_sent' | 'waiting_for_payment' | 'order_rejected';

export function confirmationTitleKey(status: PaymentStatus | null, online: boolean): ConfirmationTitleKey {
  if (!online) return 'order_sent_to_kitchen';
  if (status === 'paid') return 'order_paid_and_sent';
  if (status === 'rejected') return 'order_rejected';
  return 'waiting_for_payment';
}

/** checkout 8: what the error display says for each error type. */
export function paymentErrorMessageKey(type: PaymentErrorType): 'your_payment_did_not_succeed' | 'an_error_has_occurred' | 'this_command_is_waiting_payment' {
  return type === 1 ? 'your_payment_did_not_succeed' : type === 2 ? 'an_error_has_occurred' : 'this_command_is_waiting_payment';
}
