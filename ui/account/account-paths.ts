import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

const base = (restaurantId: RestaurantId) => `/${encodeURIComponent(restaurantId)}`;

/** accounts 2 and browsing 2.1: the login layout's pages and the dashboard with its inner routes. */
export const accountPaths = {
  login: (id: RestaurantId) => `${base(id)}/v/login`,
  register: (id: RestaurantId) => `${base(id)}/v/register`,
  forgotPassword: (id: RestaurantId) => `${base(id)}/v/forgot-password`,
  dashboard: (id: RestaurantId) => `${base(id)}/dashboard`,
  profile: (id: RestaurantId) => `${base(id)}/dashboard/profil`,
  confidentiality: (id: RestaurantId) => `${base(id)}/dashboard/confidentiality`,
  favouriteProducts: (id: RestaurantId) => `${base(id)}/dashboard/favorite-products`,
  favouriteEstablishments: (id: RestaurantId) => `${base(id)}/dashboard/favorite-establishments`,
  orderHistory: (id: RestaurantId) => `${base(id)}/dashboard/order-history`,
} as const;
