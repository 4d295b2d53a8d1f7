import type { RouteObject } from 'react-router-dom';

/**
 * accounts 2 and browsing 2.1: /{restaurantId}/v/... (one login layout) and /{restaurantId}/dashboard
 * with its inner routes, every page its own chunk.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'v',
    lazy: () => import('./login-layout-route'),
    children: [
      { path: 'login', lazy: () => import('./login-route') },
      { path: 'register', lazy: () => import('./register-route') },
      { path: 'forgot-password', lazy: () => import('./forgot-password-route') },
      { path: 'reset-password', lazy: () => import('./reset-password-route') },
    ],
  },
  {
    path: 'dashboard',
    lazy: () => import('./dashboard-layout-route'),
    children: [
      { index: true, lazy: () => import('./dashboard-home-route') },
      { path: 'profil', lazy: () => import('./profile-route') },
      { path: 'favorite-products', lazy: () => import('./favourites-routes').then((module) => ({ Component: module.FavouriteProducts })) },
      { path: 'favorite-establishments', lazy: () => import('./favourites-routes').then((module) => ({ Component: module.FavouriteEstablishments })) },
      { path: 'order-history', lazy: () => import('./history/order-history-route') },
      { path: 'confidentiality', lazy: () => import('./favourites-routes').then((module) => ({ Component: module.Confidentiality })) },
    ],
  },
];
