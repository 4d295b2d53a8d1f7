import { createContext, useContext } from 'react';
import type { RestaurantViewModel } from './restaurant-view-model';

/** The establishment of the current address, for every page under /{restaurantId}. */
export const RestaurantContext = createContext<RestaurantViewModel | null>(null);

export function useRestaurant(): RestaurantViewModel {
  const restaurant = useContext(RestaurantContext);
  if (!restaurant) throw new Error('useRestaurant: only pages under /{restaurantId} have a restaurant.');
  return restaurant;
}
