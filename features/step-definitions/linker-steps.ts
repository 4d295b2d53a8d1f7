import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import { bookingBackTarget } from '../../core/domain/booking/booking-back-target';
import type { ListFeedback } from '../../core/use-cases/feedback/list-feedback';
import type { OrderingWorld } from '../support/ordering-world';
import { myEventBooking } from './booking-steps';

// The linker demo (Le Phare): what its booking and feedback leave behind, read back through the use cases.

Then("the event booking's phone is {string}", async function (this: OrderingWorld, phone: string) {
  assert.equal((await myEventBooking(this)).phone, phone);
});

// accounts 2: the back-button target of booking pages, for a visit from the web (not a hotel room).
Then('the booking pages lead back to the {string}', function (this: OrderingWorld, target: string) {
  const settings = this.shownSettings();
  assert.equal(bookingBackTarget({ hotelRoomApp: false, isRoomDirectory: settings.is_room_directory, isLinker: settings.is_linker }), target);
});

Then('support reads {int} feedback of {string}, rated {int}, from the linker, signed {string}', async function (this: OrderingWorld, count: number, restaurantId: string, rate: number, email: string) {
  const read = await (await this.container.getAsync<ListFeedback>(FEEDBACK_USE_CASES.listFeedback)).execute({ restaurantId });
  assert.equal(read.length, count);
  assert.deepEqual([read[0]?.type, read[0]?.rate, read[0]?.email], ['linker', rate, email]);
});
