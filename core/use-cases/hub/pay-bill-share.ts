import type { ShareChoice, ShareRefusal, SplitBill } from '../../domain/bill-split/bill-split';
import { isValidTip, shareAmount } from '../../domain/bill-split/bill-split';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { TableGateway } from '../../ports/table-gateway';

export interface PayBillShareInput {
  readonly restaurantId: RestaurantId;
  readonly tableNumber: string;
  /** The bill as the customer sees it: the share's amount is worked out from it and shown before paying. */
  readonly bill: SplitBill;
  readonly choice: ShareChoice;
  readonly tip: number;
  /** One per share the customer means to pay: a repeat after a lost answer is the same payment. */
  readonly idempotencyKey: string;
}

export type PayBillShareError = { readonly kind: 'refused'; readonly refusal: ShareRefusal } | { readonly kind: 'failed'; readonly message: string };

/**
 * Issue 20 item 2: pays a share of the table's bill. Bad input is refused here, without a call; the platform
 * recomputes the share from its own bill and refuses it when the bill changed meanwhile (an item paid by
 * another guest, less left than the share): the customer is told and the bill is read again by the caller.
 */
export class PayBillShare {
  constructor(private readonly gateway: Pick<TableGateway, 'payShare'>) {}

  async execute(input: PayBillShareInput): Promise<Result<{ readonly amount: number; readonly tip: number; readonly left: number }, PayBillShareError>> {
    if (!isValidTip(input.tip)) return fail({ kind: 'refused', refusal: 'bad_tip' });
    const amount = shareAmount(input.bill, input.choice);
    if (!amount.ok) return fail({ kind: 'refused', refusal: amount.error });
    try {
      const answer = await this.gateway.payShare(input.restaurantId, input.tableNumber, { choice: input.choice, tip: input.tip, expectedAmount: amount.value }, input.idempotencyKey);
      if (answer.status === 'refused') return fail({ kind: 'refused', refusal: answer.refusal });
      return ok({ amount: answer.amount, tip: answer.tip, left: answer.left });
    } catch (error) {
      return fail({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
