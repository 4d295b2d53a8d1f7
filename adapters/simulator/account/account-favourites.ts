import type { DashboardData } from '../../../core/domain/account/account';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import { SimulatorError } from '../engine/simulator-error';
import type { Favourites } from './account-store';

const MAX_FAVOURITES = 100;

/** What the favourites of an establishment are checked against, and named from. */
export interface FavouritesContext {
  readonly catalogue: Catalogue;
  readonly establishmentIds: readonly RestaurantId[];
  readonly restaurantName: (id: RestaurantId) => string;
}

export type FavouriteChange = { readonly kind: 'product'; readonly id: number; readonly favourite: boolean } | { readonly kind: 'restaurant'; readonly id: RestaurantId; readonly favourite: boolean };

/** accounts 2: a product of this establishment's menu or an establishment, added or removed; at most 100 of each. */
export function changedFavourites(favourites: Favourites, change: FavouriteChange, context: FavouritesContext): Favourites {
  const { products, restaurants } = favourites;
  const toggle = <T>(list: readonly T[], id: T): T[] => (change.favourite ? [...new Set([...list, id])] : list.filter((each) => each !== id));
  if (change.kind === 'product') {
    if (!context.catalogue.products.some((product) => product.id === change.id)) throw new SimulatorError('not_found', 'no such product', 'id');
  } else if (!context.establishmentIds.includes(change.id)) {
    throw new SimulatorError('not_found', 'no such establishment', 'id');
  }
  const changed = change.kind === 'product' ? { products: toggle(products, change.id), restaurants } : { products, restaurants: toggle(restaurants, change.id) };
  if (changed.products.length > MAX_FAVOURITES || changed.restaurants.length > MAX_FAVOURITES) {
    throw new SimulatorError('bad_request', `at most ${MAX_FAVOURITES} favourites`, 'id');
  }
  return changed;
}

/** accounts 3: the dashboard, the favourites that still exist, named. */
export function dashboardOf(favourites: Favourites, context: FavouritesContext): DashboardData {
  return {
    products: favourites.products.flatMap((id) => {
      const product = context.catalogue.products.find((each) => each.id === id);
      return product ? [{ id, quantityId: null, optionsMapping: [], name: product.name }] : [];
    }),
    restaurants: favourites.restaurants.filter((id) => context.establishmentIds.includes(id)).map((id) => ({ id, restaurant_name: context.restaurantName(id) })),
  };
}
