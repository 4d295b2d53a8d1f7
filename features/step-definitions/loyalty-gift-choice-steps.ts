import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import { USE_CASES } from '../../config/use-case-tokens';
import type { LoyaltyAdvantage } from '../../core/domain/loyalty/loyalty-customer';
import { giftsOfAdvantages, loyaltyPayloadFields } from '../../core/domain/loyalty/loyalty-payload';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { AdvantageCheck } from '../../core/use-cases/loyalty/check-loyalty-advantage';
import { checkLoyaltyAdvantage } from '../../core/use-cases/loyalty/check-loyalty-advantage';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';
import { sectionOf } from './loyalty-pool-wallet-steps';

/** The advantage being chosen, what its check said, and the advantages chosen with their promotions (narrowed to the gift picked). */
interface Choice {
  advantage: LoyaltyAdvantage | null;
  check: AdvantageCheck | null;
  chosen: Map<string, { advantage: LoyaltyAdvantage; promotion: Promotion | null }>;
}
const choices = new WeakMap<OrderingWorld, Choice>();
const choiceOf = (world: OrderingWorld) => choices.get(world) ?? choices.set(world, { advantage: null, check: null, chosen: new Map() }).get(world)!;

function totalsOf(world: OrderingWorld) {
  const section = sectionOf(world);
  return world.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals).execute({
    basket: world.storedBasket(),
    settings: world.shownSettings(),
    orderTypeId: section.orderTypeId,
    promotions: [...choiceOf(world).chosen.values()].flatMap(({ promotion }) => promotion ?? []),
    loyalty: { wanted: { pool: 0, eWallet: 0 }, customer: { pool: section.customer.pool, e_wallet_balance: section.customer.e_wallet_balance } },
  });
}

// checkout 5 (points), then the platform's check of the advantage's code (core checkLoyaltyAdvantage, as the storefront does).
When('I choose the gift advantage {string}', async function (this: OrderingWorld, name: string) {
  const section = sectionOf(this);
  const advantage = section.customer.advantages.find((one) => one.name === name);
  assert.ok(advantage, `no advantage ${name}`);
  const lines = lineCompositionsOf(this.storedBasket());
  const choice = choiceOf(this);
  choice.advantage = advantage;
  choice.check = await checkLoyaltyAdvantage(this.container.get<CheckPromoCode>(USE_CASES.checkPromoCode), { restaurantId: this.restaurantId, customer: section.customer, advantage, orderTypeId: section.orderTypeId, lines });
  if (choice.check.kind === 'chosen') choice.chosen.set(name, { advantage, promotion: choice.check.promotion });
});

Then('I am asked to pick one of {names}', function (this: OrderingWorld, names: string[]) {
  const { check } = choiceOf(this);
  assert.equal(check?.kind, 'gift_choice', JSON.stringify(check));
  if (check?.kind !== 'gift_choice') return;
  assert.deepEqual(check.promotion.products_offered.map((gift) => gift.product_id), names.map((name) => productNamed(this.shownCatalogue(), name).id));
});

When('I pick {string}', function (this: OrderingWorld, name: string) {
  const choice = choiceOf(this);
  assert.ok(choice.advantage && choice.check?.kind === 'gift_choice');
  const productId = productNamed(this.shownCatalogue(), name).id;
  const promotion = { ...choice.check.promotion, products_offered: choice.check.promotion.products_offered.filter((gift) => gift.product_id === productId) };
  choice.chosen.set(choice.advantage.name, { advantage: choice.advantage, promotion });
});

When('I remove the gift advantage {string}', function (this: OrderingWorld, name: string) {
  choiceOf(this).chosen.delete(name);
});

Then('the totals give {string} at 0, and {amount} is left to pay', function (this: OrderingWorld, product: string, toPay: number) {
  const totals = totalsOf(this);
  assert.deepEqual(totals.discounts.gifts.map((gift) => gift.product_id), [productNamed(this.shownCatalogue(), product).id]);
  assert.equal(totals.toPay, toPay);
});

Then('the totals give no gift, and {amount} is left to pay', function (this: OrderingWorld, toPay: number) {
  const totals = totalsOf(this);
  assert.deepEqual(totals.discounts.gifts, []);
  assert.equal(totals.toPay, toPay);
});

// checkout 3 externalAdvantages: ours, giftProductId names the gift picked, which the platform gives and no other.
Then('the order payload names the advantage {string} with the gift {string}', function (this: OrderingWorld, name: string, product: string) {
  const chosen = [...choiceOf(this).chosen.values()];
  const section = sectionOf(this);
  const fields = loyaltyPayloadFields({
    promoCode: null,
    advantages: chosen.map(({ advantage }) => advantage),
    giftProductIds: giftsOfAdvantages(chosen.map(({ advantage }) => advantage), (each) => choiceOf(this).chosen.get(each)?.promotion ?? undefined),
    loyaltyCardNumber: section.customer.loyaltyCardNumber,
    pool: section.customer.pool,
    poolUsed: 0,
    eWalletUsed: 0,
  });
  assert.deepEqual(fields.externalAdvantages.find((advantage) => advantage.name === name)?.giftProductId, productNamed(this.shownCatalogue(), product).id);
});

Then('the gift advantage is refused with {string}', function (this: OrderingWorld, key: string) {
  const { check, chosen } = choiceOf(this);
  assert.deepEqual(check, { kind: 'refused', key });
  assert.equal(chosen.size, 0);
});
