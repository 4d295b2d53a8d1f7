import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../domain/table/order-validation';
import type { TableTransaction } from '../domain/table/table-payment';
import type { TableBillAnswer } from '../domain/hub/table-bill';
import type { ShareChoice, ShareRefusal, ShareRequest } from '../domain/bill-split/bill-split';

export type { TableBillAnswer, TableTransaction, TransactionOrderStatus };

/**
 * Issue 20 item 2: a share held for its payer (its amount and items reserved, with what is left of the bill)
 * and where the payment provider takes it (`redirectUrl`, relative to the platform's base), or refused with
 * the platform's reason.
 */
export type ShareAnswer =
  | { readonly status: 'pending'; readonly shareId: string; readonly amount: number; readonly tip: number; readonly left: number; readonly redirectUrl: string }
  | { readonly status: 'refused'; readonly refusal: ShareRefusal };

/** Why a share being paid was let go (its amount and items free again). */
export type ShareRelease = 'refused' | 'cancelled' | 'expired' | 'closed';

/** Where a share stands on the platform, from the provider's record: being paid, paid, or let go. */
export interface ShareStatus {
  readonly state: 'paying' | 'paid' | 'released';
  readonly amount: number;
  readonly tip: number;
  /** The share as its payer chose it, so that a refused one can be tried again as it was. */
  readonly choice: ShareChoice;
  readonly reason: ShareRelease | null;
}

/** checkout 7: the table's bill on the platform. Every call rejects with a GatewayError. */
export interface TableGateway {
  /** GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction>;
  /** checkout 7, "Order status by transaction", query t and s; null while the order is not validated yet. */
  transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null>;
  /** browsing 2.5, the hub: the table's open bill, else the last one it paid, else none (the call is ours). */
  tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer>;
  /**
   * Issue 20 item 2 (the call is ours): holds a share of the table's open bill and opens its payment with the
   * table's provider. The same idempotency key always gets the first answer, so a repeat never holds twice.
   */
  payShare(restaurantId: RestaurantId, tableNumber: string, request: ShareRequest, idempotencyKey: string): Promise<ShareAnswer>;
  /** Issue 20 item 2 (ours): where a share stands, back from the provider's page; null when the platform does not know it. */
  shareStatus(restaurantId: RestaurantId, tableNumber: string, shareId: string): Promise<ShareStatus | null>;
}

export const TABLE_GATEWAY = Symbol.for('ordering.TableGateway');
