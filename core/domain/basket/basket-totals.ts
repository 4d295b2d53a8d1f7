import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import { OrderTypeId } from '../order-type/order-type';
import type { OrderTypeSettings } from '../order-type/order-type';
import type { Basket } from './basket';
import { basketItemCount } from './basket';

export interface BasketTotals {
  readonly itemCount: number;
  readonly subtotal: Cents;
  readonly deliveryCost: Cents;
  readonly total: Cents;
  /** checkout 5: the order type's minimum price (0 when none). */
  readonly minimumPrice: Cents;
  /** checkout 5: Next is disabled while the basket total is below the minimum. */
  readonly belowMinimum: boolean;
}

/**
 * checkout 5: delivery is free once the basket reaches deliveryOffered or when the pricing type is free;
 * otherwise it costs deliveryCost when delivery cost is active. Other order types have no delivery cost.
 */
export function deliveryCostFor(orderType: OrderTypeSettings | null, subtotal: Cents): Cents {
  if (!orderType || orderType.id !== OrderTypeId.delivery || !orderType.deliveryCostActive) return 0;
  if (orderType.delivery.pricing_type === 'free') return 0;
  if (orderType.deliveryOffered !== null && subtotal >= orderType.deliveryOffered) return 0;
  return orderType.deliveryCost;
}

/** What an order costs on top of its lines: delivery (checkout 5) and the tip the customer adds. */
export interface OrderAmounts {
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  readonly total: Cents;
}

/** The one rule for an order's total, shared by the storefront, the CLI and the simulator. */
export function orderAmounts(orderType: OrderTypeSettings | null, subtotal: Cents, tips: Cents): OrderAmounts {
  const deliveryCost = deliveryCostFor(orderType, subtotal);
  return { deliveryCost, tips, total: subtotal + deliveryCost + tips };
}

export function basketSubtotal(basket: Basket): Cents {
  return sumCents(basket.basketProducts.map((entry) => entry.product.unitPrice * entry.nb));
}

export function computeBasketTotals(basket: Basket, orderType: OrderTypeSettings | null): BasketTotals {
  const subtotal = basketSubtotal(basket);
  const { deliveryCost, total } = orderAmounts(orderType, subtotal, 0);
  const minimumPrice = orderType?.minimumPrice ?? 0;
  return {
    itemCount: basketItemCount(basket),
    subtotal,
    deliveryCost,
    total,
    minimumPrice,
    // checkout 5: the minimum is checked on the basket total and applies to delivery too.
    belowMinimum: subtotal < minimumPrice,
  };
}
