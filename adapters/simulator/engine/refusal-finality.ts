import type { OrderErrorCode, OrderRejection } from '../../../core/domain/order/order-rejection';

/**
 * Issue 15: whether a refusal of the error catalogue (checkout 8) is final, i.e. the same request would
 * be refused again whatever happens on the platform's side, or retryable, i.e. something the restaurant
 * or the platform does (restock, reach its hub, free a slot, reopen, a new day) may let the very same
 * order through. The storefront sends the same basket again under the same Idempotency-Key (core
 * OrderAttempts), so only a final refusal may be answered again from the key: a retryable one kept there
 * would lock the basket for as long as the key is kept.
 *
 * When in doubt, retryable: keeping nothing never takes an order twice (no order was taken), while keeping
 * a refusal that no longer holds refuses a good order.
 */
export const REFUSAL_FINALITY: Readonly<Record<OrderErrorCode, 'final' | 'retryable'>> = {
  // The restaurant restocks (browsing 3: stock.number_available), as often during a service.
  stock_error: 'retryable',
  // The order disagrees with the menu it names (a price, an option, a product not sold that day): the
  // storefront reloads the menu and sends another order; this one stays wrong.
  product_integrity: 'final',
  // The slot is no longer offered now: it depends on the hour, the opening hours and a closure for now.
  timeslot_error: 'retryable',
  // The platform could not pass the order to the restaurant's hub: a failure of the moment.
  send_to_hub_error: 'retryable',
  // browsing 5: the day's counters; a canceled order gives its units back, and a new day starts at zero.
  limitation_products: 'retryable',
  limitation_total_products: 'retryable',
  limitation_categories: 'retryable',
  // browsing 2.7: the slot is full; a canceled order frees a place.
  limitation_order: 'retryable',
  // The restaurant's lists name the customer's phone or e-mail: the same order is refused again.
  blacklist_phone: 'final',
  blacklist_email: 'final',
  whitelist_phone: 'final',
  whitelist_email: 'final',
  // The address is outside the delivery area the restaurant set.
  delivery_address_error: 'final',
  // A promotion code that does not exist, is used up or does not match the order; see below for its hub error.
  promotion_error: 'final',
  // Nothing says the same request would fail again.
  unknown: 'retryable',
};

/** checkout 8: the promotion error's code that is the hub's failure, not the code's. */
const PROMOTION_HUB_ERROR = 'send_order_to_hub_error';

export function isFinalRefusal(rejection: OrderRejection): boolean {
  if (rejection.err === 'promotion_error' && rejection.data === PROMOTION_HUB_ERROR) return false;
  return REFUSAL_FINALITY[rejection.err] === 'final';
}
