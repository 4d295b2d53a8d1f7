import type { Cents } from '../money/money';
import type { OrderTypeSettings } from '../order-type/order-type';
import { OrderTypeId } from '../order-type/order-type';

/** checkout 5: 'order possible from {amount} {currency}' while the basket is below the order type's minimum. */
export function minimumOrderBanner(orderType: OrderTypeSettings | null, subtotal: Cents): { readonly minimum: Cents } | null {
  if (!orderType || orderType.minimumPrice <= 0 || subtotal >= orderType.minimumPrice) return null;
  return { minimum: orderType.minimumPrice };
}

export type FreeDeliveryBanner =
  | { readonly kind: 'remaining'; readonly threshold: Cents; readonly remaining: Cents }
  | { readonly kind: 'reached'; readonly threshold: Cents };

/**
 * checkout 5: a free-shipping banner shows when the delivery threshold (deliveryOffered) is finite, for a
 * delivery that costs something: how much is left to reach it, or that it is reached.
 */
export function freeDeliveryBanner(orderType: OrderTypeSettings | null, subtotal: Cents): FreeDeliveryBanner | null {
  if (!orderType || orderType.id !== OrderTypeId.delivery || !orderType.deliveryCostActive) return null;
  const threshold = orderType.deliveryOffered;
  if (threshold === null || !Number.isFinite(threshold)) return null;
  return subtotal >= threshold ? { kind: 'reached', threshold } : { kind: 'remaining', threshold, remaining: threshold - subtotal };
}
