import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import { Given, Then, When } from '@cucumber/cucumber';
import { defaultSelection, optionsOfProduct, toggleItem } from '../../core/domain/catalogue/option-selection';
import type { LineComposition } from '../../core/domain/order/order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PromoCodeCheckAnswer } from '../../core/ports/promo-code-gateway';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { CHECK_PROMO_CODE } from '../../core/use-cases/promotion/check-promo-code';
import { GatewayError } from '../../core/ports/gateway-error';
import { itemNamed, optionNamed, productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** The basket a code is checked against in this scenario, and the last answer, by world (issue 18, checkout 7). */
const states = new WeakMap<OrderingWorld, { lines: LineComposition[]; answer?: PromoCodeCheckAnswer; refused?: GatewayError }>();
const stateOf = (world: OrderingWorld) => states.get(world) ?? states.set(world, { lines: [] }).get(world)!;

async function check(world: OrderingWorld, code: string, orderTypeId: OrderTypeId, email = ''): Promise<void> {
  const useCase = world.container.get<CheckPromoCode>(CHECK_PROMO_CODE);
  const infos = { email, phone: '', loyaltyCardNumber: '' };
  const state = stateOf(world);
  try {
    state.answer = await useCase.execute(world.restaurantId, { code, infos, orderTypeId, lines: state.lines });
    state.refused = undefined;
  } catch (error) {
    // A request the platform refuses (a line that does not fit the menu) is a GatewayError naming its field.
    if (!(error instanceof GatewayError)) throw error;
    state.answer = undefined;
    state.refused = error;
  }
}

// checkout 7 "Promo code check": the basket is each line's composition (here the product's default options); the platform prices them from its menu.
Given('the basket to check holds {int} {string}', function (this: OrderingWorld, nb: number, name: string) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  stateOf(this).lines.push({ product_id: product.id, nb, options: defaultSelection(optionsOfProduct(catalogue, product)) });
});

// Issue 18: the options toggled on the product's defaults, looked up among all the menu's options (so a
// scenario can give a product an option it does not have).
Given('the basket to check holds {int} {string} with:', function (this: OrderingWorld, nb: number, name: string, table: DataTable) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  const options = table.hashes().reduce((selection, { option: optionName, item: itemName }) => {
    const option = optionNamed(catalogue.options, optionName!);
    return toggleItem(option, selection, itemNamed(option, itemName!).id);
  }, defaultSelection(optionsOfProduct(catalogue, product)));
  stateOf(this).lines.push({ product_id: product.id, nb, options });
});

// Staging, as `ordering sim promo create` does (issue 18).
Given('the restaurant adds the promo code {string} of {int} % kept for {string}', async function (this: OrderingWorld, code: string, discount: number, email: string) {
  await this.admin.createPromotion(this.restaurantId, { id: 90, code, discount_type: 'percent', discount, reserved_for: { email } });
});

Given('the restaurant adds the promo code {string} already used {int} times out of {int}', async function (this: OrderingWorld, code: string, usages: number, max: number) {
  await this.admin.createPromotion(this.restaurantId, { id: 91, code, discount_type: 'currency', discount: 100, usages, max_usages: max });
});

// As `ordering sim promo disable` does.
Given('the restaurant disables the promo code {string}', async function (this: OrderingWorld, code: string) {
  await this.admin.disablePromotion(this.restaurantId, code);
});

When('I check the promo code {string} for {orderType}', async function (this: OrderingWorld, code: string, orderTypeId: OrderTypeId) {
  await check(this, code, orderTypeId);
});

When('I check the promo code {string} for {orderType} as {string}', async function (this: OrderingWorld, code: string, orderTypeId: OrderTypeId, email: string) {
  await check(this, code, orderTypeId, email);
});

// checkout 3 "Promotion": discount_type percent, currency, quantity or gifts.
Then('the code gives a {string} promotion', function (this: OrderingWorld, discountType: string) {
  const { answer } = stateOf(this);
  assert.ok(answer?.ok, `the code was refused: ${answer && !answer.ok ? answer.error : 'not checked'}`);
  assert.equal(answer.value.discount_type, discountType);
});

// checkout 8 "promotion error": the inline key, spelt as the spec spells it.
Then('the check is refused naming {string}', function (this: OrderingWorld, field: string) {
  const { refused } = stateOf(this);
  assert.ok(refused, 'the platform answered the check');
  assert.equal(refused.field, field);
});

Then('the code is refused with {string}', function (this: OrderingWorld, key: string) {
  const { answer } = stateOf(this);
  assert.ok(answer && !answer.ok, 'the code was taken');
  assert.equal(answer.error, key);
});
