import type { Product } from '../catalogue/catalogue';
import type { OrderTypeId } from '../order-type/order-type';

/** browsing 3 "Highlight product response: highlightProduct with product and orderTypeId". */
export interface HighlightProduct {
  readonly product: Product;
  readonly orderTypeId: OrderTypeId;
}

/**
 * browsing 8, the highlight product's three errors, by the code the platform's answer names (ours: the
 * spec gives the messages, not codes). Every one shows the drawer's error step.
 */
export const HIGHLIGHT_ERROR_CODES = {
  service: 'HIGHLIGHT_SERVICE_NOT_FOUND',
  product: 'HIGHLIGHT_PRODUCT_NOT_FOUND',
  orderType: 'HIGHLIGHT_ORDER_TYPE_NOT_FOUND',
} as const;

/** browsing 8: the platform's messages, word for word (the last two in French). */
export const HIGHLIGHT_ERROR_MESSAGES = {
  service: (serviceId: number | string) => `ServiceId ${serviceId} cannot be found in the services`,
  product: "Le produit n'a pas pu être trouvé",
  orderType: "Le type de commande n'a pas pu être trouvé",
} as const;

/** Why the drawer shows its error step (browsing 2.9 and 8); `unreachable` is any other failure of the load. */
export type HighlightProblem = 'service_not_found' | 'product_not_found' | 'order_type_not_found' | 'unreachable';

/** The problem a failed load names by its code (browsing 8); anything else is `unreachable`. */
export function highlightProblemOf(code: string | undefined): HighlightProblem {
  if (code === HIGHLIGHT_ERROR_CODES.service) return 'service_not_found';
  if (code === HIGHLIGHT_ERROR_CODES.product) return 'product_not_found';
  if (code === HIGHLIGHT_ERROR_CODES.orderType) return 'order_type_not_found';
  return 'unreachable';
}
