import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import type { PushRegistrationGateway, PushService } from '../../core/ports/push-notifications';
import { PUSH_REGISTRATION_GATEWAY } from '../../core/ports/push-notifications';
import type { PushRegistrationOutcome } from '../../core/use-cases/push/register-for-push';
import { RegisterForPush } from '../../core/use-cases/push/register-for-push';
import type { OrderingWorld } from '../support/ordering-world';

/** The device's push service of each scenario (the browser's is an adapter; here, what the scenario says it answers). */
const devices = new WeakMap<OrderingWorld, PushService>();
const outcomes = new WeakMap<OrderingWorld, PushRegistrationOutcome>();

Given("the device's push service gives the token {string}", function (this: OrderingWorld, token: string) {
  devices.set(this, { obtainToken: async () => ({ kind: 'token', token }) });
});

Given('the device has no push messaging', function (this: OrderingWorld) {
  devices.set(this, { obtainToken: async () => ({ kind: 'unsupported', reason: 'this browser has no PushManager' }) });
});

When('the presenter screen of {string} registers for push', async function (this: OrderingWorld, restaurantId: string) {
  const device = devices.get(this);
  assert.ok(device, "no device's push service in this scenario");
  const registerForPush = new RegisterForPush(device, this.container.get<PushRegistrationGateway>(PUSH_REGISTRATION_GATEWAY));
  outcomes.set(this, await registerForPush.execute(restaurantId));
});

function outcomeOf(world: OrderingWorld): PushRegistrationOutcome {
  const outcome = outcomes.get(world);
  assert.ok(outcome, 'no push registration asked for in this scenario');
  return outcome;
}

Then('the push registration is taken', function (this: OrderingWorld) {
  assert.deepEqual(outcomeOf(this), { kind: 'registered' });
});

Then('the push registration is not sent, because push messaging is unsupported', function (this: OrderingWorld) {
  assert.equal(outcomeOf(this).kind, 'unsupported');
});

Then('the push registration failed', function (this: OrderingWorld) {
  assert.equal(outcomeOf(this).kind, 'failed');
});

const registrationsOf = (world: OrderingWorld, restaurantId: string) => world.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).pushRegistrations(restaurantId);

Then('the platform lists for {string} the push registration {string} of type {string}', async function (this: OrderingWorld, restaurantId: string, token: string, type: string) {
  const listed = await registrationsOf(this, restaurantId);
  assert.deepEqual(
    listed.map((registration) => [registration.restaurant_id, registration.firebase_id, registration.type]),
    [[restaurantId, token, type]],
  );
});

Then('the platform lists {int} push registration(s) for {string}', async function (this: OrderingWorld, count: number, restaurantId: string) {
  assert.equal((await registrationsOf(this, restaurantId)).length, count);
});
