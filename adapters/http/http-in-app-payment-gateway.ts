import * as v from 'valibot';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { InAppOrder, InAppPaymentGateway } from '../../core/ports/in-app-payment-gateway';
import { PLATFORM_PATHS } from '../platform-api/platform-api';
import type { PlatformHttpClient } from './platform-http-client';
import { readBody, unexpectedStatus } from './platform-http-client';

const inAppPaymentResponse = v.object({
  order_number: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
  display_order_number: v.pipe(v.string(), v.maxLength(40)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  payment_status: v.nullable(v.picklist(['pending', 'to_pay', 'paid', 'rejected'])),
  public_key: v.nullable(v.pipe(v.string(), v.maxLength(200))),
});

/** Ours (checkout 2): GET …/in_app_payment/{orderNumber}?token=; 404 when the token is not the order's. */
export class HttpInAppPaymentGateway implements InAppPaymentGateway {
  constructor(private readonly client: PlatformHttpClient) {}

  async find(restaurantId: RestaurantId, orderNumber: string, token: string): Promise<InAppOrder | null> {
    const response = await this.client.get(PLATFORM_PATHS.inAppPayment(restaurantId, orderNumber), { token });
    if (response.status === 404 || response.status === 422 || response.status === 400) return null;
    if (response.status !== 200) throw unexpectedStatus(response);
    const body = readBody(inAppPaymentResponse, response, 'in-app payment');
    return {
      orderNumber: body.order_number,
      displayOrderNumber: body.display_order_number,
      amount: body.amount,
      currency: body.currency,
      paymentStatus: body.payment_status,
      publicKey: body.public_key,
    };
  }
}
