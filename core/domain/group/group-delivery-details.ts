import type { OrderTypeId } from '../order-type/order-type';
import { ORDER_TYPE_IDS, isOrderTypeId } from '../order-type/order-type';
import type { RestaurantId } from '../restaurant/restaurant-settings';

/**
 * browsing 2.4: the group's home shows the delivery-details menu: how the customer wants to order
 * (take away, room delivery ...). A group has no order types of its own (browsing 4); it offers those of
 * its open establishments (every order type is taken: checkout 3), and lists the establishments offering
 * the chosen one. The choice is remembered per group.
 */
export interface OrderTypeOffer {
  readonly orderTypes: readonly { readonly id: OrderTypeId }[];
}

/** The order types the group offers: those its open establishments offer, in the spec's order of ids. */
export function groupOrderTypes(establishments: readonly OrderTypeOffer[]): OrderTypeId[] {
  const offered = new Set(establishments.flatMap((establishment) => establishment.orderTypes.map((type) => type.id)));
  return ORDER_TYPE_IDS.filter((id) => offered.has(id));
}

/** The order type the menu shows chosen: the remembered one while still offered, else the first offered. */
export function chosenGroupOrderType(offered: readonly OrderTypeId[], remembered: string | null): OrderTypeId | null {
  const wanted = remembered === null ? null : Number(remembered);
  if (isOrderTypeId(wanted) && offered.includes(wanted)) return wanted;
  return offered[0] ?? null;
}

/** The establishments that take the chosen order type (all of them while none is chosen). */
export function offeringOrderType<T extends { readonly establishment: OrderTypeOffer }>(entries: readonly T[], chosen: OrderTypeId | null): T[] {
  if (chosen === null) return [...entries];
  return entries.filter((entry) => entry.establishment.orderTypes.some((type) => type.id === chosen));
}

/** Where the chosen order type is remembered: one key per group. */
export function groupOrderTypeKey(groupId: RestaurantId): string {
  return `ordering.group.${groupId}.orderType`;
}

/**
 * browsing 2.4 and checkout 3: the order type an outlet's checkout starts on. The one the customer
 * picked on the group's delivery-details menu when the outlet takes it, else the outlet's first one.
 */
export function preselectedOrderType(outletOrderTypes: readonly OrderTypeId[], groupChoice: string | null): OrderTypeId | null {
  const wanted = groupChoice === null ? null : Number(groupChoice);
  if (isOrderTypeId(wanted) && outletOrderTypes.includes(wanted)) return wanted;
  return outletOrderTypes[0] ?? null;
}
