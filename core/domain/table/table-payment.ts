import type { RestaurantId } from '../restaurant/restaurant-settings';

/** checkout 7, "Table current transaction": whether the table has a bill open, and where it is paid. */
export interface TableTransaction {
  readonly isOpen: boolean;
  readonly device: string | null;
  readonly transactionKey: string | null;
}

/** The table payment page's path on the platform (ours: the spec names the page but not its address). */
export const TABLE_PAYMENT_PATH = 'platform/table-payment';

/**
 * checkout 7: "if open, go to the table payment page with device, transactionKey and restaurantToken,
 * else nothing". The page is the platform's, under its own base address.
 */
export function tablePaymentAddress(platformBase: string, transaction: TableTransaction, restaurantId: RestaurantId): string | null {
  if (!transaction.isOpen || !transaction.device || !transaction.transactionKey) return null;
  const address = new URL(TABLE_PAYMENT_PATH, platformBase);
  address.search = new URLSearchParams({ device: transaction.device, transactionKey: transaction.transactionKey, restaurantToken: restaurantId }).toString();
  return address.href;
}
