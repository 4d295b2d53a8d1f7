import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { USE_CASES } from '../../config/use-case-tokens';
import type { LoyaltyAdvantage, LoyaltyCustomer } from '../../core/domain/loyalty/loyalty-customer';
import { pointsProblem } from '../../core/domain/loyalty/loyalty-customer';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** The checkout's loyalty section as its rules go, by world: the customer, the advantages chosen with their promotions, the pool the programme took. */
interface LoyaltySection {
  customer?: LoyaltyCustomer;
  orderTypeId: OrderTypeId | null;
  chosen: { advantage: LoyaltyAdvantage; promotion: Promotion | null }[];
  poolUsed: number;
  refused: string | null;
}
const sections = new WeakMap<OrderingWorld, LoyaltySection>();
const sectionOf = (world: OrderingWorld) => sections.get(world) ?? sections.set(world, { orderTypeId: null, chosen: [], poolUsed: 0, refused: null }).get(world)!;

function customerOf(world: OrderingWorld): LoyaltyCustomer {
  const customer = sectionOf(world).customer;
  assert.ok(customer, 'no loyalty customer connected');
  return customer;
}

const linesOf = (world: OrderingWorld) => lineCompositionsOf(world.storedBasket());

/** What the checkout form carries to the payload (checkout 3 externalAdvantages, customerExternalInfos). */
function carry(world: OrderingWorld) {
  const section = sectionOf(world);
  const customer = customerOf(world);
  world.form = { ...world.form, loyalty: { advantages: section.chosen.map(({ advantage }) => advantage), loyaltyCardNumber: customer.loyaltyCardNumber, pool: customer.pool, poolUsed: section.poolUsed, eWalletUsed: 0 } };
}

function totalsOf(world: OrderingWorld) {
  const section = sectionOf(world);
  const customer = customerOf(world);
  return world.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals).execute({
    basket: world.storedBasket(),
    settings: world.shownSettings(),
    orderTypeId: section.orderTypeId,
    promotions: section.chosen.flatMap(({ promotion }) => promotion ?? []),
    loyalty: { wanted: { pool: section.poolUsed, eWallet: 0 }, customer: { pool: customer.pool, e_wallet_balance: customer.e_wallet_balance } },
  });
}

When('I connect my loyalty card {string} at the checkout', async function (this: OrderingWorld, card: string) {
  const connection = await this.container.get<ConnectLoyalty>(USE_CASES.connectLoyalty).byCard(this.restaurantId, card);
  assert.equal(connection.kind, 'connected', JSON.stringify(connection));
  if (connection.kind === 'connected') sectionOf(this).customer = connection.customer;
  carry(this);
});

// checkout 7 "Order calculation": the programme answers the pool it takes (poolUsed), bounded as checkout 5 says.
When('I use {amount} of the pool for {orderType}', async function (this: OrderingWorld, poolToUse: number, orderTypeId: OrderTypeId) {
  const section = sectionOf(this);
  const customer = customerOf(this);
  section.orderTypeId = orderTypeId;
  const answer = await this.container.get<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder).execute(this.restaurantId, {
    orderTypeId,
    tips: 0,
    lines: linesOf(this),
    loyaltyCardNumber: customer.loyaltyCardNumber,
    pool: customer.pool,
    poolToUse,
    eWalletToUse: 0,
    advantageNames: section.chosen.map(({ advantage }) => advantage.name),
  });
  assert.ok(answer.ok, JSON.stringify(answer));
  section.poolUsed = answer.value.poolUsed;
  carry(this);
});

// checkout 5 (points) then checkout 7 "Promo code check" of the advantage's code against the basket.
When('I choose the advantage {string} for {orderType}', async function (this: OrderingWorld, name: string, orderTypeId: OrderTypeId) {
  const section = sectionOf(this);
  const customer = customerOf(this);
  section.orderTypeId = orderTypeId;
  const advantage = customer.advantages.find((one) => one.name === name);
  assert.ok(advantage, `no advantage ${name}`);
  const points = pointsProblem(advantage.required_points, customer.points);
  if (points !== null) {
    section.refused = points;
    return;
  }
  const infos = { email: '', phone: '', loyaltyCardNumber: customer.loyaltyCardNumber };
  const answer = await this.container.get<CheckPromoCode>(USE_CASES.checkPromoCode).execute(this.restaurantId, { code: advantage.codePromo, infos, orderTypeId, lines: linesOf(this) });
  if (!answer.ok) {
    section.refused = answer.error;
    return;
  }
  section.chosen.push({ advantage, promotion: answer.value });
  carry(this);
});

When('I remove the advantage {string}', function (this: OrderingWorld, name: string) {
  const section = sectionOf(this);
  section.chosen = section.chosen.filter(({ advantage }) => advantage.name !== name);
  carry(this);
});

Then('the programme takes {amount} of the pool and {amount} is left to pay', function (this: OrderingWorld, poolUsed: number, toPay: number) {
  assert.equal(sectionOf(this).poolUsed, poolUsed);
  const totals = totalsOf(this);
  assert.equal(totals.poolUsed, poolUsed);
  assert.equal(totals.toPay, toPay);
});

Then('the totals give {string} at 0 and {amount} to pay', function (this: OrderingWorld, product: string, toPay: number) {
  const totals = totalsOf(this);
  const offered = productNamed(this.shownCatalogue(), product);
  assert.deepEqual(totals.discounts.gifts.map((gift) => gift.product_id), [offered.id]);
  assert.equal(totals.toPay, toPay);
});

Then('the totals give no gift and {amount} to pay', function (this: OrderingWorld, toPay: number) {
  const totals = totalsOf(this);
  assert.deepEqual(totals.discounts.gifts, []);
  assert.equal(totals.toPay, toPay);
});

Then('the advantage is refused with {string}', function (this: OrderingWorld, key: string) {
  assert.equal(sectionOf(this).refused, key);
  assert.deepEqual(sectionOf(this).chosen, []);
});

// checkout 3 customerExternalInfos {loyaltyCardNumber, pool, poolToUse, promoCodes} of the order taken.
Then('the order carries the loyalty card {string} with a pool of {amount} and {amount} of it used', function (this: OrderingWorld, card: string, pool: number, poolToUse: number) {
  assert.ok(this.placed?.ok, `the order was not accepted: ${JSON.stringify(this.placed)}`);
  assert.deepEqual(this.placed.value.payload.customerExternalInfos, { loyaltyCardNumber: card, pool, poolToUse, promoCodes: [] });
});
