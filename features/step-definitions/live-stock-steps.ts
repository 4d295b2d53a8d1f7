import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { USE_CASES } from '../../config/use-case-tokens';
import type { MenuAvailability } from '../../core/domain/catalogue/menu-availability';
import { catalogueWithAvailability, settingsWithAvailability, unavailableBasketLines } from '../../core/domain/catalogue/menu-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { FollowMenuAvailability } from '../../core/use-cases/catalogue/follow-menu-availability';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { ASAP_SLOT_ID } from '../../core/domain/schedule/time-slot-settings';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { OfferedSchedule } from '../../core/use-cases/schedule/list-offered-slots';
import { ListOfferedSlots } from '../../core/use-cases/schedule/list-offered-slots';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** Issue 20.3: what the open menu heard live, per scenario. */
interface LiveMenu {
  readonly heard: MenuAvailability[];
  connected: boolean;
  stop: () => void;
}
const liveMenus = new WeakMap<OrderingWorld, LiveMenu>();

function liveMenu(world: OrderingWorld): LiveMenu {
  const live = liveMenus.get(world);
  if (!live) throw new Error('follow the menu live first ("Given the menu follows the platform live")');
  return live;
}

/** Waits up to `ms` for the menu to have heard what `check` looks for (issue 20.3: within a second). */
async function withinMs(ms: number, check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) assert.fail(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const latest = (live: LiveMenu) => live.heard.at(-1);

Given('the menu follows the platform live', async function (this: OrderingWorld) {
  const follow = await this.container.getAsync<FollowMenuAvailability>(USE_CASES.followMenuAvailability);
  const live: LiveMenu = { heard: [], connected: false, stop: () => undefined };
  live.stop = follow.execute(this.restaurantId, { availability: (told) => live.heard.push(told), connection: (connected) => (live.connected = connected) });
  liveMenus.set(this, live);
  // Live once the platform has told the availability of now (the first answer of every connection).
  await withinMs(5_000, () => live.connected && live.heard.length > 0, 'the live menu connected');
});

When('the platform sells out {string}', async function (this: OrderingWorld, name: string) {
  await this.admin.setStock(this.restaurantId, productNamed(this.shownCatalogue(), name).id, 0);
});

When('the kitchen is busy for {int} more minutes', async function (this: OrderingWorld, minutes: number) {
  await this.admin.setBusy(this.restaurantId, minutes);
});

When('the kitchen is no longer busy', async function (this: OrderingWorld) {
  await this.admin.setBusy(this.restaurantId, 0);
});

Then('within a second the menu shows {string} sold out', async function (this: OrderingWorld, name: string) {
  const live = liveMenu(this);
  const shown = () => {
    const told = latest(live);
    return told !== undefined && productAvailability(productNamed(catalogueWithAvailability(this.shownCatalogue(), told), name)) === 'sold_out';
  };
  await withinMs(1_000, shown, `${name} shown sold out`);
});

Then('the basket flags its {string} line as sold out', function (this: OrderingWorld, name: string) {
  const told = latest(liveMenu(this));
  assert.ok(told, 'the menu heard nothing');
  const catalogue = catalogueWithAvailability(this.shownCatalogue(), told);
  const basket = this.storedBasket();
  const product = productNamed(catalogue, name);
  const keys = basket.basketProducts.filter((entry) => entry.product.id === product.id).map((entry) => entry.key);
  assert.ok(keys.length > 0, `no ${name} line in the basket`);
  assert.deepEqual(unavailableBasketLines(basket, catalogue), keys);
});

Then('within a second the preparation time shown is {int} minutes longer', async function (this: OrderingWorld, minutes: number) {
  const live = liveMenu(this);
  const loaded = this.shownSettings().default_preparation_time;
  await withinMs(1_000, () => {
    const told = latest(live);
    return told !== undefined && settingsWithAvailability(this.shownSettings(), told).default_preparation_time === loaded + minutes;
  }, `a preparation time of ${loaded + minutes} minutes`);
});

Then('within a second the preparation time shown is the one it loaded', async function (this: OrderingWorld) {
  const live = liveMenu(this);
  await withinMs(1_000, () => latest(live)?.preparationMinutes === this.shownSettings().default_preparation_time && latest(live)?.busyMinutes === 0, 'the loaded preparation time');
});

Then('the menu heard each change once', function (this: OrderingWorld) {
  const heard = liveMenu(this).heard;
  // The availability of now on connecting, then one per change: no two in a row the same.
  for (let index = 1; index < heard.length; index += 1) assert.notDeepEqual(heard[index], heard[index - 1], `change ${index} told twice`);
});

/** checkout 4 (issue 20.3): the slots a checkout offers with the settings told live, and the day looked at. */
const lookedLive = new WeakMap<OrderingWorld, { readonly schedule: OfferedSchedule; readonly date: string }>();
/** What a refused staging call said, per scenario. */
const refusals = new WeakMap<OrderingWorld, Error>();

const hourOf = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm');

async function servedSettings(world: OrderingWorld): Promise<RestaurantSettings> {
  const loaded = await world.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(world.restaurantId);
  assert.ok(loaded.ok, 'the platform did not serve the settings');
  return loaded.value;
}

When('I look at the slots of {orderType} at {string} with the preparation time told live', async function (this: OrderingWorld, orderTypeId: OrderTypeId, at: string) {
  const live = liveMenu(this);
  // The change reaches the open checkout within a second (the step before it may have just made it).
  const served = (await servedSettings(this)).default_preparation_time;
  await withinMs(1_000, () => latest(live)?.preparationMinutes === served, `the preparation time of ${served} minutes told live`);
  const settings = settingsWithAvailability(this.shownSettings(), latest(live)!);
  const instant = DateTime.fromISO(at, { setZone: true });
  const result = new ListOfferedSlots().execute({ settings, orderTypeId, at: instant });
  assert.ok(result.ok, `order type ${orderTypeId} is not offered`);
  lookedLive.set(this, { schedule: result.value, date: instant.setZone(settings.timezone).toISODate()! });
});

Then('the first slots offered that day are {string}', function (this: OrderingWorld, hours: string) {
  const looked = lookedLive.get(this);
  assert.ok(looked, 'look at the slots first');
  const day = looked.schedule.days.find((offered) => offered.date === looked.date);
  assert.ok(day, `${looked.date} is not offered`);
  const expected = hours.split(', ');
  const shown = day.slots.map((slot) => (slot.id === ASAP_SLOT_ID ? `asap ${hourOf(slot.start_time)}` : hourOf(slot.start_time)));
  assert.deepEqual(shown.slice(0, expected.length), expected);
});

Then('the platform serves a preparation time {int} minutes longer', async function (this: OrderingWorld, minutes: number) {
  assert.equal((await servedSettings(this)).default_preparation_time, this.shownSettings().default_preparation_time + minutes);
});

Then('the platform serves the preparation time of its file', async function (this: OrderingWorld) {
  assert.equal((await servedSettings(this)).default_preparation_time, this.shownSettings().default_preparation_time);
});

When('the kitchen is said busy for {int} more minutes', async function (this: OrderingWorld, minutes: number) {
  try {
    await this.admin.setBusy(this.restaurantId, minutes);
  } catch (error) {
    refusals.set(this, error as Error);
  }
});

Then('the platform refuses it, naming {string}', function (this: OrderingWorld, field: string) {
  const refusal = refusals.get(this);
  assert.ok(refusal, 'the platform took it');
  assert.match(refusal.message, new RegExp(field));
});

After(function (this: OrderingWorld) {
  liveMenus.get(this)?.stop();
  liveMenus.delete(this);
});
