import type { Product } from './catalogue';
import { isOrderable } from './menu-navigation';

/**
 * Why a product can or cannot be ordered, so the menu can say it plainly (browsing 8: an unavailable
 * product shows the restaurant's unavailable_text, else product_victim_success).
 * - sold_out: its stock is tracked and nothing is left (browsing 3: number_available null or 0);
 * - unavailable: the restaurant marked it unavailable;
 * - consultative: it is shown for information and cannot be ordered (browsing 4).
 */
export type ProductAvailability = 'orderable' | 'sold_out' | 'unavailable' | 'consultative';

export function productAvailability(product: Product): ProductAvailability {
  if (isOrderable(product)) return 'orderable';
  if (product.consultative) return 'consultative';
  if (product.unavailable) return 'unavailable';
  if (product.stock !== null) return 'sold_out';
  return 'unavailable';
}
