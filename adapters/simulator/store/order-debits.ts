import type { Cents } from '../../../core/domain/money/money';
import type { ConfirmationDiscountType } from '../../../core/domain/promotion/promotion';
import type { OrderDiscountsAnswer } from '../../platform-api/order-discounts-api';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/** One promotion's discount on an order, as the confirmation and the receipt show it (checkout 3: gift, percentage, cash). */
export interface OrderDiscountLine {
  readonly promotionId: number;
  readonly code: string;
  readonly shownAs: ConfirmationDiscountType;
  /** Cents taken off; 0 for a gift. */
  readonly amount: Cents;
  /** gifts: the products offered at price 0, named at intake (orders taken before carry no name). */
  readonly gifts: readonly { readonly product_id: number; readonly quantity: number; readonly name?: string }[];
}

/**
 * Issue 18: what the platform worked out at intake with core's loyaltyTotals: the discounts, the loyalty
 * money used and the amount to pay (what is charged online, tracked and kept in the history).
 */
export interface OrderAmounts {
  readonly discount: Cents;
  readonly discounts: readonly OrderDiscountLine[];
  readonly poolUsed: Cents;
  readonly eWalletUsed: Cents;
  readonly pointsSpent: number;
  readonly toPay: Cents;
}

/** What an order's intake debited, given back once if the order is canceled. */
export interface OrderDebit {
  readonly orderNumber: string;
  readonly restaurantId: RestaurantId;
  /** The promotions whose use the order took (the typed code's and its advantages'). */
  readonly promotionIds: readonly number[];
  /** Who used them (max_usages_per_customer): the loyalty card, else the phone, else the e-mail. */
  readonly customerKey: string;
  /** The loyalty card debited; null when none. */
  readonly cardNumber: string | null;
  readonly points: number;
  readonly pool: Cents;
  readonly eWallet: Cents;
}

/**
 * Issue 18 (schema version 15): the intake's debits in the order's own transaction. Each debit is
 * conditional (a limit or a balance read in the same transaction cannot be overdrawn) and each give-back
 * happens at most once.
 */
export interface OrderDebitStore {
  /** Uses of a promotion by a customer, the given-back ones not counted. */
  customerUses(restaurantId: RestaurantId, promotionId: number, customerKey: string): number;
  /** False (and nothing debited: the caller's savepoint rolls back) when a limit or a balance does not allow it. */
  debit(debit: OrderDebit): boolean;
  /** The debit of a canceled order given back; false when there was none or it was already given back. */
  giveBack(orderNumber: string): boolean;
}

/** What an order costs the customer: the amount to pay the intake worked out, or its priced total for orders taken before. */
export function amountToPay(order: { readonly priced: { readonly total: Cents }; readonly amounts?: OrderAmounts | null }): Cents {
  return order.amounts?.toPay ?? order.priced.total;
}

/** Issue 18: the discounts as the track and history answers carry them (platform-api/order-discounts-api.ts); null for orders taken before. */
export function discountsAnswerOf(order: { readonly amounts?: OrderAmounts | null }): OrderDiscountsAnswer | null {
  const { amounts } = order;
  if (!amounts) return null;
  return {
    discount: amounts.discount,
    pool_used: amounts.poolUsed,
    e_wallet_used: amounts.eWalletUsed,
    to_pay: amounts.toPay,
    lines: amounts.discounts.map((line) => ({ code: line.code, shown_as: line.shownAs, amount: line.amount, gifts: [...line.gifts] })),
  };
}
