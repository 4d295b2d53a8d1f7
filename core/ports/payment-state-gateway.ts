import type { PaymentState } from '../domain/payment/payment-status';

/**
 * checkout 7 "Is order paid" (GET api/click_and_collect/v7/pending/{id}): the platform's word on an
 * order's payment, the only one the storefront trusts (checkout 4). Failures reject with a GatewayError.
 */
export interface PaymentStateGateway {
  state(orderNumber: string): Promise<PaymentState>;
}

export const PAYMENT_STATE_GATEWAY = Symbol.for('ordering.PaymentStateGateway');
