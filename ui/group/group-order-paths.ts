import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/**
 * Ours (the spec names no screen for them): the group's checkout, one for the baskets of all its outlets,
 * and the tracking of a group order, each outlet's part.
 */
export function groupCheckoutPath(groupId: RestaurantId): string {
  return `/${encodeURIComponent(groupId)}/groupCheckout`;
}

export function groupOrderPath(groupId: RestaurantId, orderNumber: string): string {
  return `/${encodeURIComponent(groupId)}/groupOrder?${new URLSearchParams({ orderId: orderNumber }).toString()}`;
}
