import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import type { FeedbackCompletion, FeedbackForm, FeedbackPlace, ReceivedFeedback } from '../../core/domain/feedback/feedback';
import { newFeedbackForm, reviewLinkOf } from '../../core/domain/feedback/feedback';
import type { Result } from '../../core/domain/result';
import type { ListFeedback } from '../../core/use-cases/feedback/list-feedback';
import type { SendBookingFeedback } from '../../core/use-cases/feedback/send-booking-feedback';
import type { SendFeedback, SendFeedbackFailure } from '../../core/use-cases/feedback/send-feedback';
import type { OrderingWorld } from '../support/ordering-world';
import { myBookingFeedbackLink, myEventBooking } from './booking-steps';

type Sent = Result<FeedbackCompletion, SendFeedbackFailure>;

/** What this scenario's customer saw of the feedback form, by world. */
const shown = new WeakMap<OrderingWorld, { form?: FeedbackForm; last?: Sent }>();
const stateOf = (world: OrderingWorld) => shown.get(world) ?? shown.set(world, {}).get(world)!;

async function sendFeedback(
  world: OrderingWorld,
  input: { restaurantId?: string; place: Exclude<FeedbackPlace, 'booking'>; orderNumber: string; form: FeedbackForm; idempotencyKey?: string },
): Promise<Sent> {
  const send = await world.container.getAsync<SendFeedback>(FEEDBACK_USE_CASES.sendFeedback);
  const result = await send.execute({
    restaurantId: input.restaurantId ?? world.restaurantId,
    place: input.place,
    orderNumber: input.orderNumber,
    form: input.form,
    reviewLink: reviewLinkOf(world.shownSettings().notation_network),
    ...(input.idempotencyKey !== undefined && { idempotencyKey: input.idempotencyKey }),
  });
  stateOf(world).last = result;
  return result;
}

const directoryPlace = (world: OrderingWorld): 'room' | 'linker' => (world.shownSettings().is_linker && !world.shownSettings().is_room_directory ? 'linker' : 'room');

function lastSent(world: OrderingWorld): Sent {
  const last = stateOf(world).last;
  assert.ok(last, 'no feedback was sent in this scenario');
  return last;
}

/** accounts 8: status 200 gives feedback_success; anything else feedback_error (as the form says). */
function toastOf(sent: Sent): string | null {
  if (sent.ok) return 'feedback_success';
  return sent.error.kind === 'not_sent' ? 'feedback_error' : null;
}

async function supportReads(world: OrderingWorld, restaurantId: string): Promise<readonly ReceivedFeedback[]> {
  return (await world.container.getAsync<ListFeedback>(FEEDBACK_USE_CASES.listFeedback)).execute({ restaurantId });
}

When('I open the feedback form of an order', function (this: OrderingWorld) {
  stateOf(this).form = newFeedbackForm();
});

Then('the rating is {int} stars and the comment is empty', function (this: OrderingWorld, rate: number) {
  assert.deepEqual(stateOf(this).form, { rate, comments: '', email: '', name: '', optIn: false });
});

When('I leave feedback on my order with {int} stars and the comment {string}', async function (this: OrderingWorld, rate: number, comments: string) {
  await sendFeedback(this, { place: 'order', orderNumber: this.orderNumber(), form: { ...newFeedbackForm(), rate, comments } });
});

When(
  'I leave feedback on my order with {int} stars and the comment {string} twice with the same key',
  async function (this: OrderingWorld, rate: number, comments: string) {
    const form = { ...newFeedbackForm(), rate, comments };
    // The first answer is "lost": the form sends the same content again with the same key.
    await sendFeedback(this, { place: 'order', orderNumber: this.orderNumber(), form, idempotencyKey: 'feedback-retry-1' });
    await sendFeedback(this, { place: 'order', orderNumber: this.orderNumber(), form, idempotencyKey: 'feedback-retry-1' });
  },
);

When('I leave feedback on my order with {int} stars and a comment of {int} characters', async function (this: OrderingWorld, rate: number, length: number) {
  await sendFeedback(this, { place: 'order', orderNumber: this.orderNumber(), form: { ...newFeedbackForm(), rate, comments: 'a'.repeat(length) } });
});

When('I leave feedback on my order at {string} with {int} stars', async function (this: OrderingWorld, restaurantId: string, rate: number) {
  await sendFeedback(this, { restaurantId, place: 'order', orderNumber: this.orderNumber(), form: { ...newFeedbackForm(), rate } });
});

When('I leave feedback from the room directory with {int} stars and the e-mail {string}', async function (this: OrderingWorld, rate: number, email: string) {
  await sendFeedback(this, { place: directoryPlace(this), orderNumber: '', form: { ...newFeedbackForm({ email }), rate } });
});

When('I leave feedback from the v2 directory with {int} stars and the e-mail {string}', async function (this: OrderingWorld, rate: number, email: string) {
  await sendFeedback(this, { place: 'directory-v2', orderNumber: '', form: { ...newFeedbackForm({ email }), rate } });
});

When('{int} feedbacks are left from the room directory', async function (this: OrderingWorld, count: number) {
  for (let index = 0; index < count; index++) {
    const sent = await sendFeedback(this, { place: 'room', orderNumber: '', form: { ...newFeedbackForm({ email: `guest${index}@example.com` }), rate: 4 } });
    assert.ok(sent.ok, `feedback ${index + 1} was refused: ${JSON.stringify(sent)}`);
  }
});

async function sendBookingFeedback(world: OrderingWorld, input: { eventBookingId: number; feedbackToken: string; form: FeedbackForm }): Promise<void> {
  const send = await world.container.getAsync<SendBookingFeedback>(FEEDBACK_USE_CASES.sendBookingFeedback);
  stateOf(world).last = await send.execute({ restaurantId: world.restaurantId, ...input });
}

/** A token of the right shape that no e-mail carried. */
const A_MADE_UP_TOKEN = 'A'.repeat(43);

When("I leave feedback on my booking with {int} stars, naming no one, from its e-mail's link", async function (this: OrderingWorld, rate: number) {
  const { eventBookingId, token } = await myBookingFeedbackLink(this);
  await sendBookingFeedback(this, { eventBookingId, feedbackToken: token, form: { ...newFeedbackForm({}), rate } });
});

When('someone else leaves feedback on my booking with {int} star, naming its number but with a token of their own', async function (this: OrderingWorld, rate: number) {
  const { id } = await myEventBooking(this);
  await sendBookingFeedback(this, { eventBookingId: id, feedbackToken: A_MADE_UP_TOKEN, form: { ...newFeedbackForm({}), rate } });
});

When('I leave feedback on booking {int} with {int} stars and the e-mail {string}', async function (this: OrderingWorld, eventBookingId: number, rate: number, email: string) {
  await sendBookingFeedback(this, { eventBookingId, feedbackToken: A_MADE_UP_TOKEN, form: { ...newFeedbackForm({ email }), rate } });
});

Then('the feedback is taken', function (this: OrderingWorld) {
  const sent = lastSent(this);
  assert.ok(sent.ok, `the feedback was not taken: ${JSON.stringify(sent)}`);
  assert.equal(toastOf(sent), 'feedback_success');
});

Then('the feedback is refused at the field {string} with {string}', function (this: OrderingWorld, field: string, key: string) {
  const sent = lastSent(this);
  assert.ok(!sent.ok && sent.error.kind === 'invalid', `expected a form problem, got ${JSON.stringify(sent)}`);
  assert.deepEqual(sent.error.problems, { [field]: key });
});

Then('the feedback is not sent: {string}', function (this: OrderingWorld, toast: string) {
  assert.equal(toastOf(lastSent(this)), toast);
});

Then('the feedback is not sent: {string}, the platform refusing it as {string}', function (this: OrderingWorld, toast: string, refusal: string) {
  const sent = lastSent(this);
  assert.equal(toastOf(sent), toast);
  assert.ok(!sent.ok && sent.error.kind === 'not_sent');
  assert.equal(sent.error.refusal, refusal);
});

Then('I am taken Home and the review link {string} opens in a new tab', function (this: OrderingWorld, link: string) {
  assert.deepEqual(lastSent(this), { ok: true, value: { then: 'home', reviewLink: link } });
});

Then('I am taken Home and no review link opens', function (this: OrderingWorld) {
  assert.deepEqual(lastSent(this), { ok: true, value: { then: 'home', reviewLink: null } });
});

Then('the dialog closes and no review link opens', function (this: OrderingWorld) {
  assert.deepEqual(lastSent(this), { ok: true, value: { then: 'close-dialog', reviewLink: null } });
});

Then("I am taken to the v2 directory's home", function (this: OrderingWorld) {
  assert.deepEqual(lastSent(this), { ok: true, value: { then: 'directory-v2-home', reviewLink: null } });
});

Then('support reads no feedback of {string}', async function (this: OrderingWorld, restaurantId: string) {
  assert.deepEqual(await supportReads(this, restaurantId), []);
});

Then('support reads {int} feedbacks of {string}', async function (this: OrderingWorld, count: number, restaurantId: string) {
  assert.equal((await supportReads(this, restaurantId)).length, count);
});

Then(
  'support reads {int} feedback of {string}, rated {int}, on my order, saying {string}',
  async function (this: OrderingWorld, count: number, restaurantId: string, rate: number, comments: string) {
    const read = await supportReads(this, restaurantId);
    assert.equal(read.length, count);
    assert.deepEqual([read[0]?.type, read[0]?.orderNumber, read[0]?.rate, read[0]?.comments], ['order', this.orderNumber(), rate, comments]);
  },
);

Then('support reads {int} feedback of {string}, rated {int}, from the room directory', async function (this: OrderingWorld, count: number, restaurantId: string, rate: number) {
  const read = await supportReads(this, restaurantId);
  assert.equal(read.length, count);
  assert.deepEqual([read[0]?.type, read[0]?.rate, read[0]?.email], ['room', rate, 'guest@example.com']);
});

Then('support reads {int} feedback of {string}, rated {int}, on my booking, signed {string} {string}', async function (this: OrderingWorld, count: number, restaurantId: string, rate: number, name: string, email: string) {
  const { id } = await myEventBooking(this);
  const read = await supportReads(this, restaurantId);
  assert.equal(read.length, count);
  assert.deepEqual([read[0]?.kind, read[0]?.eventBookingId, read[0]?.rate, read[0]?.name, read[0]?.email], ['booking', id, rate, name, email]);
});
