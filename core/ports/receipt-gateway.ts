import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { ReceiptRequest } from '../domain/tracking/receipt-request';

/** checkout 7: receipt request (path not shown; ours below), success or failure. Failures reject with a GatewayError. */
export interface ReceiptGateway {
  request(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void>;
}

export const RECEIPT_GATEWAY = Symbol.for('ordering.ReceiptGateway');
