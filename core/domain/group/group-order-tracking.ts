import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { TrackStatus } from '../tracking/track-status';

/** One outlet's part of a group order: its own order, tracked as any order (checkout 3 track status). */
export interface GroupOrderPart {
  readonly restaurant_token: RestaurantId;
  readonly restaurant_name: string;
  readonly track: TrackStatus;
}

/**
 * Ours (checkout 7 shows no call for it): a group order as read back, the group's order number and each
 * outlet's part, so that the tracking of a group order shows each outlet's progress.
 */
export interface GroupOrderStatus {
  readonly order_number: string;
  readonly group_id: RestaurantId;
  readonly parts: readonly GroupOrderPart[];
}

/** What the whole group order costs, as the platform priced each part (null when a part does not say). */
export function groupOrderTotal(status: GroupOrderStatus): Cents | null {
  const totals = status.parts.map((part) => part.track.total_price);
  return totals.every((total): total is Cents => total !== null) ? sumCents(totals) : null;
}
