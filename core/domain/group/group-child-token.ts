import type { RestaurantId } from '../restaurant/restaurant-settings';

/** browsing 2.1: "Navigation in a group of restaurants adds a child_token query" (the group's id). */
export const CHILD_TOKEN_QUERY = 'child_token';

/** The group an address inside a child names, or null (none, or the child itself). */
export function childTokenOf(search: string, childId: RestaurantId): RestaurantId | null {
  const token = new URLSearchParams(search).get(CHILD_TOKEN_QUERY);
  return token && token !== childId ? token : null;
}

/**
 * browsing 2.1: the group of a child's page: the one its address names, else the one this visit
 * remembered. The address wins, so that a link from another group leads back to that one.
 */
export function groupOfChild(search: string, childId: RestaurantId, remembered: RestaurantId | null): RestaurantId | null {
  return childTokenOf(search, childId) ?? (remembered !== childId ? remembered : null);
}

/**
 * browsing 2.1: the query of a child's page with its group's child_token, so that every address inside
 * a child (a copied link, a reload, a new tab) keeps the way back to the group. The other parameters
 * are kept in their order; null when the query already carries it.
 */
export function searchWithChildToken(search: string, groupId: RestaurantId): string | null {
  const params = new URLSearchParams(search);
  if (params.get(CHILD_TOKEN_QUERY) === groupId) return null;
  params.set(CHILD_TOKEN_QUERY, groupId);
  return `?${params.toString()}`;
}
