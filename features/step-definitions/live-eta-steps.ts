import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { DateTime } from 'luxon';
import type { ExpectedTime } from '../../core/domain/tracking/expected-time';
import { expectedTimeOf } from '../../core/domain/tracking/expected-time';
import type { OrderingWorld } from '../support/ordering-world';
import type { Tracked, TrackingRecorder } from '../support/tracking-recorder';

/** Issue 20.4: the expected time first read, per scenario, to compare the moved ones with. */
const firstExpected = new WeakMap<OrderingWorld, DateTime>();

function recorder(world: OrderingWorld): TrackingRecorder {
  if (!world.tracking) throw new Error('follow the order first ("When I follow my order")');
  return world.tracking;
}

/** What the tracking page says of this state, as of the scenario's clock (core expectedTimeOf). */
const expectedOf = (world: OrderingWorld, state: Tracked): ExpectedTime => expectedTimeOf(state.status, world.shownSettings(), world.now());
const readyAt = (expected: ExpectedTime): DateTime | null => (expected.kind === 'ready_at' ? expected.time : null);

function first(world: OrderingWorld): DateTime {
  const time = firstExpected.get(world);
  if (!time) throw new Error('read the first expected time first ("Then the tracking expects the order ready at the time the platform gives")');
  return time;
}

Then('the tracking expects the order ready at the time the platform gives', async function (this: OrderingWorld) {
  const state = await recorder(this).waitFor('with an expected time', (s) => readyAt(expectedOf(this, s)) !== null);
  const time = readyAt(expectedOf(this, state));
  // The platform's own value, on the establishment's wall clock, and after the moment the order was placed.
  assert.ok(state.status.expected_time, 'the platform gives an expected time');
  assert.equal(time?.toMillis(), new Date(state.status.expected_time).getTime());
  assert.equal(time?.zoneName, this.shownSettings().timezone);
  assert.ok(time && state.status.start_time && time > this.now().minus({ minutes: 1 }));
  firstExpected.set(this, time);
});

Then('the tracking expects it ready {int} minutes later, live', async function (this: OrderingWorld, minutes: number) {
  const wanted = first(this).plus({ minutes }).toMillis();
  const state = await recorder(this).waitFor(`ready ${minutes} minutes later`, (s) => readyAt(expectedOf(this, s))?.toMillis() === wanted);
  assert.equal(state.live, true);
  // What comes next must come after this state: the first time is in the states before it.
  recorder(this).mark();
});

Then('the tracking expects it ready at the first time again, live', async function (this: OrderingWorld) {
  const wanted = first(this).toMillis();
  const state = await recorder(this).waitForChange('ready at the first time', (s) => readyAt(expectedOf(this, s))?.toMillis() === wanted);
  assert.equal(state.live, true);
});

Then('the tracking expects no time any more, live', async function (this: OrderingWorld) {
  const state = await recorder(this).waitForChange('with no time expected', (s) => expectedOf(this, s).kind === 'none');
  assert.equal(state.live, true);
  assert.equal(state.status.expected_time ?? null, null);
});
