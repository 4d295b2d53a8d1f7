import type { MenuAvailability } from '../../core/domain/catalogue/menu-availability';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/**
 * The restaurant platform's API as the spec gives it (browsing 7, checkout 7): paths relative to the
 * API base URL, response envelopes, live-socket event names. Both sides read it: the HTTP gateways
 * that call the platform and the simulator that plays it. It holds no behaviour.
 */
export const PLATFORM_PATHS = {
  /** Ours: the spec does not show the settings call. */
  restaurant: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/restaurant`,
  products: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/products`,
  productOptions: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/product_options`,
  allergens: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/allergens`,
  placeOrder: (id: RestaurantId) => `${encodeURIComponent(id)}/order/`,
  trackOrder: (orderNumber: string) => `order/track/${encodeURIComponent(orderNumber)}`,
  /** Ours: checkout 7 names the client log call but not its path. */
  clientLog: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/client-log`,
  /** browsing 7: basket suggestions, body { productIds }. */
  future: (id: RestaurantId) => `api/future/${encodeURIComponent(id)}`,
  /** Ours: browsing 2.2 names the home's most-ordered block but not its call. */
  bestSellers: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/best_sellers`,
  /** Ours: browsing 7 names the room directory data load but not its path. */
  roomDirectory: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/room_directory`,
  /** Ours: browsing 7 "Highlight product fetch" sends service id and restaurant id, path not shown; answer { highlightProduct }. */
  highlightProduct: (id: RestaurantId, serviceId: number) => `api_click_and_collect/v7/${encodeURIComponent(id)}/room_directory/highlight_product/${serviceId}`,
  /** Ours: browsing 2.11 and 7 name the room-directory category click tracking event, not its path. */
  roomDirectoryClick: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/room_directory/category_clicks`,
  /** Ours: browsing 7 names the product click and suggestion pick tracking events, not their path. */
  productEvent: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/tracking_events`,
  /** Ours: browsing 6 names cart sharing but not its calls; body { basket }, answer { cart_id }. */
  shareCart: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/shared_carts`,
  /** Ours: browsing 7 names the shared cart fetch by cart id but not its path; answer { basket }. */
  sharedCart: (id: RestaurantId, cartId: string) => `api_click_and_collect/v7/${encodeURIComponent(id)}/shared_carts/${encodeURIComponent(cartId)}`,
  /** Ours: checkout 7 names the receipt request (email, wantPromotion, orderNumber) but not its path. */
  receiptRequest: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/receipt_request`,
  /** Ours: checkout 3 deliveryData carries latitude and longitude; query q, answer { addresses }. */
  addressSearch: (id: RestaurantId) => `api_click_and_collect/v7/${encodeURIComponent(id)}/address_search`,
  /** checkout 7: "Is order paid"; the answer's shape is ours (core PaymentState). */
  isOrderPaid: (orderNumber: string) => `api/click_and_collect/v7/pending/${encodeURIComponent(orderNumber)}`,
  /** Ours (issue 22.2): the storefront gives an unpaid order's payment up; POST, answer as "Is order paid". */
  giveUpPayment: (orderNumber: string) => `api/click_and_collect/v7/pending/${encodeURIComponent(orderNumber)}/cancel`,
  /** Ours: checkout 7 "Payment public key" (restaurant id and provider id; answer id and public_key). */
  paymentPublicKey: (id: RestaurantId, providerId: number) => `api_click_and_collect/v7/${encodeURIComponent(id)}/payment_public_key/${providerId}`,
  /** Ours: checkout 2, the in-app payment page's order, shown only with its payment token (query token). */
  inAppPayment: (id: RestaurantId, orderNumber: string) => `api_click_and_collect/v7/${encodeURIComponent(id)}/in_app_payment/${encodeURIComponent(orderNumber)}`,
  /** checkout 7 "Place group order": query restaurant_token (the group). */
  placeGroupOrder: 'order/multiRestaurant',
  /** Ours: checkout 7 shows no call to read a group order back; query restaurant_token (the group). */
  trackGroupOrder: (orderNumber: string) => `order/multiRestaurant/track/${encodeURIComponent(orderNumber)}`,
  /**
   * Ours (issue 15.5): the order an attempt took, by its Idempotency-Key, at this establishment (or group):
   * `{ data: { order_number, redirectionUrl } }`, 404 when it took none.
   */
  orderAttempt: (id: RestaurantId, idempotencyKey: string) => `api_click_and_collect/v7/${encodeURIComponent(id)}/order_attempts/${encodeURIComponent(idempotencyKey)}`,
} as const;

/** The server-side route patterns matching PLATFORM_PATHS (fastify syntax). */
export const PLATFORM_ROUTES = {
  restaurant: '/api_click_and_collect/v7/:restaurantId/restaurant',
  products: '/api_click_and_collect/v7/:restaurantId/products',
  productOptions: '/api_click_and_collect/v7/:restaurantId/product_options',
  allergens: '/api_click_and_collect/v7/:restaurantId/allergens',
  placeOrder: '/:restaurantId/order/',
  trackOrder: '/order/track/:orderNumber',
  clientLog: '/api_click_and_collect/v7/:restaurantId/client-log',
  future: '/api/future/:restaurantId',
  bestSellers: '/api_click_and_collect/v7/:restaurantId/best_sellers',
  roomDirectory: '/api_click_and_collect/v7/:restaurantId/room_directory',
  roomDirectoryClick: '/api_click_and_collect/v7/:restaurantId/room_directory/category_clicks',
  highlightProduct: '/api_click_and_collect/v7/:restaurantId/room_directory/highlight_product/:serviceId',
  productEvent: '/api_click_and_collect/v7/:restaurantId/tracking_events',
  shareCart: '/api_click_and_collect/v7/:restaurantId/shared_carts',
  sharedCart: '/api_click_and_collect/v7/:restaurantId/shared_carts/:cartId',
  receiptRequest: '/api_click_and_collect/v7/:restaurantId/receipt_request',
  addressSearch: '/api_click_and_collect/v7/:restaurantId/address_search',
  isOrderPaid: '/api/click_and_collect/v7/pending/:orderNumber',
  giveUpPayment: '/api/click_and_collect/v7/pending/:orderNumber/cancel',
  paymentPublicKey: '/api_click_and_collect/v7/:restaurantId/payment_public_key/:providerId',
  inAppPayment: '/api_click_and_collect/v7/:restaurantId/in_app_payment/:orderNumber',
  placeGroupOrder: '/order/multiRestaurant',
  trackGroupOrder: '/order/multiRestaurant/track/:orderNumber',
  orderAttempt: '/api_click_and_collect/v7/:restaurantId/order_attempts/:idempotencyKey',
} as const;

/**
 * Ours, as payment platforms do it: POST {restaurantId}/order/ may carry an idempotency key; the answer
 * to a repeat of the request says it is the first answer given again.
 */
export const IDEMPOTENCY_HEADERS = {
  key: 'idempotency-key',
  replayed: 'idempotent-replayed',
} as const;

/**
 * checkout 7: the live socket. The client sends `identity`; the server sends `data` on every change.
 * Ours (issue 15.11): `heartbeat`, sent every `heartbeatMs` (announced in the identity's acknowledgement)
 * with no body, so that the client says "live" only while they arrive.
 */
export const LIVE_SOCKET = {
  identityEvent: 'identity',
  dataEvent: 'data',
  heartbeatEvent: 'heartbeat',
  /** Ours (issue 20.3): the client follows a menu (MenuFollowMessage); its acknowledgement carries the availability of now. */
  menuEvent: 'menu',
  /** Ours (issue 20.3): the server tells a followed menu's availability after each change (core MenuAvailability). */
  availabilityEvent: 'availability',
} as const;

/** Ours (issue 20.3): the menu a socket follows. */
export interface MenuFollowMessage {
  readonly restaurantToken: RestaurantId;
}

/**
 * Ours (issue 20.3): the answer to `menu`, once the socket is in the menu's room: the availability of that
 * moment (so a reconnection loses nothing), or why it was refused.
 */
export type MenuFollowAcknowledgement =
  | { readonly ok: true; readonly availability: MenuAvailability }
  | { readonly ok: false; readonly error: 'invalid_menu' | 'unknown_establishment' | 'too_many_menus'; readonly message: string };

/** The heartbeat intervals a client believes (ms): anything else announced counts as no heartbeat. */
export const LIVE_HEARTBEAT_BOUNDS = { minMs: 100, maxMs: 60_000 } as const;

/** checkout 7: identity message with group cc, the order id and the restaurant token. */
export interface IdentityMessage {
  readonly restaurantToken: RestaurantId;
  readonly orderNumber: string;
  readonly cc: boolean;
}

/**
 * The simulator's answer to an identity message, once the socket is in the order's room or refused
 * (issue 5, point 6: bounded identity fields, a bounded number of orders per socket). A platform may
 * send no answer at all.
 */
export type IdentityAcknowledgement =
  /** `heartbeatMs` (ours, issue 15.11): the server sends a heartbeat this often from now on. */
  | { readonly ok: true; readonly heartbeatMs?: number }
  | { readonly ok: false; readonly error: 'invalid_identity' | 'too_many_orders'; readonly message: string };

/** checkout 3: socket event restaurantToken, orderNumber, type, response.success. */
export interface DataMessage {
  readonly restaurantToken: RestaurantId;
  readonly orderNumber: string;
  readonly type: string;
  readonly response: { readonly success: boolean };
}

/** The body of a 400, 404 or 422: what was wrong and, for a 400 or 422, which field. */
export interface ErrorBody {
  readonly error: 'bad_request' | 'not_found' | 'unprocessable' | 'server_error';
  readonly message: string;
  readonly field?: string;
  /** checkout 8: the platform's error code, where the spec names one (ORDER_UNAVAILABLE). */
  readonly err?: string;
}
