import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HashedIdOfRestaurant } from '../../core/domain/restaurant/hashed-restaurant-path';
import { hashedRestaurantPath } from '../../core/domain/restaurant/hashed-restaurant-path';
import type { AddressRules } from './address-rules';
import { installAddressRules } from './address-rules';

/**
 * browsing 2.1 and checkout 7: the restaurants of this visit whose settings name a hashed id, learnt as their
 * settings arrive, so that every address of theirs is rewritten to the hashed id before navigation (the app's
 * history asks `rewrite`, ui/routing/app-history.ts), whichever id a link was built with.
 */
export class HashedRestaurantIds implements AddressRules {
  private readonly restaurants = new Map<string, HashedIdOfRestaurant>();

  learn(restaurant: HashedIdOfRestaurant): void {
    if (restaurant.hashed_id) this.restaurants.set(restaurant.id, { id: restaurant.id, hashed_id: restaurant.hashed_id });
  }

  /** `to` (a path, its query and fragment) with a learnt restaurant's short id replaced by its hashed id. */
  rewrite(to: string): string {
    for (const restaurant of this.restaurants.values()) {
      const hashed = hashedRestaurantPath(to, restaurant);
      if (hashed !== null) return hashed;
    }
    return to;
  }

  /** Whether two ids of addresses are the one establishment (its short id and its hashed id). */
  sameEstablishment(first: string, second: string): boolean {
    if (first === second) return true;
    return [...this.restaurants.values()].some(({ id, hashed_id }) => (first === id && second === hashed_id) || (first === hashed_id && second === id));
  }
}

/** The one list of the page: the history and the restaurant's pages ask it (address-rules.ts) once this is loaded. */
export const hashedRestaurantIds = new HashedRestaurantIds();
installAddressRules(hashedRestaurantIds);

/**
 * Once the restaurant's settings are here: learns its hashed id, and moves the address the visitor came in by
 * onto it, replacing that history entry (Back does not return to the short id), query, fragment and state kept.
 */
export function useHashedRestaurantAddress(restaurant: HashedIdOfRestaurant, ids: HashedRestaurantIds = hashedRestaurantIds): void {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  useEffect(() => {
    ids.learn(restaurant);
    const current = `${pathname}${search}${hash}`;
    if (ids.rewrite(current) !== current) void navigate({ pathname, search, hash }, { replace: true, state: state as unknown });
  }, [ids, restaurant, navigate, pathname, search, hash, state]);
}

/** Loaded with its module by the restaurant's pages when the settings name a hashed id (restaurant-layout.tsx). */
export function HashedRestaurantAddress({ restaurant }: { readonly restaurant: HashedIdOfRestaurant }) {
  useHashedRestaurantAddress(restaurant);
  return null;
}
