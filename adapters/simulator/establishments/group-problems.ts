import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ConsistencyProblem } from './consistency-problem';

/**
 * browsing 3 (multi-outlet) and issue 22.15: a group's outlets are establishments of the same folder. A
 * token naming no file would leave the group's home listing an outlet that answers nothing; the check
 * needs the whole folder, so it runs once every file has loaded.
 */
export function groupProblems(group: RestaurantSettings, folderIds: readonly string[]): ConsistencyProblem[] {
  const children = group.multi_establishment?.childrens ?? [];
  const others = folderIds.filter((id) => id !== group.id);
  const seen = new Set<string>();
  return children.flatMap((child, index) => {
    const field = `settings.multi_establishment.childrens.${index}.restaurant_token`;
    const token = child.restaurant_token;
    const twice = seen.has(token);
    seen.add(token);
    if (token === group.id) return [{ field, message: 'a group does not list itself: write the id of one of its outlets' }];
    if (!others.includes(token)) {
      const known = others.length > 0 ? `: write the id of one of its files (${others.join(', ')})` : ': add the outlet\'s file beside this one';
      return [{ field, message: `no establishment "${token}" in this folder${known}` }];
    }
    return twice ? [{ field, message: `outlet "${token}" is listed twice: list each outlet once` }] : [];
  });
}
