import { isEmailValid } from '../checkout/contact-rules';

/** checkout 3: receipt request: email (lowercased), wantPromotion, orderNumber. */
export interface ReceiptRequest {
  readonly email: string;
  readonly wantPromotion: boolean;
  readonly orderNumber: string;
}

/** Ours: an e-mail address is at most this long (RFC 5321 path limit). */
export const RECEIPT_EMAIL_MAX_LENGTH = 254;

/**
 * checkout 5: the receipt e-mail has no two consecutive dots and the form {email} without spaces or
 * extra at-signs; the send button stays disabled until it is valid.
 */
export function isReceiptEmailValid(email: string): boolean {
  return email.trim().length <= RECEIPT_EMAIL_MAX_LENGTH && isEmailValid(email);
}

/** checkout 3 and 5: the request sent, the e-mail lowercased; the promotional e-mails off unless ticked. */
export function receiptRequest(email: string, wantPromotion: boolean, orderNumber: string): ReceiptRequest {
  return { email: email.trim().toLowerCase(), wantPromotion, orderNumber };
}
