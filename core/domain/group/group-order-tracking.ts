import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { RestaurantId, RestaurantSettings } from '../restaurant/restaurant-settings';
import type { TrackStatus } from '../tracking/track-status';
import { shownOrderNumber } from '../tracking/track-status';

/** One outlet's part of a group order: its own order, tracked as any order (checkout 3 track status). */
export interface GroupOrderPart {
  readonly restaurant_token: RestaurantId;
  readonly restaurant_name: string;
  readonly track: TrackStatus;
  /**
   * Ours (issue 22.14): the outlet's display-number prefix (its settings' prefix) when it shows display
   * numbers (useDisplayOrderNumber), null when it shows its order numbers; absent means null.
   */
  readonly display_prefix?: string | null;
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

/**
 * checkout 2 for each outlet's part (issue 22.14): the number the outlet calls out, its display number with
 * its own prefix (CR-001, PZ-001), so that two outlets' first orders of the day are not both "001".
 */
export function shownPartOrderNumber(part: GroupOrderPart): string {
  const prefix = part.display_prefix ?? null;
  return shownOrderNumber(part.track, prefix !== null, prefix ?? '');
}

/** An outlet's part says its prefix when the outlet shows display numbers (issue 22.14), else null. */
export function displayPrefixOf(outlet: Pick<RestaurantSettings, 'useDisplayOrderNumber' | 'prefix'>): string | null {
  return outlet.useDisplayOrderNumber ? outlet.prefix : null;
}
