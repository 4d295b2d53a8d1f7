import { CHILD_TOKEN_QUERY, childTokenOf, groupOfChild } from '../../core/domain/group/group-child-token';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { MemoryStorage } from '../storage/safe-storage';

/**
 * browsing 2.1 "Navigation in a group of restaurants adds a child_token query": the group's list
 * links to a child with `?child_token=<group id>`. The child remembers it for the visit (the tab's
 * sessionStorage, so a reload keeps it) and its header offers the way back to the group on every
 * page (menu, basket, validation). Every address inside the child carries it too (GroupBackLink).
 */
export { CHILD_TOKEN_QUERY };
const key = (childId: RestaurantId) => `ordering.childToken.${childId}`;

let fallback: Storage | null = null;

function sessionStore(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(key(''));
    return storage;
  } catch {
    fallback ??= new MemoryStorage();
    return fallback;
  }
}

/** The group this child was opened from in this visit, remembering the one the address carries. */
export function groupOfVisit(childId: RestaurantId, search: string): RestaurantId | null {
  const fromAddress = childTokenOf(search, childId);
  if (fromAddress) {
    try {
      sessionStore().setItem(key(childId), fromAddress);
    } catch {
      // A full or blocked store: the address still carries it.
      return fromAddress;
    }
  }
  return groupOfChild(search, childId, sessionStore().getItem(key(childId)));
}

const nameKey = (groupId: RestaurantId) => `ordering.groupName.${groupId}`;

/** The group's page remembers its name for the visit, so that its children's way back can say it. */
export function rememberGroupName(groupId: RestaurantId, name: string): void {
  try {
    sessionStore().setItem(nameKey(groupId), name);
  } catch {
    // A full or blocked store: the way back names no group.
  }
}

/** The name of a group seen (or loaded) in this visit, or null. */
export function groupNameOf(groupId: RestaurantId): string | null {
  return sessionStore().getItem(nameKey(groupId));
}

/** The address of a child opened from its group (browsing 2.1): its menu, with the group's token. */
export function childMenuPath(childId: RestaurantId, groupId: RestaurantId): string {
  return `/${encodeURIComponent(childId)}/menu/0?${CHILD_TOKEN_QUERY}=${encodeURIComponent(groupId)}`;
}

/** The group's page (browsing 2.1: /{restaurantId}/homeMultiEstablishment). */
export function groupHomePath(groupId: RestaurantId): string {
  return `/${encodeURIComponent(groupId)}/homeMultiEstablishment`;
}
