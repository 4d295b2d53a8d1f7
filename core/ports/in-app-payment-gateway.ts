import type { Cents } from '../domain/money/money';
import type { PaymentStatus } from '../domain/payment/payment-status';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/** checkout 2, in-app payment page: the already-placed order an app sends its customer to pay. */
export interface InAppOrder {
  readonly orderNumber: string;
  readonly displayOrderNumber: string;
  /** Decided by the platform from the order it priced, never by the link. */
  readonly amount: Cents;
  readonly currency: string;
  readonly paymentStatus: PaymentStatus | null;
  /** checkout 7 "Payment public key" of the restaurant's hosted fields (provider 8). */
  readonly publicKey: string | null;
}

/**
 * The platform's word on an in-app payment link: the order, only when the token was made for it
 * (null otherwise, or when the order is not paid online by card fields). Rejects with a GatewayError
 * when the platform cannot be reached.
 */
export interface InAppPaymentGateway {
  find(restaurantId: RestaurantId, orderNumber: string, token: string): Promise<InAppOrder | null>;
}

export const IN_APP_PAYMENT_GATEWAY = Symbol.for('ordering.InAppPaymentGateway');
