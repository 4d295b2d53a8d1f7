import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../domain/table/order-validation';
import type { TableTransaction } from '../domain/table/table-payment';
import type { TableBillAnswer } from '../domain/hub/table-bill';
import type { ShareRefusal, ShareRequest } from '../domain/bill-split/bill-split';

export type { TableBillAnswer, TableTransaction, TransactionOrderStatus };

/** Issue 20 item 2: a share taken (with what is left of the bill), or refused with the platform's reason. */
export type ShareAnswer =
  | { readonly status: 'paid'; readonly amount: number; readonly tip: number; readonly left: number }
  | { readonly status: 'refused'; readonly refusal: ShareRefusal };

/** checkout 7: the table's bill on the platform. Every call rejects with a GatewayError. */
export interface TableGateway {
  /** GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction>;
  /** checkout 7, "Order status by transaction", query t and s; null while the order is not validated yet. */
  transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null>;
  /** browsing 2.5, the hub: the table's open bill, else the last one it paid, else none (the call is ours). */
  tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer>;
  /**
   * Issue 20 item 2 (the call is ours): pays a share of the table's open bill on the platform's terminal. The
   * same idempotency key always gets the first answer, so a repeat after a lost answer never pays twice.
   */
  payShare(restaurantId: RestaurantId, tableNumber: string, request: ShareRequest, idempotencyKey: string): Promise<ShareAnswer>;
}

export const TABLE_GATEWAY = Symbol.for('ordering.TableGateway');
