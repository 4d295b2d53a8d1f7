import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { PresenterFailure } from '../../core/use-cases/presenter/load-presenter-screen';
import { LoadPresenterScreen } from '../../core/use-cases/presenter/load-presenter-screen';
import { presenterQuery } from '../../core/domain/presenter/presenter-query';
import type { PresenterScreen } from '../../core/domain/presenter/presenter-screen';
import { carouselState, showsInState } from '../../core/domain/presenter/presenter-carousel';
import type { Result } from '../../core/domain/result';
import { USE_CASES } from '../../config/use-case-tokens';
import type { OrderingWorld } from '../support/ordering-world';

/** The presenter screen each scenario asked for, as LoadPresenterScreen gave it (through the scenario's backend). */
const shown = new WeakMap<OrderingWorld, Result<PresenterScreen, PresenterFailure>>();

function screenOf(world: OrderingWorld): PresenterScreen {
  const result = shown.get(world);
  assert.ok(result, 'no presenter screen asked for yet');
  assert.ok(result.ok, `the presenter failed: ${JSON.stringify(!result.ok && result.error)}`);
  return result.value;
}

// accounts 2: /{id}/productOptionsPresenter?screen_name=&language=&productId= (the query as the screen reads it).
When('the presenter screen of {string} is opened with {string}', async function (this: OrderingWorld, restaurantId: string, query: string) {
  const useCase = new LoadPresenterScreen({
    loadSettings: (id) => this.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(id),
    loadCatalogue: (id) => this.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(id),
  });
  shown.set(this, await useCase.execute(restaurantId, presenterQuery(new URLSearchParams(query)), 'fr'));
});

// accounts 2 and 9: each block's place on the 10 by 8 grid, in per cent of the screen; its carousel states.
Then('the presenter shows these blocks:', function (this: OrderingWorld, table: { hashes(): Record<string, string>[] }) {
  const blocks = screenOf(this).blocks.map((block) => ({
    block: block.title,
    type: block.type,
    left: String(block.placement.left),
    top: String(block.placement.top),
    width: String(block.placement.width),
    height: String(block.placement.height),
    states: block.states.length === 0 ? 'always' : block.states.join(' '),
    'items per line': block.lines.map((line) => line.length).join(' '),
  }));
  assert.deepEqual(blocks, table.hashes());
});

// accounts 4 and 9: states 1, 2, 3 at the screen's interval.
Then('the presenter turns every {int} seconds, showing:', function (this: OrderingWorld, seconds: number, table: { hashes(): { 'after seconds': string; state: string; shows: string }[] }) {
  const screen = screenOf(this);
  assert.equal(screen.carouselSeconds, seconds);
  const seen = table.hashes().map((row) => {
    const state = carouselState(Number(row['after seconds']) * 1000, screen.carouselSeconds);
    return { 'after seconds': row['after seconds'], state: String(state), shows: screen.blocks.filter((block) => showsInState(block, state)).map((block) => block.title).join(', ') };
  });
  assert.deepEqual(seen, table.hashes());
});

Then('the presenter cannot show it: {string}', function (this: OrderingWorld, kind: string) {
  const result = shown.get(this);
  assert.ok(result && !result.ok, 'the presenter showed a screen');
  assert.equal(result.error.kind, kind);
});
