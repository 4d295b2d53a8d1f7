import type { RestaurantId } from '../domain/restaurant/restaurant-settings';

/** checkout 3, "Receipt request": what the platform is sent. */
export interface ReceiptRequest {
  /** Lowercased (checkout 3). */
  readonly email: string;
  readonly wantPromotion: boolean;
  readonly orderNumber: string;
}

/**
 * checkout 7, "Receipt request" (path not shown by the spec: ours). Resolves when the platform took the
 * request; rejects with a GatewayError otherwise (not_found for an order it does not know).
 */
export interface ReceiptGateway {
  requestReceipt(restaurantId: RestaurantId, request: ReceiptRequest): Promise<void>;
}

export const RECEIPT_GATEWAY = Symbol.for('ordering.ReceiptGateway');
