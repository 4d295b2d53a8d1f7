import * as v from 'valibot';
import type { PaymentState } from '../../core/domain/payment/payment-status';
import { PAYMENT_STATUSES } from '../../core/domain/payment/payment-status';
import type { PaymentStateGateway } from '../../core/ports/payment-state-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

/** checkout 7 "Is order paid": the answer's shape is ours (the spec shows none). */
const paymentState = v.object({
  order_number: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  provider_id: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
});

export class HttpPaymentStateGateway implements PaymentStateGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async state(orderNumber: string): Promise<PaymentState> {
    const response = await this.client.get(PLATFORM_PATHS.isOrderPaid(orderNumber));
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(paymentState, response, 'payment state');
  }

  async giveUp(orderNumber: string): Promise<PaymentState> {
    const response = await this.client.post(PLATFORM_PATHS.giveUpPayment(orderNumber), {});
    if (response.status !== 200) throw unexpectedStatus(response);
    return readBody(paymentState, response, 'payment state');
  }
}
