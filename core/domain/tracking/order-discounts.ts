import type { Cents } from '../money/money';

/** Issue 18 (checkout 3 shows a discount as gift, percentage or cash): how the platform shows one promotion. */
export const DISCOUNT_KINDS = ['gift', 'percentage', 'cash'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** One promotion the platform took off an order: its code, how it is shown, the amount off, the products given. */
export interface OrderDiscountLine {
  readonly code: string;
  readonly shown_as: DiscountKind;
  readonly amount: Cents;
  /** The products given; `name` is the platform's name for it at intake (a gift is not one of the order's lines). */
  readonly gifts: readonly { readonly product_id: number; readonly quantity: number; readonly name?: string }[];
}

/**
 * Ours (issue 18): what the platform took off an order at intake, as the track answer and the history's
 * paymentInfo carry it; `to_pay` is the amount paid (track's total_price, history's totalPrice).
 */
export interface OrderDiscounts {
  readonly discount: Cents;
  readonly pool_used: Cents;
  readonly e_wallet_used: Cents;
  readonly to_pay: Cents;
  readonly lines: readonly OrderDiscountLine[];
}

/**
 * A row the confirmation and the receipts draw for a discount: an amount off (percentage or cash), or one row
 * per product given (gift, at 0). `labelKey` is the shared discount_* text the checkout's summary uses too.
 */
export type DiscountRow =
  | { readonly kind: 'percentage' | 'cash'; readonly labelKey: 'discount_percentage' | 'discount_cash'; readonly code: string; readonly amount: Cents }
  | { readonly kind: 'gift'; readonly labelKey: 'discount_gift'; readonly code: string; readonly product: string; readonly count: number };

/**
 * The rows of an order's discounts, in the order the platform applied them; a gift's product is named by the
 * platform's name for it, else by `productName` (the order's own lines, for orders taken before the platform
 * named its gifts), else by its number, so a row is never lost for want of a name.
 */
export function discountRows(discounts: OrderDiscounts | null | undefined, productName: (productId: number) => string | null): DiscountRow[] {
  if (!discounts) return [];
  return discounts.lines.flatMap((line): DiscountRow[] => {
    if (line.shown_as === 'gift') {
      return line.gifts.map((gift) => ({ kind: 'gift', labelKey: 'discount_gift', code: line.code, product: gift.name ?? productName(gift.product_id) ?? `#${gift.product_id}`, count: gift.quantity }));
    }
    return [{ kind: line.shown_as, labelKey: line.shown_as === 'percentage' ? 'discount_percentage' : 'discount_cash', code: line.code, amount: line.amount }];
  });
}
