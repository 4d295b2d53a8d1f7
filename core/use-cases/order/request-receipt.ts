import { isEmailValid } from '../../domain/checkout/contact-rules';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { ReceiptGateway } from '../../ports/receipt-gateway';

export type RequestReceiptFailure =
  /** checkout 5: the e-mail rule; nothing was sent. */
  | { readonly kind: 'invalid_email' }
  /** checkout 8: the platform did not take it (toast ask_for_receipt_error, the form reverts). */
  | { readonly kind: 'not_sent'; readonly message: string };

/** checkout 2 and 3: the customer asks for the order's receipt by e-mail, lowercased. */
export class RequestReceipt {
  constructor(private readonly gateway: ReceiptGateway) {}

  async execute(input: {
    readonly restaurantId: RestaurantId;
    readonly orderNumber: string;
    readonly email: string;
    readonly wantPromotion: boolean;
  }): Promise<Result<{ readonly email: string }, RequestReceiptFailure>> {
    const email = input.email.trim().toLowerCase();
    if (!isEmailValid(email)) return fail({ kind: 'invalid_email' });
    try {
      await this.gateway.requestReceipt(input.restaurantId, { email, wantPromotion: input.wantPromotion, orderNumber: input.orderNumber });
      return ok({ email });
    } catch (error) {
      return fail({ kind: 'not_sent', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
