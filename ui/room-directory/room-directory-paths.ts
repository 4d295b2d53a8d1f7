import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/** browsing 2.1: /{id}/roomdirectory (v1) and /{id}/linker share their sub-routes. */
export type DirectoryMode = 'roomdirectory' | 'linker';

export const directoryPaths = {
  home: (restaurantId: RestaurantId, mode: DirectoryMode) => `/${encodeURIComponent(restaurantId)}/${mode}`,
  parent: (restaurantId: RestaurantId, mode: DirectoryMode, parentId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/parent/${parentId}`,
  customPage: (restaurantId: RestaurantId, mode: DirectoryMode, categoryId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/custompage/${categoryId}`,
  booking: (restaurantId: RestaurantId, mode: DirectoryMode, categoryId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/booking/${categoryId}`,
} as const;
