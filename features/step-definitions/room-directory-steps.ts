import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import { Given, Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { HomeVisit } from '../../core/domain/home/home-entry';
import { homeEntry } from '../../core/domain/home/home-entry';
import { localize } from '../../core/domain/locale/localized-text';
import type { RoomDirectory, RoomDirectoryService } from '../../core/domain/room-directory/room-directory';
import { visibleServices } from '../../core/domain/room-directory/room-directory';
import type { TileAction } from '../../core/domain/room-directory/tile-action';
import { tileAction } from '../../core/domain/room-directory/tile-action';
import type { LoadFailure } from '../../core/use-cases/load-failure';
import type { LoadRoomDirectory } from '../../core/use-cases/room-directory/load-room-directory';
import type { TrackRoomDirectoryClick } from '../../core/use-cases/room-directory/track-room-directory-click';
import { desktopMenuHalves, mobileCtas, networkLinks } from '../../core/domain/room-directory/directory-v2';
import type { OrderingWorld } from '../support/ordering-world';

/** The visit and the directory each scenario opened, kept beside its world. */
const visits = new WeakMap<OrderingWorld, HomeVisit>();
const directories = new WeakMap<OrderingWorld, { readonly ok: true; readonly value: RoomDirectory } | { readonly ok: false; readonly error: LoadFailure }>();

function visitOf(world: OrderingWorld): HomeVisit {
  const visit = visits.get(world);
  if (!visit) throw new Error('say how the visitor came in first ("When I come in from ...")');
  return visit;
}

function shownDirectory(world: OrderingWorld): RoomDirectory {
  const loaded = directories.get(world);
  if (!loaded) throw new Error('open the room directory first ("When I open the room directory")');
  assert.ok(loaded.ok, `the room directory did not load: ${JSON.stringify(loaded)}`);
  return loaded.value;
}

function tileNamed(world: OrderingWorld, name: string, services: readonly RoomDirectoryService[] = shownDirectory(world).services): RoomDirectoryService {
  const tile = services.find((service) => localize(service.title, 'en') === name);
  if (!tile) throw new Error(`no tile "${name}" in ${services.map((service) => localize(service.title, 'en')).join(', ')}`);
  return tile;
}

function describeAction(action: TileAction): string {
  switch (action.kind) {
    case 'internal':
      return `internal route ${action.path}`;
    case 'parent':
      return `parent page ${action.parentId}`;
    case 'custom-page':
      return `custom page ${action.categoryId}`;
    case 'external':
      return `external link ${action.url}`;
    case 'booking':
    case 'feedback':
    case 'highlight-product':
      return `${action.kind} ${action.categoryId}`;
    case 'file-popup':
      return `file ${action.url}`;
    default:
      return action.kind;
  }
}

const atWidth = (world: OrderingWorld, viewportWidth: number) => ({ restaurantId: world.restaurantId, locale: 'en', viewportWidth });

// browsing 2.2: the app type and the first-navigation flag (core/domain/home/home-entry.ts).
When("I come in from a hotel room's link", function (this: OrderingWorld) {
  visits.set(this, { appType: 'hotel_room', firstNavigation: true });
});

When('I come in from the web', function (this: OrderingWorld) {
  visits.set(this, { appType: 'web', firstNavigation: true });
});

When('I have reached the directory', function (this: OrderingWorld) {
  visits.set(this, { ...visitOf(this), firstNavigation: false });
});

Given('the establishment is a linker', function (this: OrderingWorld) {
  this.settings = { ...this.shownSettings(), is_linker: true };
});

Then('the home sends me to the room directory', function (this: OrderingWorld) {
  assert.deepEqual(homeEntry(this.shownSettings(), visitOf(this)), { kind: 'room-directory' });
});

Then('the home sends me to the linker', function (this: OrderingWorld) {
  assert.deepEqual(homeEntry(this.shownSettings(), visitOf(this)), { kind: 'linker' });
});

Then('the home sends me to the menu category {int} for this visit', function (this: OrderingWorld, categoryId: number) {
  assert.deepEqual(homeEntry(this.shownSettings(), visitOf(this)), { kind: 'menu', categoryId });
});

// browsing 2.9: the directory's data, through the scenario's backend.
When('I open the room directory', async function (this: OrderingWorld) {
  const load = await this.container.getAsync<LoadRoomDirectory>(USE_CASES.loadRoomDirectory);
  directories.set(this, await load.execute(this.restaurantId));
});

Then('the directory is titled {string}', function (this: OrderingWorld, title: string) {
  assert.equal(localize(shownDirectory(this).titleInfos.title, 'en'), title);
});

Then("the directory's tiles open:", function (this: OrderingWorld, table: DataTable) {
  const shown = visibleServices(shownDirectory(this).services).map((service) => ({
    tile: localize(service.title, 'en'),
    opens: describeAction(tileAction(service, atWidth(this, 1280))),
  }));
  assert.deepEqual(shown, table.hashes().map((row) => ({ tile: row.tile, opens: row.opens })));
});

Then('the tiles of {string} are {string} and {string}', function (this: OrderingWorld, parent: string, first: string, second: string) {
  const children = visibleServices(tileNamed(this, parent).services).map((service) => localize(service.title, 'en'));
  assert.deepEqual(children, [first, second]);
});

Then('the tile {string} opens in a new tab at {int} px wide', function (this: OrderingWorld, name: string, width: number) {
  assert.equal((tileAction(tileNamed(this, name), atWidth(this, width)) as { newTab?: boolean }).newTab, true);
});

Then('the tile {string} opens in the same tab at {int} px wide', function (this: OrderingWorld, name: string, width: number) {
  assert.equal((tileAction(tileNamed(this, name), atWidth(this, width)) as { newTab?: boolean }).newTab, false);
});

// browsing 8: "Room directory load failure: logged, goes Home".
Then('the room directory does not load: {string}', async function (this: OrderingWorld, kind: string) {
  const loaded = directories.get(this);
  assert.ok(loaded && !loaded.ok, 'the room directory loaded');
  assert.equal(loaded.error.kind, kind);
  const logs = await this.admin.clientLogs();
  assert.ok(
    logs.some((entry) => entry.restaurantId === this.restaurantId && entry.message.startsWith('room directory load failed')),
    `no client log of the failure in ${JSON.stringify(logs)}`,
  );
});

// browsing 2.11: "Each click is tracked as a room-directory category click" (TrackRoomDirectoryClick).
When('I click the tile {string}', async function (this: OrderingWorld, name: string) {
  const track = await this.container.getAsync<TrackRoomDirectoryClick>(USE_CASES.trackRoomDirectoryClick);
  await track.execute({ restaurantId: this.restaurantId, categoryId: tileNamed(this, name).id });
});

Then('the simulator recorded a room-directory category click on {string}', async function (this: OrderingWorld, name: string) {
  const id = tileNamed(this, name).id;
  const clicks = await this.admin.roomDirectoryClicks();
  assert.ok(
    clicks.some((click) => click.restaurantId === this.restaurantId && click.categoryId === id),
    `no click on ${id} in ${JSON.stringify(clicks)}`,
  );
});

// browsing 2.10: the v2 directory's menus and footer, as its screens draw them (core/domain/room-directory/directory-v2.ts).
const titles = (services: readonly RoomDirectoryService[]) => services.map((service) => localize(service.title, 'en')).join(', ');

Then('the desktop menu shows {string} left of the logo and {string} right of it', function (this: OrderingWorld, left: string, right: string) {
  const halves = desktopMenuHalves(shownDirectory(this).services);
  assert.deepEqual([titles(halves.left), titles(halves.right)], [left, right]);
});

Then('the mobile quick actions are {string}', function (this: OrderingWorld, expected: string) {
  assert.equal(titles(mobileCtas(shownDirectory(this).services)), expected);
});

Then('the footer links are {string}', function (this: OrderingWorld, expected: string) {
  const directory = shownDirectory(this);
  assert.equal(networkLinks(directory.social_network, directory.notation_network).map((link) => link.name).join(', '), expected);
});
