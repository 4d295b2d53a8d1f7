import { groupOrderTypeKey } from '../../core/domain/group/group-delivery-details';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { groupOfVisit } from './child-token';

/**
 * browsing 2.4: the order type the customer chose on the delivery-details menu of the group this outlet
 * was opened from (its child_token), as remembered per group: it survives a reload, and a copied link
 * with child_token finds it too. Null outside a group or before any choice.
 */
export function groupOrderTypeChoice(outletId: RestaurantId, search: string, store: Pick<KeyValueStore, 'get'>): string | null {
  const groupId = groupOfVisit(outletId, search);
  return groupId ? store.get(groupOrderTypeKey(groupId)) : null;
}
