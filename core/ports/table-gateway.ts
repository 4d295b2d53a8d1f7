import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { TransactionOrderStatus } from '../domain/table/order-validation';
import type { TableTransaction } from '../domain/table/table-payment';
import type { TableBillAnswer } from '../domain/hub/table-bill';

export type { TableBillAnswer, TableTransaction, TransactionOrderStatus };

/** checkout 7: the table's bill on the platform. Every call rejects with a GatewayError. */
export interface TableGateway {
  /** GET /v1/table/currentTransaction?tableNumber&restaurantToken. */
  currentTransaction(restaurantId: RestaurantId, tableNumber: string): Promise<TableTransaction>;
  /** checkout 7, "Order status by transaction", query t and s; null while the order is not validated yet. */
  transactionOrderStatus(transactionKey: string, session: string): Promise<TransactionOrderStatus | null>;
  /** browsing 2.5, the hub: the table's open bill, else the last one it paid, else none (the call is ours). */
  tableBill(restaurantId: RestaurantId, tableNumber: string): Promise<TableBillAnswer>;
}

export const TABLE_GATEWAY = Symbol.for('ordering.TableGateway');
