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

export interface OrderRejection {
  readonly err: OrderErrorCode;
  readonly entities?: OutOfStockEntities;
  /** A promotion error's code (checkout 8), or the data a black or white list names. */
  readonly data?: string;
}

/** What the storefront does with a refusal (checkout 8). */
export type RejectionOutcome =
  | { readonly kind: 'out_of_stock'; readonly entities: OutOfStockEntities }
  | { readonly kind: 'limitation'; readonly type: OrderErrorCode }
  | { readonly kind: 'promotion'; readonly key: string }
  | { readonly kind: 'tracking_error'; readonly type: OrderErrorCode };

export function rejectionOutcome(rejection: OrderRejection): RejectionOutcome {
  switch (rejection.err) {
    case 'stock_error':
      return { kind: 'out_of_stock', entities: rejection.entities ?? { quantityIds: [], productIds: [], optionItemIds: [] } };
    case 'limitation_products':
    case 'limitation_total_products':
    case 'limitation_order':
    case 'limitation_categories':
      return { kind: 'limitation', type: rejection.err };
    case 'promotion_error':
      return { kind: 'promotion', key: rejection.data ?? 'invalid_promo_code' };
    default:
      return { kind: 'tracking_error', type: rejection.err };
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
