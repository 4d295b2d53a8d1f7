import type { PaymentStatus } from '../../../core/domain/payment/payment-status';

/**
 * The sandbox provider's test cards, as payment sandboxes have them: the number decides the outcome,
 * whatever the storefront says. Any other valid number is refused, so that nothing passes by chance.
 */
export const SANDBOX_CARDS = {
  paid: '4242424242424242',
  refused: '4000000000000002',
  /** Pending, then paid SANDBOX_PENDING_SETTLES_MS later (a 3-D Secure check that takes its time). */
  pending: '4000000000009995',
} as const;

/** How long a pending sandbox payment stays pending before it becomes paid. */
export const SANDBOX_PENDING_SETTLES_MS = 10_000;

/**
 * How long the sandbox keeps an order's payment open (ours: the spec names no provider timeout; hosted
 * payment pages commonly close a session left unpaid after 15 minutes). An order paid online and still
 * unpaid that long after it was placed is canceled: an abandoned payment ends (issue 22.2).
 */
export const SANDBOX_PAYMENT_TIMEOUT_MS = 15 * 60_000;

export type CardVerdict = { readonly ok: true; readonly status: Exclude<PaymentStatus, 'to_pay'> } | { readonly ok: false; readonly field: 'number' | 'expiry' | 'cvc'; readonly message: string };

/** Luhn's checksum: the last digit of a card number checks the others. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY not before the current month (`now` as year and month). */
function expiryIsValid(expiry: string, now: { readonly year: number; readonly month: number }): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.year || (year === now.year && month >= now.month);
}

/** What the sandbox does with a card: every field bounded, the outcome from the number alone. */
export function sandboxCardVerdict(card: { readonly number: unknown; readonly expiry: unknown; readonly cvc: unknown }, now: { readonly year: number; readonly month: number }): CardVerdict {
  const number = typeof card.number === 'string' && card.number.length <= 40 ? card.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { ok: false, field: 'number', message: 'the card number is not valid' };
  if (typeof card.expiry !== 'string' || card.expiry.length > 10 || !expiryIsValid(card.expiry, now)) {
    return { ok: false, field: 'expiry', message: 'the expiry date is not valid' };
  }
  if (typeof card.cvc !== 'string' || !/^\d{3,4}$/.test(card.cvc)) return { ok: false, field: 'cvc', message: 'the security code is not valid' };
  if (number === SANDBOX_CARDS.paid) return { ok: true, status: 'paid' };
  if (number === SANDBOX_CARDS.pending) return { ok: true, status: 'pending' };
  return { ok: true, status: 'rejected' };
}
