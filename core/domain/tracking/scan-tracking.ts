import type { OrderTypeId } from '../order-type/order-type';
import { OrderTypeId as OrderTypeIds } from '../order-type/order-type';

/** checkout 4: the tracking page's `type` for a table or room order paid on the spot (room and scan variant). */
export const SCAN_TRACKING_TYPE = 'scan';

/** checkout 4: "on success for table or room orders paid on the spot: go to tracking with orderId and type scan". */
export function tracksAsScan(orderType: OrderTypeId | null): boolean {
  return orderType === OrderTypeIds.onPlace || orderType === OrderTypeIds.roomDelivery;
}

/**
 * checkout 8: the tracking page's `type` names why an order was refused, except `scan`, which names the
 * room and scan variant of a success (checkout 2). The refusal to show, if any.
 */
export function refusalTypeOf(type: string | null): string | null {
  return type === SCAN_TRACKING_TYPE ? null : type;
}
