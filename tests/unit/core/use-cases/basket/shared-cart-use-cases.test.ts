import { describe, expect, it } from 'vitest';
import type { Basket } from '../../../../../core/domain/basket/basket';
import { basketStorageKey, serializeBasket } from '../../../../../core/domain/basket/basket-storage';
import type { SharedCartId } from '../../../../../core/domain/basket/shared-cart';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { SharedCartGateway } from '../../../../../core/ports/shared-cart-gateway';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { OpenSharedCart } from '../../../../../core/use-cases/basket/open-shared-cart';
import { ShareBasket } from '../../../../../core/use-cases/basket/share-basket';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const CART_ID = 'ABCDEFGHJK0123456789';
const catalogue = aSteakAndSodaCatalogue();
const soda = aBasketEntry(aBasketProduct({ id: 2, name: 'Soda', category_id: 20, unitPrice: 300 }), 2);
const discontinued = aBasketEntry(aBasketProduct({ id: 77, name: 'Old dessert', category_id: 30, unitPrice: 450 }), 1);
const sharing = aRestaurant({ id: 'resto-1', shareCartWebapp: true, allowAccessCartInSharedCart: true });

/** A platform keeping shared baskets in a map, as the simulator does in its store. */
class MapSharedCartGateway implements SharedCartGateway {
  readonly carts = new Map<SharedCartId, Basket>();
  failure: GatewayError | null = null;

  shareCart(_restaurantId: string, basket: Basket): Promise<SharedCartId> {
    if (this.failure) return Promise.reject(this.failure);
    this.carts.set(CART_ID, basket);
    return Promise.resolve(CART_ID);
  }

  loadSharedCart(_restaurantId: string, cartId: SharedCartId): Promise<Basket> {
    if (this.failure) return Promise.reject(this.failure);
    const basket = this.carts.get(cartId);
    return basket ? Promise.resolve(structuredClone(basket)) : Promise.reject(new GatewayError('not_found', 'no such cart'));
  }
}

function setUp(stored: Basket | null = null) {
  const store = new InMemoryKeyValueStore(stored ? { [basketStorageKey('resto-1')]: serializeBasket(stored) } : {});
  const basketStore = new BasketStore(store);
  const gateway = new MapSharedCartGateway();
  return { basketStore, gateway, share: new ShareBasket(basketStore, gateway), open: new OpenSharedCart(basketStore, gateway) };
}

describe('browsing 6: ShareBasket', () => {
  it('keeps the basket on the platform and gives its link, opening the basket where allowed', async () => {
    const { share, gateway } = setUp(aBasketWith([soda]));
    expect(await share.execute(sharing)).toEqual({ ok: true, value: { cartId: CART_ID, path: `/resto-1?cart=${CART_ID}&a=1` } });
    expect(gateway.carts.get(CART_ID)?.basketProducts).toEqual([soda]);
  });

  it('refuses where shareCartWebapp is off, and an empty basket', async () => {
    expect(await setUp(aBasketWith([soda])).share.execute({ ...sharing, shareCartWebapp: false })).toEqual({ ok: false, error: { kind: 'not_allowed' } });
    expect(await setUp().share.execute(sharing)).toEqual({ ok: false, error: { kind: 'empty_basket' } });
  });

  it('turns a platform failure into a value', async () => {
    const { share, gateway } = setUp(aBasketWith([soda]));
    gateway.failure = new GatewayError('network', 'offline');
    expect(await share.execute(sharing)).toEqual({ ok: false, error: { kind: 'network', message: 'offline' } });
  });
});

describe('browsing 2.1: OpenSharedCart', () => {
  it('loads the shared basket in place of the own one, checked against the catalogue (checkout 4)', async () => {
    const { open, gateway, basketStore } = setUp(aBasketWith([]));
    gateway.carts.set(CART_ID, aBasketWith([soda, discontinued]));
    const opened = await open.execute({ settings: sharing, catalogue, request: { cartId: CART_ID, openBasket: true } });
    expect(opened).toEqual({ ok: true, value: { basket: aBasketWith([soda]), removed: [discontinued], destination: 'basket' } });
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([soda]);
  });

  it('goes to checkout without a=1', async () => {
    const { open, gateway } = setUp();
    gateway.carts.set(CART_ID, aBasketWith([soda]));
    const opened = await open.execute({ settings: sharing, catalogue, request: { cartId: CART_ID, openBasket: false } });
    expect(opened.ok && opened.value.destination).toBe('checkout');
  });

  it('keeps the own basket when the id is malformed or unknown', async () => {
    const own = aBasketWith([soda]);
    const { open, basketStore } = setUp(own);
    expect(await open.execute({ settings: sharing, catalogue, request: { cartId: '../x', openBasket: true } })).toEqual({
      ok: false,
      error: { kind: 'invalid_id', message: 'not a shared cart id' },
    });
    const unknown = await open.execute({ settings: sharing, catalogue, request: { cartId: CART_ID, openBasket: true } });
    expect(unknown.ok || unknown.error.kind).toBe('not_found');
    expect(basketStore.read('resto-1').basket).toEqual(own);
  });
});
