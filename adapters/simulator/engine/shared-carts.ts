import { randomInt } from 'node:crypto';
import type { Basket } from '../../../core/domain/basket/basket';
import { restoreStoredBasket } from '../../../core/domain/basket/basket-storage';
import { MAX_SHARED_CART_LINES, SHARED_CART_ID_ALPHABET, SHARED_CART_ID_LENGTH, isSharedCartId } from '../../../core/domain/basket/shared-cart';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorStore } from '../store/simulator-store';
import { SimulatorError } from './simulator-error';

/** Ours: a shared basket is kept 30 days, then its link answers 404 like an unknown one. */
export const SHARED_CART_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A new shared cart id from the operating system's cryptographic random source (100 bits). */
export function newSharedCartId(): string {
  let id = '';
  for (let i = 0; i < SHARED_CART_ID_LENGTH; i += 1) id += SHARED_CART_ID_ALPHABET[randomInt(SHARED_CART_ID_ALPHABET.length)];
  return id;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The body of a share request, `{ basket }`, checked as a platform facing the internet must: this
 * establishment's basket, at most 100 lines, every line readable (the storefront's own basket reader,
 * so what is kept is what a storefront can load back). A refusal names the field.
 */
export function checkSharedBasket(restaurantId: RestaurantId, body: unknown): Basket {
  if (!isRecord(body) || !isRecord(body.basket)) throw new SimulatorError('bad_request', 'a basket is required', 'basket');
  const { basket } = body;
  if (!Array.isArray(basket.basketProducts)) throw new SimulatorError('bad_request', 'basketProducts must be a list', 'basket.basketProducts');
  if (basket.basketProducts.length === 0) throw new SimulatorError('bad_request', 'an empty basket is not shared', 'basket.basketProducts');
  if (basket.basketProducts.length > MAX_SHARED_CART_LINES) {
    throw new SimulatorError('bad_request', `at most ${MAX_SHARED_CART_LINES} lines`, 'basket.basketProducts');
  }
  if (basket.restaurantToken !== restaurantId) throw new SimulatorError('bad_request', `not a basket of ${restaurantId}`, 'basket.restaurantToken');
  const restored = restoreStoredBasket(JSON.stringify(basket), restaurantId);
  if (restored.problem !== null) throw new SimulatorError('bad_request', `the basket is ${restored.problem.replaceAll('_', ' ')}`, 'basket');
  return restored.basket;
}

/** Keeps a checked basket under a new id, never one in use; answers the id. */
export function keepSharedCart(store: SimulatorStore, restaurantId: RestaurantId, basket: Basket, now: string): string {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const cartId = newSharedCartId();
    if (store.findSharedCart(restaurantId, cartId)) continue;
    store.saveSharedCart({ cartId, restaurantId, basket, createdAt: now });
    return cartId;
  }
  throw new Error('the shared cart ids keep clashing');
}

/** The basket kept under an id since `keptSince` (ISO); 404 for an unknown, expired or malformed id. */
export function sharedCartOf(store: SimulatorStore, restaurantId: RestaurantId, cartId: string, keptSince: string): Basket {
  const record = isSharedCartId(cartId) ? store.findSharedCart(restaurantId, cartId) : null;
  if (!record || record.createdAt < keptSince) {
    throw new SimulatorError('not_found', `no shared cart ${cartId.slice(0, 40)} for ${restaurantId}`);
  }
  return restoreStoredBasket(JSON.stringify(record.basket), restaurantId).basket;
}
