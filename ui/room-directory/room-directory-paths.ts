import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/** browsing 2.1: /{id}/roomdirectory (v1) and /{id}/linker share their sub-routes. */
export type DirectoryMode = 'roomdirectory' | 'linker';

export const directoryPaths = {
  home: (restaurantId: RestaurantId, mode: DirectoryMode) => `/${encodeURIComponent(restaurantId)}/${mode}`,
  parent: (restaurantId: RestaurantId, mode: DirectoryMode, parentId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/parent/${parentId}`,
  customPage: (restaurantId: RestaurantId, mode: DirectoryMode, categoryId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/custompage/${categoryId}`,
  /** browsing 2.1 and 2.9: the highlight product drawer, over the home or over a parent page. */
  highlightProduct: (restaurantId: RestaurantId, mode: DirectoryMode, categoryId: number, parentId: number | null = null) =>
    `/${encodeURIComponent(restaurantId)}/${mode}${parentId === null ? '' : `/parent/${parentId}`}/highlight-product/${categoryId}`,
  booking: (restaurantId: RestaurantId, mode: DirectoryMode, categoryId: number) => `/${encodeURIComponent(restaurantId)}/${mode}/booking/${categoryId}`,
} as const;
