import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { MenuAvailability } from '../../core/domain/catalogue/menu-availability';
import { catalogueWithAvailability, settingsWithAvailability, unavailableBasketLines } from '../../core/domain/catalogue/menu-availability';
import { productAvailability } from '../../core/domain/catalogue/product-availability';
import type { FollowMenuAvailability } from '../../core/use-cases/catalogue/follow-menu-availability';
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

After(function (this: OrderingWorld) {
  liveMenus.get(this)?.stop();
  liveMenus.delete(this);
});
