import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import { isReceiptEmailValid, receiptRequest } from '../../domain/tracking/receipt-request';
import type { ReceiptGateway } from '../../ports/receipt-gateway';

export type ReceiptOutcome = 'sent' | 'invalid_email' | 'failed';

/** checkout 2 and 4: the customer asks for the order's receipt by e-mail. */
export class RequestReceipt {
  constructor(private readonly gateway: ReceiptGateway) {}

  async execute(input: { readonly restaurantId: RestaurantId; readonly orderNumber: string; readonly email: string; readonly wantPromotion: boolean }): Promise<ReceiptOutcome> {
    if (!isReceiptEmailValid(input.email)) return 'invalid_email';
    try {
      await this.gateway.request(input.restaurantId, receiptRequest(input.email, input.wantPromotion, input.orderNumber));
      return 'sent';
    } catch {
      return 'failed';
    }
  }
}
