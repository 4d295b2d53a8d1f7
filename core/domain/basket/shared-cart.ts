import type { RestaurantId, RestaurantSettings } from '../restaurant/restaurant-settings';

/**
 * browsing 2.1 and 6: a basket shared as a link, `/{restaurantId}?cart=<id>`. The platform keeps the
 * basket under an id it makes; the id is the only key to it, so it is long and random (20 characters of
 * Crockford's base 32: 100 bits), never a sequence one could walk.
 */
export type SharedCartId = string;

export const SHARED_CART_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHARED_CART_ID_LENGTH = 20;
/** Ours: a shared basket holds at most this many lines (the platform refuses more, like an order). */
export const MAX_SHARED_CART_LINES = 100;

/** Whether a text is shaped like a shared cart id; anything else is refused before any call. */
export function isSharedCartId(text: string): text is SharedCartId {
  return text.length === SHARED_CART_ID_LENGTH && [...text].every((char) => SHARED_CART_ID_ALPHABET.includes(char));
}

/** browsing 6: the customer may share their basket only where the restaurant allows it. */
export function canShareCart(settings: Pick<RestaurantSettings, 'shareCartWebapp'>): boolean {
  return settings.shareCartWebapp;
}

/** The query parameters of a shared-cart link (browsing 2.1: `cart`, and `a=1` to open the basket). */
export const SHARED_CART_QUERY = { cart: 'cart', openBasket: 'a' } as const;

/**
 * The path of a shared-cart link. browsing 2.1: `a=1` opens the basket, otherwise the link goes to
 * checkout; browsing 6: the basket is opened only where allowAccessCartInSharedCart allows it.
 */
export function sharedCartPath(
  restaurantId: RestaurantId,
  cartId: SharedCartId,
  settings: Pick<RestaurantSettings, 'allowAccessCartInSharedCart'>,
): string {
  const query = new URLSearchParams({ [SHARED_CART_QUERY.cart]: cartId });
  if (settings.allowAccessCartInSharedCart) query.set(SHARED_CART_QUERY.openBasket, '1');
  return `/${encodeURIComponent(restaurantId)}?${query.toString()}`;
}

/** What a shared-cart link asks for: which basket, and whether to open it or go to checkout. */
export interface SharedCartRequest {
  readonly cartId: string;
  readonly openBasket: boolean;
}

/** Reads a shared-cart link's query; null when the address shares no basket. */
export function readSharedCartRequest(query: URLSearchParams): SharedCartRequest | null {
  const cartId = query.get(SHARED_CART_QUERY.cart);
  if (cartId === null) return null;
  return { cartId: cartId.trim(), openBasket: query.get(SHARED_CART_QUERY.openBasket) === '1' };
}

/** Where the storefront goes once a shared basket is loaded (browsing 2.1). */
export function sharedCartDestination(
  request: SharedCartRequest,
  settings: Pick<RestaurantSettings, 'allowAccessCartInSharedCart'>,
): 'basket' | 'checkout' {
  return request.openBasket && settings.allowAccessCartInSharedCart ? 'basket' : 'checkout';
}
