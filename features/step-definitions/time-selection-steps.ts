import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { DateTime } from 'luxon';
import { USE_CASES } from '../../config/use-case-tokens';
import { computeBasketTotals } from '../../core/domain/basket/basket-totals';
import { buildOrderPayload } from '../../core/domain/order/build-order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { ASAP_SLOT_ID } from '../../core/domain/schedule/time-slot-settings';
import type { OfferedSchedule } from '../../core/use-cases/schedule/list-offered-slots';
import { ListOfferedSlots } from '../../core/use-cases/schedule/list-offered-slots';
import type { SubmitOrderPayload } from '../../core/use-cases/order/submit-order-payload';
import type { OrderingWorld } from '../support/ordering-world';
import type { DropLinesNotAvailableOnDay } from '../../core/use-cases/schedule/drop-lines-not-available-on-day';
import { isNamed } from '../support/menu-lookup';

/** What the scenario looked at, per scenario (kept here rather than on the shared world). */
const looked = new WeakMap<OrderingWorld, OfferedSchedule>();

function offered(world: OrderingWorld): OfferedSchedule {
  const schedule = looked.get(world);
  if (!schedule) throw new Error('look at the slots first ("When I look at the slots of ...")');
  return schedule;
}

const hourOf = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm');

// checkout 4: the offer at a given instant, as the checkout's picker and `ordering slots --at` show it.
When('I look at the slots of {orderType} at {string}', function (this: OrderingWorld, orderTypeId: OrderTypeId, at: string) {
  const result = new ListOfferedSlots().execute({ settings: this.shownSettings(), orderTypeId, at: DateTime.fromISO(at, { setZone: true }) });
  assert.ok(result.ok, `order type ${orderTypeId} is not offered`);
  looked.set(this, result.value);
});

Then('the days offered are {string}, {string} by default', function (this: OrderingWorld, dates: string, defaultDate: string) {
  assert.deepEqual(
    offered(this).days.map((day) => day.date),
    dates.split(', '),
  );
  assert.equal(offered(this).defaultDate, defaultDate);
});

Then('the slots of {string} are {string}', function (this: OrderingWorld, date: string, hours: string) {
  const day = offered(this).days.find((offeredDay) => offeredDay.date === date);
  assert.ok(day, `${date} is not offered`);
  assert.deepEqual(
    day.slots.map((slot) => (slot.id === ASAP_SLOT_ID ? `asap ${hourOf(slot.start_time)}` : hourOf(slot.start_time))),
    hours.split(', '),
  );
});

/** checkout 4: the slot at that hour, that many days from today, as the picker would choose it now. */
function chooseSlotIn(world: OrderingWorld, hour: string, days: number): void {
  const settings = world.shownSettings();
  const orderType = settings.orderTypes[0]!;
  const result = new ListOfferedSlots().execute({ settings, orderTypeId: orderType.id, at: world.now() });
  assert.ok(result.ok);
  const date = world.now().setZone(settings.timezone).plus({ days }).toISODate();
  const day = result.value.days.find((offeredDay) => offeredDay.date === date);
  const slot = day?.slots.find((offeredSlot) => offeredSlot.id !== ASAP_SLOT_ID && hourOf(offeredSlot.start_time) === hour);
  assert.ok(day && slot, `no slot at ${hour} on ${date}`);
  world.form = { ...world.form, timeSlot: { day, slot } };
}

When('I choose the slot at {string} in {int} days', function (this: OrderingWorld, hour: string, days: number) {
  chooseSlotIn(this, hour, days);
});

// The simulator keeps count of a slot's orders: other customers fill it first.
When('{int} other customers take that slot', async function (this: OrderingWorld, customers: number) {
  const settings = this.shownSettings();
  // La Buvette's one order type, take away, holds the slots.
  const orderType = settings.orderTypes[0]!;
  const submit = await this.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  const basket = this.storedBasket();
  for (let customer = 0; customer < customers; customer += 1) {
    const form = { ...this.form, fullName: `Client ${String.fromCharCode(65 + customer)}`, phone: '06 12 34 56 78', orderTypeId: orderType.id, payment: { mode: 'ONSPOT' as const, providerId: 1, paymentTypeId: 1 } };
    const payload = buildOrderPayload(form, { settings, basket, totals: computeBasketTotals(basket, orderType), metricsUuid: `other-${customer}`, returnUrls: { success: '', cancel: '' } });
    const answer = await submit.execute({ restaurantId: settings.id, payload, idempotencyKey: `other-${Date.now()}-${customer}` });
    assert.ok(answer.ok, `customer ${customer + 1} could not take the slot: ${JSON.stringify(answer)}`);
  }
});

// checkout 4: choosing the schedule takes out what is not sold that day (DropLinesNotAvailableOnDay).
const FRIDAY = 5;

When('I choose the slot at {string} on the next day that is not a Friday', async function (this: OrderingWorld & { dropNotice?: string | null }, hour: string) {
  const today = this.now().setZone(this.shownSettings().timezone);
  const days = [1, 2].find((ahead) => today.plus({ days: ahead }).weekday !== FRIDAY)!;
  chooseSlotIn(this, hour, days);
  const drop = await this.container.getAsync<DropLinesNotAvailableOnDay>(USE_CASES.dropLinesNotAvailableOnDay);
  this.dropNotice = drop.execute({ restaurantId: this.restaurantId, catalogue: this.shownCatalogue(), day: this.form.timeSlot!.day.date }).notice;
});

Then('{string} is taken out of the basket with the notice {string}', function (this: OrderingWorld & { dropNotice?: string | null }, name: string, notice: string) {
  assert.equal(this.dropNotice, notice);
  assert.ok(!this.storedBasket().basketProducts.some((entry) => isNamed(entry.product.name, name)), `${name} is still in the basket`);
});
