import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { createNodeContainer } from '../../config/node-container';
import { BASKET_STORE, USE_CASES } from '../../config/use-case-tokens';
import type { Basket } from '../../core/domain/basket/basket';
import { readSharedCartRequest } from '../../core/domain/basket/shared-cart';
import type { Result } from '../../core/domain/result';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { OpenSharedCart, OpenSharedCartFailure, OpenedSharedCart } from '../../core/use-cases/basket/open-shared-cart';
import type { ShareBasket, ShareBasketFailure, SharedBasketLink } from '../../core/use-cases/basket/share-basket';
import { isNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** What the shared-cart steps remember of a scenario: the link made, and what opening one gave. */
interface SharingState {
  shared: Result<SharedBasketLink, ShareBasketFailure> | null;
  opened: Result<OpenedSharedCart, OpenSharedCartFailure> | null;
  /** The basket of whoever opened the link. */
  theirBasket: Basket | null;
}

const states = new WeakMap<OrderingWorld, SharingState>();
function sharing(world: OrderingWorld): SharingState {
  let state = states.get(world);
  if (!state) states.set(world, (state = { shared: null, opened: null, theirBasket: null }));
  return state;
}

function sharedLink(world: OrderingWorld): SharedBasketLink {
  const { shared } = sharing(world);
  assert.ok(shared?.ok, `the basket was not shared: ${JSON.stringify(shared)}`);
  return shared.value;
}

When('I share my basket', async function (this: OrderingWorld) {
  const shareBasket = await this.container.getAsync<ShareBasket>(USE_CASES.shareBasket);
  sharing(this).shared = await shareBasket.execute(this.shownSettings());
});

Then('the link is {string}', function (this: OrderingWorld, pattern: string) {
  const { cartId, path } = sharedLink(this);
  assert.equal(path, pattern.replace('<id>', cartId));
});

Then('sharing is refused as {string}', function (this: OrderingWorld, kind: string) {
  assert.deepEqual(sharing(this).shared, { ok: false, error: { kind } });
});

/** Another customer: their own storage, on the same platform (in process or over HTTP). */
async function openAsAnotherCustomer(world: OrderingWorld, query: URLSearchParams): Promise<void> {
  const other = createNodeContainer({ backend: world.backend, deterministic: true, clock: world.scenarioClock });
  const request = readSharedCartRequest(query);
  assert.ok(request, `not a shared-cart link: ${query.toString()}`);
  const openSharedCart = await other.getAsync<OpenSharedCart>(USE_CASES.openSharedCart);
  const state = sharing(world);
  state.opened = await openSharedCart.execute({ settings: world.shownSettings(), catalogue: world.shownCatalogue(), request });
  state.theirBasket = other.get<BasketStore>(BASKET_STORE).read(world.restaurantId).basket;
}

When('another customer opens the link', async function (this: OrderingWorld) {
  await openAsAnotherCustomer(this, new URL(sharedLink(this).path, 'http://storefront.test').searchParams);
});

When('another customer opens the link without a=1', async function (this: OrderingWorld) {
  await openAsAnotherCustomer(this, new URLSearchParams({ cart: sharedLink(this).cartId }));
});

When('I open the shared cart {string}', async function (this: OrderingWorld, cartId: string) {
  const openSharedCart = await this.container.getAsync<OpenSharedCart>(USE_CASES.openSharedCart);
  sharing(this).opened = await openSharedCart.execute({ settings: this.shownSettings(), catalogue: this.shownCatalogue(), request: { cartId, openBasket: true } });
});

Then('their basket holds {int} {string}', function (this: OrderingWorld, quantity: number, name: string) {
  const basket = sharing(this).theirBasket;
  assert.ok(basket, 'nobody opened the link');
  assert.deepEqual(
    basket.basketProducts.map((entry) => ({ named: isNamed(entry.product.name, name), nb: entry.nb })),
    [{ named: true, nb: quantity }],
  );
});

Then('the link takes them to the {string}', function (this: OrderingWorld, destination: string) {
  const { opened } = sharing(this);
  assert.ok(opened?.ok, `the shared cart did not open: ${JSON.stringify(opened)}`);
  assert.equal(opened.value.destination, destination);
});

Then('opening it fails as {string}', function (this: OrderingWorld, kind: string) {
  const { opened } = sharing(this);
  assert.ok(opened && !opened.ok, `it opened: ${JSON.stringify(opened)}`);
  assert.equal(opened.error.kind, kind);
});
