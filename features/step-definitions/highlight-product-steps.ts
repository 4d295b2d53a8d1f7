import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { emptyCheckoutForm } from '../../core/domain/checkout/checkout-form';
import { defaultSelection, optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import { localize } from '../../core/domain/locale/localized-text';
import type { HighlightDrawerState } from '../../core/domain/room-directory/highlight-drawer';
import { HIGHLIGHT_ERROR_TEXTS, backStep, nextStep, orderPlaced } from '../../core/domain/room-directory/highlight-drawer';
import type { HighlightProduct } from '../../core/domain/room-directory/highlight-product';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import type { LoadRoomDirectory } from '../../core/use-cases/room-directory/load-room-directory';
import { visibleServices } from '../../core/domain/room-directory/room-directory';
import type { OpenHighlightProduct } from '../../core/use-cases/room-directory/open-highlight-product';
import type { OrderingWorld } from '../support/ordering-world';

/** The drawer each scenario opened (browsing 2.9), beside its world. */
const drawers = new WeakMap<OrderingWorld, { state: HighlightDrawerState; readonly highlight: HighlightProduct | null; readonly message: string | null }>();

function drawerOf(world: OrderingWorld) {
  const drawer = drawers.get(world);
  if (!drawer) throw new Error('open a highlight product first ("When I open the highlight product of the tile ...")');
  return drawer;
}

function productIdNamed(world: OrderingWorld, name: string): number {
  const product = world.shownCatalogue().products.find((entry) => localize(entry.name, 'en') === name);
  if (!product) throw new Error(`no product "${name}"`);
  return product.id;
}

// browsing 2.11: a parent's tiles, a highlighted product among them (the Hôtel Riviera's breakfast).
Then('the tiles of {string} are {string}, {string} and {string}', async function (this: OrderingWorld, parent: string, first: string, second: string, third: string) {
  const directory = await (await this.container.getAsync<LoadRoomDirectory>(USE_CASES.loadRoomDirectory)).execute(this.restaurantId);
  assert.ok(directory.ok);
  const tile = directory.value.services.find((service) => localize(service.title, 'en') === parent);
  assert.ok(tile, `no tile ${parent}`);
  assert.deepEqual(visibleServices(tile.services).map((service) => localize(service.title, 'en')), [first, second, third]);
});

const STEP_NAMES: Readonly<Record<number, string>> = { [-1]: 'error', 0: 'product', 1: 'time', 2: 'validation', 3: 'ordered', 4: 'tracking' };

When('I open the highlight product of the tile {int}', async function (this: OrderingWorld, categoryId: number) {
  const open = await this.container.getAsync<OpenHighlightProduct>(USE_CASES.openHighlightProduct);
  const opened = await open.execute({ settings: this.shownSettings(), categoryId });
  drawers.set(this, opened.ok ? { state: opened.value.drawer, highlight: opened.value.highlight, message: null } : { state: opened.error.drawer, highlight: null, message: opened.error.message });
});

Then('the drawer is on its {word} step', function (this: OrderingWorld, name: string) {
  assert.equal(STEP_NAMES[drawerOf(this).state.step], name);
});

Then('the drawer offers {string} for room delivery', function (this: OrderingWorld, name: string) {
  const { highlight } = drawerOf(this);
  assert.ok(highlight, 'no highlight product loaded');
  assert.equal(localize(highlight.product.name, 'en'), name);
  assert.equal(highlight.orderTypeId, 5);
});

Then('the drawer says {string} and {string} because {string}', function (this: OrderingWorld, title: string, message: string, reason: string) {
  const drawer = drawerOf(this);
  assert.deepEqual([HIGHLIGHT_ERROR_TEXTS.title, HIGHLIGHT_ERROR_TEXTS.message], [title, message]);
  assert.equal(drawer.message, reason);
});

When('I press Next in the drawer', function (this: OrderingWorld) {
  const drawer = drawerOf(this);
  drawer.state = nextStep(drawer.state);
});

When('I press Back in the drawer', async function (this: OrderingWorld) {
  const drawer = drawerOf(this);
  const transition = backStep(drawer.state);
  assert.ok(transition, `no Back on step ${drawer.state.step}`);
  drawer.state = transition.state;
  if (transition.effects.includes('empty_basket')) (await this.container.getAsync<OpenHighlightProduct>(USE_CASES.openHighlightProduct)).emptyBasket(this.shownSettings());
});

/** Step 2 as the drawer does it: the product, with its default options, into the basket, then the checkout's PlaceOrder. */
When('I order it from the drawer as {string} in room {string}', async function (this: OrderingWorld, fullName: string, roomNumber: string) {
  const drawer = drawerOf(this);
  assert.ok(drawer.highlight);
  const settings = this.shownSettings();
  const catalogue = this.shownCatalogue();
  const { product } = drawer.highlight;
  const added = (await this.container.getAsync<AddToBasket>(USE_CASES.addToBasket)).execute({
    restaurantId: settings.id,
    catalogue,
    settings,
    productId: product.id,
    selection: defaultSelection(optionsOfProduct(catalogue, product)),
    quantity: 1,
  });
  assert.ok(added.ok, `not added: ${JSON.stringify(added)}`);
  const orderType = settings.orderTypes.find((type) => type.id === drawer.state.orderTypeId);
  const provider = orderType?.order_type_providers.find((entry) => entry.type === 'ONSPOT');
  assert.ok(provider);
  const form = {
    ...emptyCheckoutForm(),
    fullName,
    roomNumber,
    orderTypeId: drawer.state.orderTypeId,
    cgvAccepted: true,
    payment: { mode: 'ONSPOT' as const, providerId: provider.provider_id, paymentTypeId: provider.payment_types[0]?.payment_type_id ?? 1 },
  };
  this.placed = await (await this.container.getAsync<PlaceOrder>(USE_CASES.placeOrder)).execute({ settings, form, returnUrls: { success: 'http://localhost/', cancel: 'http://localhost/' } });
  if (this.placed.ok) drawer.state = orderPlaced(drawer.state, this.placed.value.orderNumber);
});

Then('the order sent is 1 {string} to room {string}', function (this: OrderingWorld, name: string, roomNumber: string) {
  assert.ok(this.placed?.ok, `no order: ${JSON.stringify(this.placed)}`);
  const { payload } = this.placed.value;
  assert.equal(payload.room_service.room_number, roomNumber);
  assert.deepEqual(
    payload.products.data.map((line) => [line.nb, line.product_id]),
    [[1, productIdNamed(this, name)]],
  );
});
