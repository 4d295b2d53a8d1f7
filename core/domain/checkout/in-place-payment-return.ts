import type { PaymentResult } from '../payment/payment-providers';
import { ADYEN_PROVIDER_ID } from '../payment/payment-providers';

/** Ours (checkout 4 "card session", checkout 9 providers 4 to 6): Adyen's card session is provider 6. */
export const CARD_SESSION_PROVIDER_ID = ADYEN_PROVIDER_ID;

/** The provider's own words put in an address and shown as text: bounded (ours). */
export const ERROR_MESSAGE_MAX_LENGTH = 200;

/** How a payment taken in place ended (core/ports/payment-provider PaymentOutcome, without the redirect). */
export type InPlaceOutcome =
  | { readonly kind: 'authorised' }
  | { readonly kind: 'refused'; readonly message?: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message?: string };

export interface TrackingReturn {
  readonly result: PaymentResult;
  /** checkout 2 trackOrder query error_msg: the provider's message, when it gave one. */
  readonly errorMsg?: string;
}

/**
 * checkout 4: a payment taken in place comes back to tracking as a bank return would (result SUCCESSED, REFUSED
 * or FAILED). checkout 8 "card session provider failure: tracking with result REFUSED and error_msg": a card
 * session that fails or refuses is REFUSED and carries its message; another provider's failure is FAILED.
 */
export function inPlacePaymentReturn(providerId: number, outcome: InPlaceOutcome): TrackingReturn {
  if (outcome.kind === 'authorised') return { result: 'SUCCESSED' };
  if (outcome.kind === 'cancelled') return { result: 'FAILED' };
  const cardSession = providerId === CARD_SESSION_PROVIDER_ID;
  const result: PaymentResult = outcome.kind === 'refused' || cardSession ? 'REFUSED' : 'FAILED';
  const message = cardSession ? outcome.message?.trim().slice(0, ERROR_MESSAGE_MAX_LENGTH) : undefined;
  return message ? { result, errorMsg: message } : { result };
}
