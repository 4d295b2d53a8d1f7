/** checkout 4: payment status values: pending, to pay, paid, rejected. */
export type PaymentStatus = 'to_pay' | 'pending' | 'paid' | 'rejected';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['to_pay', 'pending', 'paid', 'rejected'];

/** checkout 3 and 7: "Is order paid" (GET api/click_and_collect/v7/pending/{id}); the answer's shape is ours. */
export interface PaymentState {
  readonly order_number: string;
  /** null: the order is paid on the spot, no online payment to wait for. */
  readonly payment_status: PaymentStatus | null;
  readonly provider_id: number | null;
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
