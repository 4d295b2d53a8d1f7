import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { USE_CASES } from '../../config/use-case-tokens';
import { emptyCheckoutForm } from '../../core/domain/checkout/checkout-form';
import { defaultSelection, optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import { localize } from '../../core/domain/locale/localized-text';
import type { HighlightDrawerState } from '../../core/domain/room-directory/highlight-drawer';
import { HIGHLIGHT_ERROR_TEXTS, backStep, chooseOrderType, nextStep, orderPlaced } from '../../core/domain/room-directory/highlight-drawer';
import type { HighlightProduct } from '../../core/domain/room-directory/highlight-product';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import type { LoadRoomDirectory } from '../../core/use-cases/room-directory/load-room-directory';
import { visibleServices } from '../../core/domain/room-directory/room-directory';
import type { HighlightTime, OpenHighlightProduct } from '../../core/use-cases/room-directory/open-highlight-product';
import { OrderTypeId, orderTypeName } from '../../core/domain/order-type/order-type';
import type { ScheduleChoice } from '../../core/domain/schedule/schedule-choice';
import { ASAP_SLOT_ID } from '../../core/domain/schedule/time-slot-settings';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import type { OrderingWorld } from '../support/ordering-world';

/** The drawer each scenario opened (browsing 2.9), beside its world. */
interface SceneDrawer {
  state: HighlightDrawerState;
  readonly highlight: HighlightProduct | null;
  readonly message: string | null;
  /** browsing 2.9 step 1: the order types offered, the slots of the chosen one and the slot chosen. */
  readonly orderTypeIds: readonly OrderTypeId[];
  time: HighlightTime;
  slot: ScheduleChoice | null;
}
const drawers = new WeakMap<OrderingWorld, SceneDrawer>();

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
  const none = { orderTypeIds: [], time: { timeSelectShown: false, slots: [] }, slot: null };
  drawers.set(
    this,
    opened.ok
      ? { state: opened.value.drawer, highlight: opened.value.highlight, message: null, orderTypeIds: opened.value.orderTypeIds, time: opened.value.time, slot: opened.value.time.slots[0] ?? null }
      : { ...none, state: opened.error.drawer, highlight: null, message: opened.error.message },
  );
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
  const typeRestored = transition.state.orderTypeId !== drawer.state.orderTypeId;
  drawer.state = transition.state;
  if (typeRestored) await refreshTime(this, drawer);
  if (transition.effects.includes('empty_basket')) (await this.container.getAsync<OpenHighlightProduct>(USE_CASES.openHighlightProduct)).emptyBasket(this.shownSettings());
});

/** Step 2 as the drawer does it: the product, with its default options, into the basket, then the checkout's PlaceOrder. */
When('I order it from the drawer as {string} in room {string}', async function (this: OrderingWorld, fullName: string, roomNumber: string) {
  await orderFromDrawer(this, fullName, roomNumber);
});

When('I order it from the drawer as {string}', async function (this: OrderingWorld, fullName: string) {
  await orderFromDrawer(this, fullName, '');
});

async function orderFromDrawer(world: OrderingWorld, fullName: string, roomNumber: string): Promise<void> {
  const drawer = drawerOf(world);
  assert.ok(drawer.highlight);
  const settings = world.shownSettings();
  const catalogue = world.shownCatalogue();
  const { product } = drawer.highlight;
  const added = (await world.container.getAsync<AddToBasket>(USE_CASES.addToBasket)).execute({
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
    timeSlot: drawer.slot,
    cgvAccepted: true,
    payment: { mode: 'ONSPOT' as const, providerId: provider.provider_id, paymentTypeId: provider.payment_types[0]?.payment_type_id ?? 1 },
  };
  world.placed = await (await world.container.getAsync<PlaceOrder>(USE_CASES.placeOrder)).execute({ settings, form, returnUrls: { success: 'http://localhost/', cancel: 'http://localhost/' } });
  if (world.placed.ok) drawer.state = orderPlaced(drawer.state, world.placed.value.orderNumber);
}

Then('the order sent is 1 {string} to room {string}', function (this: OrderingWorld, name: string, roomNumber: string) {
  assert.ok(this.placed?.ok, `no order: ${JSON.stringify(this.placed)}`);
  const { payload } = this.placed.value;
  assert.equal(payload.room_service.room_number, roomNumber);
  assert.deepEqual(
    payload.products.data.map((line) => [line.nb, line.product_id]),
    [[1, productIdNamed(this, name)]],
  );
});

/** The drawer's slots for its order type now, the first one chosen, as the screen does (browsing 2.9 step 1). */
async function refreshTime(world: OrderingWorld, drawer: SceneDrawer): Promise<void> {
  const open = await world.container.getAsync<OpenHighlightProduct>(USE_CASES.openHighlightProduct);
  assert.ok(drawer.highlight && drawer.state.orderTypeId);
  drawer.time = open.timeFor(world.shownSettings(), drawer.state.orderTypeId, drawer.highlight.product) ?? { timeSelectShown: false, slots: [] };
  drawer.slot = drawer.time.slots[0] ?? null;
}

const slotText = (world: OrderingWorld, choice: ScheduleChoice) =>
  choice.slot.id === ASAP_SLOT_ID ? 'now' : DateTime.fromISO(choice.slot.start_time).setZone(world.shownSettings().timezone).toFormat('HH:mm');

Then('the drawer offers the order types {string}', function (this: OrderingWorld, names: string) {
  assert.equal(drawerOf(this).orderTypeIds.map(orderTypeName).join(', '), names);
});

Then('the drawer\'s order type is {string}', function (this: OrderingWorld, name: string) {
  const { orderTypeId } = drawerOf(this).state;
  assert.equal(orderTypeId && orderTypeName(orderTypeId), name);
});

/** browsing 9: the asap slot first, then the slots from the first one not before now plus the product's preparation time, within 12 hours. */
Then('the drawer offers the times {string}, then every half hour from {string} to {string}', async function (this: OrderingWorld, first: string, from: string, to: string) {
  const { time, highlight } = drawerOf(this);
  const texts = time.slots.map((choice) => slotText(this, choice));
  assert.equal(texts[0], first);
  assert.equal(texts[1], from);
  assert.equal(texts.at(-1), to);
  const now = (await this.container.getAsync<Clock>(CLOCK)).now();
  const starts = time.slots.slice(1).map((choice) => DateTime.fromISO(choice.slot.start_time));
  assert.ok(starts.every((start) => start >= now.plus({ minutes: highlight?.product.preparation_time ?? 0 }) && start <= now.plus({ hours: 12 })));
  assert.ok(starts.every((start, index) => index === 0 || start.diff(starts[index - 1] ?? start, 'minutes').minutes === 30));
});

Then('the drawer offers no time', function (this: OrderingWorld) {
  const drawer = drawerOf(this);
  assert.deepEqual([drawer.time.slots.length, drawer.slot], [0, null]);
});

When('I choose {string} in the drawer', async function (this: OrderingWorld, name: string) {
  const drawer = drawerOf(this);
  const orderTypeId = drawer.orderTypeIds.find((id) => orderTypeName(id) === name);
  assert.ok(orderTypeId, `the drawer does not offer ${name}`);
  drawer.state = chooseOrderType(drawer.state, orderTypeId);
  assert.equal(drawer.state.orderTypeId, orderTypeId, 'the order type is chosen on step 1 only');
  await refreshTime(this, drawer);
});

When('I choose the time {string} in the drawer', function (this: OrderingWorld, text: string) {
  const drawer = drawerOf(this);
  const choice = drawer.time.slots.find((each) => slotText(this, each) === text);
  assert.ok(choice, `no time ${text} in the drawer`);
  drawer.slot = choice;
});

Then('the order sent is 1 {string} to take away at {string}', function (this: OrderingWorld, name: string, text: string) {
  assert.ok(this.placed?.ok, `no order: ${JSON.stringify(this.placed)}`);
  const { payload } = this.placed.value;
  const chosen = drawerOf(this).slot;
  assert.ok(chosen && slotText(this, chosen) === text);
  assert.deepEqual([payload.order_types_id, payload.time_slot_id], [OrderTypeId.takeAway, chosen.slot.id]);
  assert.deepEqual(payload.products.data.map((line) => [line.nb, line.product_id]), [[1, productIdNamed(this, name)]]);
});
