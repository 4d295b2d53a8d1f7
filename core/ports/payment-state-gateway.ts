import type { PaymentState } from '../domain/payment/payment-status';

/**
 * checkout 7 "Is order paid" (GET api/click_and_collect/v7/pending/{id}): the platform's word on an
 * order's payment, the only one the storefront trusts (checkout 4). Failures reject with a GatewayError.
 */
export interface PaymentStateGateway {
  state(orderNumber: string): Promise<PaymentState>;
  /**
   * Ours (issue 22.2, POST api/click_and_collect/v7/pending/{id}/cancel): the customer gave the payment up
   * (came back without paying, or it failed and the basket is given back). The platform cancels the order
   * unless it is paid or its payment is under way, so it can no more be paid behind the basket given
   * back; the answer is the payment's state after it (rejected once given up).
   */
  giveUp(orderNumber: string): Promise<PaymentState>;
}

export const PAYMENT_STATE_GATEWAY = Symbol.for('ordering.PaymentStateGateway');
