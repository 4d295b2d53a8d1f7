/** checkout 4: the order paid online kept with its basket until its payment is confirmed. */
export const LAST_ORDER_STORE = Symbol.for('ordering.LastOrderStore');

/** Payment use cases (issue 7), resolved with `container.getAsync`: they come with the payment step or return. */
export const PAYMENT_USE_CASES = {
  confirmPayment: Symbol.for('ordering.useCase.ConfirmPayment'),
  /** Issue 22.2: the customer came back without paying (ui/payment/unpaid-order-return.tsx). */
  recoverUnpaidOrder: Symbol.for('ordering.useCase.RecoverUnpaidOrder'),
} as const;
