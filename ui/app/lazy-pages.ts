import type { PageLoaders } from '../routing/page-prefetch';
import { registerPageLoaders } from '../routing/page-prefetch';

/**
 * The pages and overlays loaded on demand, each its own chunk, so that a first visit of the menu
 * downloads only the menu (budget: 157 KB of JavaScript, compressed). Links prefetch them on intent
 * (pointer over, focus, touch) so that opening one does not wait.
 */
export const lazyPages = {
  productCompose: () => import('../product/product-compose-route'),
  productFullView: () => import('../product/product-full-view-route'),
  basket: () => import('../basket/basket-route'),
  checkout: () => import('../checkout/checkout-route'),
  outOfStock: () => import('../basket/out-of-stock-route'),
  limitation: () => import('../limitation/limitation-route'),
  formulaDetails: () => import('../formula/formula-details-route'),
  about: () => import('../about/about-route'),
  categories: () => import('../categories/categories-route'),
} as const satisfies PageLoaders;

registerPageLoaders(lazyPages);
