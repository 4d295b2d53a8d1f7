import type { RestaurantId } from './restaurant-id';

/**
 * browsing 2.1 and checkout 7: "some restaurant ids are rewritten to long hashed ids in the path before
 * navigation". Which ones is the establishment's setting `hashed_id` (ours: the spec's ids 15, 19, 38, 101 are
 * never written in code), sent by the platform, which answers to that id too (the establishment's aliases).
 */
export interface HashedIdOfRestaurant {
  readonly id: RestaurantId;
  readonly hashed_id?: string | null;
}

/** The same hashed-id form the platform accepts for an alias: long, letters and digits only. */
const HASHED_ID = /^[A-Za-z0-9]{24,128}$/;

/**
 * The address to go to instead of `to` (a path with its query and fragment), or null when `to` already has
 * the right id: the restaurant's short id as the path's first segment becomes its hashed id; the rest of the
 * path, the query and the fragment are kept as they are. Any other address (another restaurant, a hashed
 * id already, a path outside a restaurant) is left alone.
 */
export function hashedRestaurantPath(to: string, restaurant: HashedIdOfRestaurant): string | null {
  const hashed = restaurant.hashed_id;
  if (!hashed || !HASHED_ID.test(hashed) || hashed === restaurant.id) return null;
  const match = /^\/([^/?#]+)(.*)$/s.exec(to);
  if (!match) return null;
  const [, segment = '', rest = ''] = match;
  if (decoded(segment) !== restaurant.id) return null;
  return `/${hashed}${rest}`;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
