import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';

/** The addresses of browsing 2.1 and checkout 2, built in one place. */
const base = (restaurantId: RestaurantId) => `/${encodeURIComponent(restaurantId)}`;

export const paths = {
  /** browsing 2.3: the menu home, category 0. */
  home: (restaurantId: RestaurantId) => base(restaurantId),
  category: (restaurantId: RestaurantId, categoryId: number, subcategoryId?: number | null) =>
    `${base(restaurantId)}/menu/${categoryId}${subcategoryId !== null && subcategoryId !== undefined ? `?subcategoryid=${subcategoryId}` : ''}`,
  /** browsing 2.1: the formula builder; `line` names a basket line to edit (browsing 4: replaced when validated). */
  formula: (restaurantId: RestaurantId, formulaId: number, line?: string) =>
    `${base(restaurantId)}/formulaDetails/${formulaId}${line ? `?${new URLSearchParams({ line }).toString()}` : ''}`,
  checkout: (restaurantId: RestaurantId) => `${base(restaurantId)}/validation`,
  /** checkout 2: orderId; checkout 8: the type (and data) of a refused order. */
  tracking: (restaurantId: RestaurantId, query: { orderId?: string; type?: string; data?: string; providerId?: string; result?: string; errorMsg?: string }) => {
    const search = new URLSearchParams();
    if (query.orderId) search.set('orderId', query.orderId);
    // checkout 4: a payment taken in place comes back as a bank return would (provider_id, result).
    if (query.providerId) search.set('provider_id', query.providerId);
    if (query.result) search.set('result', query.result);
    // checkout 8 (issue 19): a card session's failure carries its message.
    if (query.errorMsg) search.set('error_msg', query.errorMsg);
    if (query.type) search.set('type', query.type);
    if (query.data) search.set('data', query.data);
    return `${base(restaurantId)}/trackOrder?${search.toString()}`;
  },
  /** checkout 2 and browsing 2.1: the order confirmation page, where an online payment comes back (query provider_id, result, orderId). */
  confirmation: (restaurantId: RestaurantId) => `${base(restaurantId)}/confirmation`,
  /** checkout 2: the on-site order waiting page (path ours). */
  onSiteWaiting: (restaurantId: RestaurantId, orderId: string) => `${base(restaurantId)}/waitingOrder?${new URLSearchParams({ orderId }).toString()}`,
  /** checkout 2 and 4: the payment error page, with the error type 1, 2 or 3 (path ours). */
  paymentError: (restaurantId: RestaurantId, type: 1 | 2 | 3) => `${base(restaurantId)}/paymentError?type=${type}`,
  outOfStock: (restaurantId: RestaurantId) => `${base(restaurantId)}/outofstock`,
  /** browsing 2.7: the limitation page; its entities go in the router's state. */
  limitation: (restaurantId: RestaurantId, type: string) => `${base(restaurantId)}/limitation/${encodeURIComponent(type)}`,
  /** browsing 2.1: about the restaurant (address, hours, order types). */
  about: (restaurantId: RestaurantId) => `${base(restaurantId)}/about`,
  /** accounts 2: the terms of sale and the privacy charter. */
  terms: (restaurantId: RestaurantId) => `${base(restaurantId)}/cgv`,
  privacy: (restaurantId: RestaurantId) => `${base(restaurantId)}/privacypolicy`,
  /** Issue 20 item 7: the accessibility statement (European Accessibility Act). */
  accessibility: (restaurantId: RestaurantId) => `${base(restaurantId)}/accessibility`,
  /** browsing 2.1 and 2.3: the categories page. */
  categories: (restaurantId: RestaurantId) => `${base(restaurantId)}/categories`,
  /** browsing 2.6: suggestions before validation. */
  productsSuggestion: (restaurantId: RestaurantId) => `${base(restaurantId)}/products-suggestion`,
  /** browsing 2.1 and 4: the formula builder. */
  formulaDetails: (restaurantId: RestaurantId, formulaId: number) => `${base(restaurantId)}/formulaDetails/${formulaId}`,
  /** checkout 2: the order validated screen, which goes on to redirectionPath. */
  orderValidated: (restaurantId: RestaurantId, redirectionPath: string) =>
    `${base(restaurantId)}/order-validated?${new URLSearchParams({ redirectionPath }).toString()}`,
} as const;

/** What a view model may ask of the router, so that it never depends on React Router. */
export type Navigate = (to: string, options?: { readonly replace?: boolean; readonly state?: unknown }) => void;
