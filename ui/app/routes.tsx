import type { RouteObject } from 'react-router-dom';
import { HomeRoute } from '../home/home-route';
import { LegacyMenuRedirect } from '../menu/legacy-menu-redirect';
import { MenuRoute } from '../menu/menu-route';
import { lazyPages } from './lazy-pages';
import { withPageTexts } from './route-page-texts';
import { NotFoundScreen, StandaloneNotFoundScreen } from './not-found-screen';
import type { RouteHandle } from './restaurant/basket-button';
import { RestaurantLayout } from './restaurant/restaurant-layout';
import { CrashScreen } from './error-boundary';
import { accountRoutes } from '../account/account-routes';
import { bookingRoutes } from '../booking/booking-routes';

/** browsing 2.1: the product and basket overlays open over the menu as child routes. */
const menuOverlays: RouteObject[] = [
  { index: true, element: null },
  { path: 'productFullView/:productid', lazy: lazyPages.productFullView },
  { path: 'productCompose/:productid', lazy: lazyPages.productCompose },
  { path: 'basket', lazy: lazyPages.basket },
];

/** checkout 2: the hub inside a drawer over the menu (ours: config.checkout_in_drawer), a child of the menu only. */
const checkoutDrawer: RouteObject = { path: 'checkout', lazy: () => import('../checkout/checkout-drawer-route') };

/** browsing 2.12: both store-locator routes in one chunk, imported from one place (one list of its files in the entry, not two). */
const storeLocator = () => import('../store-locator/store-locator-route');
/** checkout 2: the confirmation page and its three variants, one chunk imported from one place. */
const confirmationPages = () => import('../confirmation/confirmation-pages');

const menuHandle: RouteHandle = { basketButton: true };
/** browsing 2.1: order-validation, order-validated and payment-in-app show no basket and no footer. */
const fullLayout: RouteHandle = { footer: false };

/**
 * The route table of browsing 2.1 (prefix /{restaurantId}), with the routes built so far. Overlays,
 * checkout, tracking and out-of-stock pages are their own chunks (lazy-pages.ts) so the menu stays small;
 * each waits for the pages' texts too (route-page-texts.ts).
 */
export const routes: RouteObject[] = withPageTexts([
  { path: '/', element: <StandaloneNotFoundScreen />, errorElement: <CrashScreen /> },
  {
    path: '/:restaurantId',
    element: <RestaurantLayout />,
    errorElement: <CrashScreen />,
    children: [
      // browsing 2.2: /{restaurantId} is the home, or redirects to the menu (home-route.tsx).
      { id: 'home', element: <HomeRoute />, handle: menuHandle, children: [...menuOverlays, checkoutDrawer] },
      { path: 'menu/:categoryid', element: <MenuRoute />, handle: menuHandle, children: [...menuOverlays, checkoutDrawer] },
      { path: ':oldproducttype/menu/:categoryid', element: <LegacyMenuRedirect /> },
      { path: 'validation', lazy: lazyPages.checkout },
      // checkout 2: the room and scan variant's suggestions ('did you forget') open over the tracking page. Its
      // chunk is named here: the page shows product cards, whose links prefetch through lazy-pages.ts.
      { path: 'trackOrder', lazy: () => import('../tracking/tracking-route'), children: menuOverlays.filter((overlay) => overlay.path !== 'basket') },
      // checkout 2: the order confirmation page, where an online payment comes back, and its variants (paths
      // ours: the spec does not show them), one chunk for the four (confirmation-pages.ts).
      { path: 'confirmation', lazy: () => confirmationPages().then((module) => ({ Component: module.OrderConfirmation })) },
      { path: 'bankReturn', lazy: () => confirmationPages().then((module) => ({ Component: module.BankReturn })) },
      { path: 'waitingOrder', lazy: () => confirmationPages().then((module) => ({ Component: module.OnSiteWaiting })) },
      { path: 'paymentError', lazy: () => confirmationPages().then((module) => ({ Component: module.PaymentError })) },
      // browsing 2.1 and 2.5: the hub of a table (query number), its bill and pay-the-bill (own chunk).
      { path: 'hub', lazy: () => import('../hub/table-hub-route') },
      // checkout 2 and 4: the order validation screens, full layout without basket nor footer (browsing 2.1).
      { path: 'order-validation', handle: fullLayout, lazy: () => import('../order-validation/order-validation-route') },
      { path: 'order-validated', handle: fullLayout, lazy: () => import('../order-validation/order-validated-route') },
      { path: 'payment-in-app', handle: fullLayout, lazy: () => import('../payment-in-app/payment-in-app-route') },
      { path: 'outofstock', lazy: lazyPages.outOfStock },
      { path: 'limitation/:type', lazy: lazyPages.limitation },
      { path: 'formulaDetails/:formule_id', lazy: lazyPages.formulaDetails },
      { path: 'about', lazy: lazyPages.about },
      // accounts 2: the terms of sale and the privacy charter (own chunk).
      { path: 'cgv', lazy: () => import('../legal/terms-route') },
      { path: 'privacypolicy', lazy: () => import('../legal/privacy-route') },
      // Issue 20 item 7: the accessibility statement (own chunk).
      { path: 'accessibility', lazy: () => import('../legal/accessibility-statement-route') },
      // browsing 2.4: a group of restaurants lists its outlets (own chunk).
      { path: 'homeMultiEstablishment', lazy: () => import('../group/group-home-route') },
      // checkout 3 and 7: a group's one checkout for all its outlets' baskets, and its order's tracking (paths ours).
      { path: 'groupCheckout', lazy: () => import('../group/group-checkout-route') },
      { path: 'groupOrder', lazy: () => import('../group/group-order-route') },
      { path: 'categories', lazy: lazyPages.categories },
      // browsing 2.6: a suggested product opens over the suggestions like over the menu. Its chunk is
      // named here: the page shows product cards, whose links prefetch through lazy-pages.ts.
      {
        path: 'products-suggestion',
        lazy: () => import('../suggestions/suggestions-route'),
        children: menuOverlays.filter((overlay) => overlay.path !== 'basket'),
      },
      // browsing 2.9: the room directory v1 and the linker, their sub-pages routed inside (own chunk).
      { path: 'roomdirectory/*', lazy: () => import('../room-directory/room-directory-route').then((module) => ({ Component: module.RoomDirectoryV1 })) },
      { path: 'linker/*', lazy: () => import('../room-directory/room-directory-route').then((module) => ({ Component: module.Linker })) },
      // browsing 2.10: the room directory v2 and its custompage and booking pages (own chunk), with its own header.
      { path: 'roomdirectoryV2/*', lazy: () => import('../room-directory/v2/room-directory-v2-route'), handle: { header: false } satisfies RouteHandle },
      // accounts 2 (issue 19): an ice-cream shop's presenter screen, without the storefront's header and footer (own chunk).
      { path: 'productOptionsPresenter', lazy: () => import('../presenter/presenter-route'), handle: { header: false, footer: false } satisfies RouteHandle },
      // browsing 2.1 and 2.12: the store locator frames its map route, which has no top bar and no footer (own chunks).
      { path: 'storelocator', lazy: () => storeLocator().then((module) => ({ Component: module.StoreLocatorFrame })) },
      { path: 'storelocatormap', lazy: storeLocator, handle: { header: false, footer: false } satisfies RouteHandle },
      // accounts 2: the feedback on an order and on a booking (own chunks).
      { path: 'feedback/:orderNumber', lazy: () => import('../feedback/feedback-route') },
      { path: 'feedback-booking', lazy: () => import('../feedback/booking-feedback-route') },
      // accounts 2: the login layout's pages and the dashboard (own chunks).
      ...accountRoutes,
      // accounts 2 and browsing 2.1 (issue 8): the booking forms and the event booking page (own chunks).
      ...bookingRoutes,
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
  { path: '*', element: <StandaloneNotFoundScreen /> },
]);
