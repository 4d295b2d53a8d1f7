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
  | { readonly kind: 'reached' };

/**
 * checkout 5: a free-shipping banner shows when the delivery threshold (deliveryOffered) is finite: how much
 * is left to reach it while the delivery costs something, or that delivery is offered once the basket
 * reaches it or whatever the basket when the pricing type is free.
 */
export function freeDeliveryBanner(orderType: OrderTypeSettings | null, subtotal: Cents, deliveryCost: Cents): FreeDeliveryBanner | null {
  if (!orderType || orderType.id !== OrderTypeId.delivery) return null;
  const threshold = orderType.deliveryOffered !== null && Number.isFinite(orderType.deliveryOffered) ? orderType.deliveryOffered : null;
  if (orderType.delivery.pricing_type === 'free' || (threshold !== null && subtotal >= threshold)) return { kind: 'reached' };
  if (threshold === null || deliveryCost === 0) return null;
  return { kind: 'remaining', threshold, remaining: threshold - subtotal };
}
