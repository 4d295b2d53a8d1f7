import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PromoCheckError, Promotion } from '../../core/domain/promotion/promotion';
import type { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { RemoveFromBasket } from '../../core/use-cases/basket/remove-from-basket';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { isNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/**
 * The storefront's promo field (issue 18; checkout 2, 3, 7, 8) as its rules go, by world: the code applied
 * (it rides in the checkout form to the payload), the last key said at the field, the code dropped.
 */
interface PromoField {
  orderTypeId: OrderTypeId | null;
  error: PromoCheckError | null;
  dropped: { code: string; key: PromoCheckError } | null;
}
const fields = new WeakMap<OrderingWorld, PromoField>();
const fieldOf = (world: OrderingWorld) => fields.get(world) ?? fields.set(world, { orderTypeId: null, error: null, dropped: null }).get(world)!;

/** checkout 7: the platform checks the code against the stored basket's lines and the order type. */
async function check(world: OrderingWorld, code: string, orderTypeId: OrderTypeId) {
  const lines = lineCompositionsOf(world.storedBasket());
  const infos = { email: world.form.email, phone: '', loyaltyCardNumber: '' };
  return world.container.get<CheckPromoCode>(USE_CASES.checkPromoCode).execute(world.restaurantId, { code, infos, orderTypeId, lines });
}

function apply(world: OrderingWorld, promotion: Promotion | null) {
  world.form = { ...world.form, promoCode: promotion };
}

When('I apply the promo code {string} for {orderType}', async function (this: OrderingWorld, code: string, orderTypeId: OrderTypeId) {
  const field = fieldOf(this);
  field.orderTypeId = orderTypeId;
  const answer = await check(this, code, orderTypeId);
  field.error = answer.ok ? null : answer.error;
  apply(this, answer.ok ? answer.value : null);
});

When('I take the {string} out of the basket', function (this: OrderingWorld, name: string) {
  const keys = this.storedBasket().basketProducts.filter((entry) => isNamed(entry.product.name, name)).map((entry) => entry.key);
  assert.ok(keys.length > 0, `no ${name} in the basket`);
  this.container.get<RemoveFromBasket>(USE_CASES.removeFromBasket).execute({ restaurantId: this.restaurantId, keys });
});

// Issue 18: after a change of the lines or of the order type, the code applied is checked again; one that
// stops matching is removed with its key, never silently kept.
When('the checkout checks the code again for {orderType}', async function (this: OrderingWorld, orderTypeId: OrderTypeId) {
  const field = fieldOf(this);
  const applied = this.form.promoCode;
  assert.ok(applied, 'no code applied');
  field.orderTypeId = orderTypeId;
  const answer = await check(this, applied.code, orderTypeId);
  if (answer.ok) return;
  field.dropped = { code: applied.code, key: answer.error };
  apply(this, null);
});

Then('the promo code {string} is applied', function (this: OrderingWorld, code: string) {
  assert.equal(fieldOf(this).error, null);
  assert.equal(this.form.promoCode?.code, code);
});

// checkout 8: the inline key, spelt as the spec spells it; nothing applied.
Then('the promo field says {string}', function (this: OrderingWorld, key: string) {
  assert.equal(fieldOf(this).error, key);
  assert.equal(this.form.promoCode ?? null, null);
});

Then('the code {string} is dropped with {string}', function (this: OrderingWorld, code: string, key: string) {
  assert.deepEqual(fieldOf(this).dropped, { code, key });
  assert.equal(this.form.promoCode, null);
});

// Issue 18: core ComputeTotals, the one rule for the storefront, the CLI and the simulator.
Then('the totals show a {string} discount of {amount} and {amount} to pay', function (this: OrderingWorld, shownAs: 'percentage' | 'cash' | 'gift', discount: number, toPay: number) {
  const totals = this.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals).execute({
    basket: this.storedBasket(),
    settings: this.shownSettings(),
    orderTypeId: fieldOf(this).orderTypeId,
    promotions: this.form.promoCode ? [this.form.promoCode] : [],
  });
  assert.equal(totals.discountByType[shownAs], discount);
  assert.equal(totals.discount, discount);
  assert.equal(totals.toPay, toPay);
});

// checkout 3: promotion_id and customerExternalInfos.promoCodes of the order taken.
Then('the order carries promotion {int} with the code {string}', function (this: OrderingWorld, promotionId: number, code: string) {
  assert.ok(this.placed?.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
  assert.equal(this.placed.value.payload.promotion_id, promotionId);
  assert.deepEqual(this.placed.value.payload.customerExternalInfos.promoCodes, [code]);
});
