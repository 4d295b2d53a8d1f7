/**
 * checkout 8: the reasons the platform gives, in the response field `err`, for refusing an order.
 * The names are ours; the spec names them in words.
 */
export const ORDER_ERROR_CODES = [
  'stock_error',
  'product_integrity',
  'timeslot_error',
  'send_to_hub_error',
  'limitation_products',
  'limitation_total_products',
  'limitation_order',
  'limitation_categories',
  'blacklist_phone',
  'blacklist_email',
  'whitelist_phone',
  'whitelist_email',
  'delivery_address_error',
  'promotion_error',
  'unknown',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** browsing 3: out-of-stock entities. */
export interface OutOfStockEntities {
  readonly quantityIds: readonly number[];
  readonly productIds: readonly number[];
  readonly optionItemIds: readonly number[];
}

/** browsing 3: limitation entities. */
export interface LimitationEntities {
  readonly productIds?: readonly number[];
  readonly categoriesIds?: readonly number[];
  readonly timeSlotId?: number | null;
}

export interface OrderRejection {
  readonly err: OrderErrorCode;
  /** Out-of-stock entities for a stock error, limitation entities for a limitation. */
  readonly entities?: OutOfStockEntities | LimitationEntities;
  /** A promotion error's code (checkout 8), or the data a black or white list names. */
  readonly data?: string;
  /** Ours: the payload field at fault (product integrity), and why, for support and the CLI. */
  readonly field?: string;
  readonly message?: string;
}

/** What the storefront does with a refusal (checkout 8). */
export type RejectionOutcome =
  | { readonly kind: 'out_of_stock'; readonly entities: OutOfStockEntities }
  | { readonly kind: 'limitation'; readonly type: OrderErrorCode; readonly entities?: OutOfStockEntities | LimitationEntities }
  | { readonly kind: 'promotion'; readonly key: string }
  | { readonly kind: 'tracking_error'; readonly type: OrderErrorCode; readonly data?: string };

const NO_OUT_OF_STOCK: OutOfStockEntities = { quantityIds: [], productIds: [], optionItemIds: [] };

function isOutOfStockEntities(entities: OrderRejection['entities']): entities is OutOfStockEntities {
  return entities !== undefined && 'quantityIds' in entities && 'optionItemIds' in entities;
}

/** checkout 8: a promotion error's code, shown inline; no_promo_code reads as invalid_promo_code. */
function promotionMessageKey(code: string | undefined): string {
  return code === undefined || code === 'no_promo_code' ? 'invalid_promo_code' : code;
}

export function rejectionOutcome(rejection: OrderRejection): RejectionOutcome {
  switch (rejection.err) {
    case 'stock_error':
      return { kind: 'out_of_stock', entities: isOutOfStockEntities(rejection.entities) ? rejection.entities : NO_OUT_OF_STOCK };
    case 'limitation_products':
    case 'limitation_total_products':
    case 'limitation_order':
    case 'limitation_categories':
      // browsing 2.7: the limitation page needs its entities (without them it goes home).
      return { kind: 'limitation', type: rejection.err, ...(rejection.entities && { entities: rejection.entities }) };
    case 'promotion_error':
      return { kind: 'promotion', key: promotionMessageKey(rejection.data) };
    default:
      // checkout 8: black and white lists go to tracking with their type and data.
      return { kind: 'tracking_error', type: rejection.err, ...(rejection.data !== undefined && { data: rejection.data }) };
  }
}

/** checkout 8: the text the tracking page shows for an order error type. */
export function trackingErrorMessageKey(type: string): string {
  switch (type) {
    case 'delivery_address_error':
      return 'delivery_not_available_on_address';
    case 'product_integrity':
      return 'order_product_integrity_problem';
    case 'stock_error':
      return 'not_enough_stock';
    case 'timeslot_error':
      return 'max_products_on_timeslot';
    case 'send_to_hub_error':
      return 'send_order_to_hub_error';
    case 'blacklist_phone':
    case 'blacklist_email':
      return 'order_blacklisted';
    case 'whitelist_phone':
    case 'whitelist_email':
      return 'order_not_whitelisted';
    case 'canceled':
      return 'your_order_has_been_canceled';
    case 'pending':
      return 'this_command_is_waiting_payment';
    case 'order_not_found':
      return 'this_command_does_not_exist';
    default:
      return 'your_payment_did_not_succeed';
  }
}
