import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { latestStep } from '../../core/domain/tracking/track-status';
import type { TrackOrder } from '../../core/use-cases/order/track-order';
import type { OrderingWorld } from '../support/ordering-world';
import { TrackingRecorder, currentStep } from '../support/tracking-recorder';

function recorder(world: OrderingWorld): TrackingRecorder {
  if (!world.tracking) throw new Error('follow the order first ("When I follow my order")');
  return world.tracking;
}

// checkout 4 and 7: the tracking page fetches the status, then listens for live updates.
When('I follow my order', async function (this: OrderingWorld) {
  const trackOrder = await this.container.getAsync<TrackOrder>(USE_CASES.trackOrder);
  this.tracking = new TrackingRecorder(trackOrder.execute({ restaurantId: this.restaurantId, orderNumber: this.orderNumber() }));
  // Changes only arrive once the live channel is connected (the server has read the identity by then).
  await this.tracking.waitFor('connected to the live channel', (state) => state.live);
});

Then('the tracking shows the steps {string} with {string} current', async function (this: OrderingWorld, steps: string, current: string) {
  const state = await recorder(this).waitFor(`with ${current} current`, () => true);
  assert.deepEqual(
    state.progress.steps.map((step) => step.type),
    steps.split(', '),
  );
  assert.equal(currentStep(state), current);
  assert.equal(state.progress.outcome, 'in_progress');
});

When('the restaurant moves the order to its next step', async function (this: OrderingWorld) {
  // Only states that arrive after the restaurant acts can show its change.
  recorder(this).mark();
  await this.admin.advance(this.orderNumber());
});

When('the restaurant moves the order to its next step {int} times', async function (this: OrderingWorld, times: number) {
  recorder(this).mark();
  for (let step = 0; step < times; step += 1) await this.admin.advance(this.orderNumber());
});

// checkout 4: each live update replaces the tracking status, without a reload.
Then('the tracking shows {string} current, live', async function (this: OrderingWorld, step: string) {
  const state = await recorder(this).waitForChange(`with ${step} current`, (s) => currentStep(s) === step);
  assert.equal(state.live, true);
  const index = state.progress.steps.findIndex((s) => s.type === step);
  assert.deepEqual(
    state.progress.steps.map((s) => s.state),
    state.progress.steps.map((_, i) => (i < index ? 'done' : i === index ? 'current' : 'pending')),
  );
});

// checkout 4: once the last step is reached the order is completed and every step is done.
Then('the order is completed at {string}, every step done, live', async function (this: OrderingWorld, step: string) {
  const state = await recorder(this).waitForChange('completed', (s) => s.progress.outcome === 'completed');
  assert.equal(state.live, true);
  assert.equal(latestStep(state.progress)?.type, step);
  assert.ok(state.progress.steps.every((s) => s.state === 'done'));
});
