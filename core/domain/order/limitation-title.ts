import type { OrderErrorCode } from './order-rejection';

/**
 * browsing 8: the title of a limitation, by its type (checkout 8: the four limitation errors).
 * Returns null for a type that is not a limitation.
 */
export function limitationTitleKey(type: OrderErrorCode): string | null {
  switch (type) {
    case 'limitation_products':
      return 'limitation_these_products_are_no_longer_available';
    case 'limitation_categories':
      return 'limitation_these_products_form_category_are_no_longer_available';
    case 'limitation_total_products':
      return 'limitation_order_total_products_full';
    case 'limitation_order':
      return 'limitation_order_timeslot_full';
    default:
      return null;
  }
}
