import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DataTable } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { computeBasketTotals } from '../../core/domain/basket/basket-totals';
import { freeDeliveryBanner, minimumOrderBanner } from '../../core/domain/checkout/checkout-banners';
import { isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
import { parseTip } from '../../core/domain/checkout/checkout-extras';
import { localize } from '../../core/domain/locale/localized-text';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { OrderTypeSettings } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CheckoutVerdict, ValidateCheckout } from '../../core/use-cases/checkout/validate-checkout';
import type { PlaceOrder } from '../../core/use-cases/order/place-order';
import { EMPTY_DELIVERY_ADDRESS } from '../../core/domain/order-type/delivery-address';
import type { OrderingWorld } from '../support/ordering-world';

type CheckoutWorld = OrderingWorld & { verdict?: CheckoutVerdict; noCookieChoice?: boolean };

const FIELDS = ['full name', 'first name', 'last name', 'phone', 'email', 'room number', 'table number', 'street', 'post code', 'city', 'comment', 'terms', 'cutlery', 'tip', 'card fields'];

/** The restaurant's settings as the storefront read them, changed for this scenario (a per-establishment setting). */
function changeSettings(world: OrderingWorld, change: (settings: RestaurantSettings) => Partial<RestaurantSettings>): void {
  const settings = world.shownSettings();
  world.settings = { ...settings, ...change(settings) };
}

function orderTypeOf(world: OrderingWorld, id: OrderTypeId): OrderTypeSettings {
  const found = world.shownSettings().orderTypes.find((type) => type.id === id);
  assert.ok(found, `the restaurant has no order type ${id}`);
  return found;
}

// checkout 3: what the customer fills in; checkout 5: terms pre-checked for table and room unless said.
Given('I fill in the checkout for {orderType} with:', function (this: OrderingWorld, orderTypeId: OrderTypeId, table: DataTable) {
  const fields = table.rowsHash();
  const unknown = Object.keys(fields).filter((field) => !FIELDS.includes(field));
  assert.deepEqual(unknown, [], `fields this step knows: ${FIELDS.join(', ')}`);
  const provider = orderTypeOf(this, orderTypeId).order_type_providers.find((candidate) => !candidate.disabled);
  const tip = fields.tip === undefined ? 0 : parseTip(fields.tip.replace(/ €$/, ''), 2);
  this.form = {
    ...this.form,
    fullName: fields['full name'] ?? '',
    firstName: fields['first name'] ?? '',
    lastName: fields['last name'] ?? '',
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    roomNumber: fields['room number'] ?? '',
    tableNumber: fields['table number'] ?? '',
    deliveryAddress: { ...EMPTY_DELIVERY_ADDRESS, street: fields.street ?? '', postCode: fields['post code'] ?? '', city: fields.city ?? '' },
    comment: fields.comment ?? '',
    orderTypeId,
    payment: provider ? { mode: provider.type, providerId: provider.provider_id, paymentTypeId: provider.payment_types[0]?.payment_type_id ?? 1 } : null,
    cgvAccepted: fields.terms === undefined ? isCgvPreChecked(orderTypeId) : fields.terms === 'accepted',
    nbCutlery: fields.cutlery === undefined ? null : Number(fields.cutlery),
    tips: tip ?? -1,
    hostedFieldsComplete: fields['card fields'] === 'complete',
  };
});

// checkout 5: the number of guests (cutlery), when the restaurant asks it.
Given('the number of guests is {int}', function (this: OrderingWorld, guests: number) {
  this.form = { ...this.form, nbCutlery: guests };
});

Given('my comment is {int} characters long', function (this: OrderingWorld, length: number) {
  this.form = { ...this.form, comment: 'x'.repeat(length) };
});

// checkout 3: questions (id, name, mandatory, multiple, answers), found by their names.
Given('I answer {string} to the question {string}', function (this: OrderingWorld, answerName: string, questionName: string) {
  const question = this.shownSettings().questions.find((candidate) => localize(candidate.name, 'fr') === questionName || localize(candidate.name, 'en') === questionName);
  assert.ok(question, `no question "${questionName}"`);
  const answer = question.answers.find((candidate) => localize(candidate.name, 'fr') === answerName || localize(candidate.name, 'en') === answerName);
  assert.ok(answer, `no answer "${answerName}" to "${questionName}"`);
  const answers = this.form.answers ?? {};
  this.form = { ...this.form, answers: { ...answers, [question.id]: [...(answers[question.id] ?? []), answer.id] } };
});

// checkout 3: checkout_input_options, found by their names.
Given('I choose {string} for the checkout option {string}', function (this: OrderingWorld, itemName: string, optionName: string) {
  const option = this.shownSettings().checkout_input_options.find((candidate) => localize(candidate.name, 'fr') === optionName || localize(candidate.name, 'en') === optionName);
  assert.ok(option, `no checkout option "${optionName}"`);
  const item = option.items.find((candidate) => localize(candidate.name, 'fr') === itemName || localize(candidate.name, 'en') === itemName);
  assert.ok(item, `no item "${itemName}" in "${optionName}"`);
  const choices = this.form.checkoutOptions ?? {};
  this.form = { ...this.form, checkoutOptions: { ...choices, [option.id]: [...(choices[option.id] ?? []), item.value] } };
});

// checkout 5 (issue 19): the full name optional; with no first or last name asked it is still shown.
Given('the restaurant does not require the full name', function (this: OrderingWorld) {
  changeSettings(this, (settings) => ({ cmd_required_infos: { ...settings.cmd_required_infos, client_info: { ...settings.cmd_required_infos.client_info, full_name: false } } }));
});

Given('the restaurant takes online payment only', function (this: OrderingWorld) {
  changeSettings(this, () => ({ online_payment_only: true }));
});

// checkout 9: provider 8 is card online through hosted fields.
Given('the restaurant takes {orderType} orders paid by card through hosted fields', function (this: OrderingWorld, orderTypeId: OrderTypeId) {
  const card = { provider_id: 8, provider_name: 'Carte bancaire', type: 'ONLINE' as const, disabled: false, payment_types: [{ payment_type_id: 2, payment_type_name: 'CB' }] };
  changeSettings(this, (settings) => ({
    orderTypes: settings.orderTypes.map((type) => (type.id === orderTypeId ? { ...type, order_type_providers: [card, ...type.order_type_providers] } : type)),
  }));
});

Given('I pay by card with the payment type {int}', function (this: OrderingWorld, paymentTypeId: number) {
  this.form = { ...this.form, payment: { mode: 'ONLINE', providerId: 8, paymentTypeId } };
});

Given('the restaurant asks first and last names', function (this: OrderingWorld) {
  changeSettings(this, (settings) => ({
    cmd_required_infos: { ...settings.cmd_required_infos, client_info: { ...settings.cmd_required_infos.client_info, full_name: false, first_name: true, last_name: true } },
  }));
});

Given('the restaurant also takes orders on place, asking the table number', function (this: OrderingWorld) {
  const onPlace = { ...orderTypeOf(this, OrderTypeId.takeAway), id: OrderTypeId.onPlace };
  changeSettings(this, (settings) => ({ orderTypes: [...settings.orderTypes, onPlace], cmd_required_infos: { ...settings.cmd_required_infos, table_number: true } }));
});

Given('the restaurant is in consultative mode', function (this: OrderingWorld) {
  changeSettings(this, () => ({ consultative: true, allow_basket_in_consultative: false }));
});

// browsing 4: the basket is shown in consultative mode (allow_basket_in_consultative), as a list, not an order.
Given('the restaurant is in consultative mode with its basket allowed', function (this: OrderingWorld) {
  changeSettings(this, () => ({ consultative: true, allow_basket_in_consultative: true }));
});

Given('the restaurant offers no order type', function (this: OrderingWorld) {
  changeSettings(this, () => ({ orderTypes: [] }));
});

Given('the room basket is blocked', function (this: OrderingWorld) {
  changeSettings(this, () => ({ room_is_basket_blocked: true }));
});

Given('the scan basket is blocked', function (this: OrderingWorld) {
  changeSettings(this, () => ({ scan_is_basket_blocked: true }));
});

Given('I have made no cookie choice', function (this: CheckoutWorld) {
  this.noCookieChoice = true;
});

// checkout 5: ValidateCheckout, what the hub and `ordering checkout validate` run before anything is sent.
When('I validate the checkout', async function (this: CheckoutWorld) {
  this.verdict = (await this.container.getAsync<ValidateCheckout>(USE_CASES.validateCheckout)).execute({
    settings: this.shownSettings(),
    basket: this.storedBasket(),
    form: this.form,
    cookieChoiceMade: this.noCookieChoice !== true,
  });
});

Then('the checkout is blocked by {string}', function (this: CheckoutWorld, key: string) {
  assert.ok(this.verdict, 'validate the checkout first');
  assert.deepEqual(this.verdict.keys, [key]);
});

Then('the checkout is blocked by {string} on {string}', function (this: CheckoutWorld, key: string, field: string) {
  assert.ok(this.verdict, 'validate the checkout first');
  assert.deepEqual(
    this.verdict.problems.map((problem) => `${problem.field}:${problem.key}`),
    [`${field}:${key}`],
  );
});

// checkout 5: the blocked-checkout cases come before any rule of the form.
Then('the checkout cannot open: {string}', function (this: CheckoutWorld, key: string) {
  assert.ok(this.verdict, 'validate the checkout first');
  assert.equal(this.verdict.block, key);
  assert.equal(this.verdict.keys[0], key);
});

Then('nothing blocks the checkout', function (this: CheckoutWorld) {
  assert.ok(this.verdict, 'validate the checkout first');
  assert.deepEqual(this.verdict.keys, []);
});

// checkout 4: PlaceOrder validates, sends, and the platform takes or refuses it.
When('I send the order', async function (this: OrderingWorld) {
  const placeOrder = await this.container.getAsync<PlaceOrder>(USE_CASES.placeOrder);
  this.placed = await placeOrder.execute({ settings: this.shownSettings(), form: this.form, returnUrls: { success: '', cancel: '' } });
});

Then('the restaurant takes the order', function (this: OrderingWorld) {
  assert.ok(this.placed?.ok, `the order was not taken: ${JSON.stringify(this.placed)}`);
});

Then('the comment sent is its first 250 characters followed by an ellipsis', function (this: OrderingWorld) {
  assert.ok(this.placed?.ok, `the order was not taken: ${JSON.stringify(this.placed)}`);
  assert.equal(this.placed.value.payload.comment, `${this.form.comment.trim().slice(0, 250)}...`);
});

Then('the order sent carries a tip of {amount}', function (this: OrderingWorld, tips: number) {
  assert.ok(this.placed?.ok, `the order was not taken: ${JSON.stringify(this.placed)}`);
  assert.equal(this.placed.value.payload.tips, tips);
});

Then('the order sent answers {string} with {names}', function (this: OrderingWorld, question: string, answers: string[]) {
  assert.ok(this.placed?.ok, `the order was not taken: ${JSON.stringify(this.placed)}`);
  assert.deepEqual(this.placed.value.payload.question.find((entry) => entry.name === question)?.answers, answers);
});

Then('the terms come pre-checked', function (this: OrderingWorld) {
  assert.equal(this.form.cgvAccepted, true);
});

// checkout 5: 'order possible from {amount} {currency}'.
Then('the checkout says the order is possible from {amount}', function (this: OrderingWorld, minimum: number) {
  const orderType = orderTypeOf(this, this.form.orderTypeId ?? OrderTypeId.takeAway);
  assert.deepEqual(minimumOrderBanner(orderType, computeBasketTotals(this.storedBasket(), orderType).subtotal), { minimum });
});

// checkout 5: the free-shipping banner when the delivery threshold is finite.
Then('the checkout says delivery is free from {amount}, {amount} to go', function (this: OrderingWorld, threshold: number, remaining: number) {
  const orderType = orderTypeOf(this, OrderTypeId.delivery);
  const { subtotal, deliveryCost } = computeBasketTotals(this.storedBasket(), orderType);
  assert.deepEqual(freeDeliveryBanner(orderType, subtotal, deliveryCost), { kind: 'remaining', threshold, remaining });
});

// checkout 9 and checkout 3 sauceCheckList (issue 19): chopsticks and sauces of the comments-and-options step.
Given('I ask for {int} pair(s) of chopsticks', function (this: OrderingWorld, pairs: number) {
  this.form = { ...this.form, nbChopsticks: pairs };
});

function sauceIdOf(world: OrderingWorld, name: string): number {
  const sauce = world.shownSettings().sauce.items.find((item) => localize(item.name, 'fr') === name || localize(item.name, 'en') === name);
  // A sauce the restaurant does not list is sent as a made-up id, as a forged form would.
  return sauce?.id ?? 999;
}

Given('I tick the sauces {names}', function (this: OrderingWorld, names: string[]) {
  this.form = { ...this.form, sauces: names.map((name) => sauceIdOf(this, name)) };
});

Then('the order sent asks for {int} pair(s) of chopsticks and the sauces {names}', function (this: OrderingWorld, pairs: number, names: string[]) {
  assert.ok(this.placed?.ok, `the order was not taken: ${JSON.stringify(this.placed)}`);
  assert.equal(this.placed.value.payload.nb_chopsticks, pairs);
  assert.deepEqual(this.placed.value.payload.sauces, names.map((name) => sauceIdOf(this, name)));
});
