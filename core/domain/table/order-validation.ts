import type { RestaurantId } from '../restaurant/restaurant-settings';

/**
 * checkout 7, "Order status by transaction" (query t and s): once the platform has turned a paid
 * transaction into a validated order, it says which restaurant it belongs to and where the customer
 * goes next. null while the transaction is still being validated.
 */
export interface TransactionOrderStatus {
  readonly restaurantToken: RestaurantId;
  readonly redirectionPath: string;
}

/** checkout 9: order validation poll 2000 ms, give-up 30000 ms. */
export const ORDER_VALIDATION_POLLING = { everyMs: 2_000, giveUpAfterMs: 30_000 } as const;

/** The platform's transaction key and its session secret: printable tokens of bounded length. */
const TRANSACTION_TOKEN = /^[\w-]{8,100}$/;

export function isTransactionToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TRANSACTION_TOKEN.test(value);
}

/**
 * checkout 2, order validated: "navigates to the redirectionPath query". A path of this storefront only:
 * an absolute path, never a scheme, another host (`//host`, `/\host`) or a control character, so that a
 * crafted link cannot send the customer elsewhere. null when it is not one.
 */
export function safeRedirectionPath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > 500) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return path;
}
