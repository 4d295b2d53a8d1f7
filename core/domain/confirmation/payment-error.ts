/**
 * checkout 4, "Payment return": error types 1 payment rejected, 2 server error, 3 payment cancelled.
 * The payment error page (checkout 2) says which, and returns to /{restaurantId}/validation.
 */
export type PaymentErrorType = 1 | 2 | 3;

export function readPaymentErrorType(raw: string | null): PaymentErrorType {
  if (raw === '1' || raw === '3') return Number(raw) as PaymentErrorType;
  // An unreadable type is said as the general one: the server failed.
  return 2;
}

export function paymentErrorMessageKey(type: PaymentErrorType): string {
  switch (type) {
    case 1:
      return 'payment_rejected';
    case 3:
      return 'payment_cancelled';
    case 2:
      return 'payment_server_error';
  }
}
