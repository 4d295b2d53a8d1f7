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

/** The share held for its payer, and the payment provider's page where it is paid. */
export interface HeldShare {
  readonly shareId: string;
  readonly amount: number;
  readonly tip: number;
  readonly left: number;
  /** Absolute, on the platform's own origin (checked: an answer never sends the customer elsewhere). */
  readonly paymentAddress: string;
}

/**
 * Issue 20 item 2: pays a share of the table's bill through the payment provider, as the whole bill is paid.
 * Bad input is refused here, without a call; the platform recomputes the share from its own bill, holds it
 * (no other guest may pay its amount or items meanwhile) and answers the provider's page, or refuses it when
 * the bill changed meanwhile: the customer is told and the bill is read again by the caller. The share is
 * paid only when the provider says so (FollowBillShare reads it back).
 */
export class PayBillShare {
  constructor(
    private readonly gateway: Pick<TableGateway, 'payShare'>,
    /** The platform's base address: the provider's page is under it. */
    private readonly platformBase: string,
  ) {}

  async execute(input: PayBillShareInput): Promise<Result<HeldShare, PayBillShareError>> {
    if (!isValidTip(input.tip)) return fail({ kind: 'refused', refusal: 'bad_tip' });
    const amount = shareAmount(input.bill, input.choice);
    if (!amount.ok) return fail({ kind: 'refused', refusal: amount.error });
    try {
      const answer = await this.gateway.payShare(input.restaurantId, input.tableNumber, { choice: input.choice, tip: input.tip, expectedAmount: amount.value }, input.idempotencyKey);
      if (answer.status === 'refused') return fail({ kind: 'refused', refusal: answer.refusal });
      const paymentAddress = sameOrigin(answer.redirectUrl, this.platformBase);
      if (!paymentAddress) return fail({ kind: 'failed', message: `the platform sent the share's payment off its origin: ${answer.redirectUrl}` });
      return ok({ shareId: answer.shareId, amount: answer.amount, tip: answer.tip, left: answer.left, paymentAddress });
    } catch (error) {
      return fail({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** The address resolved against the platform's base, when it stays on the platform's origin; null otherwise. */
function sameOrigin(address: string, base: string): string | null {
  try {
    const resolved = new URL(address, base);
    return resolved.origin === new URL(base).origin ? resolved.href : null;
  } catch {
    return null;
  }
}
