import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { LoyaltyConnection, LoyaltyCustomer } from '../../core/domain/loyalty/loyalty-customer';
import { choosableAdvantages, fraudAdvantage, rewardState } from '../../core/domain/loyalty/loyalty-customer';
import { defaultSelection, optionsOfProduct } from '../../core/domain/catalogue/option-selection';
import type { LineComposition } from '../../core/domain/order/order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { LoyaltyCalculationAnswer } from '../../core/ports/loyalty-gateway';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import { CALCULATE_LOYALTY_ORDER } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { CheckLoyaltyOffers } from '../../core/use-cases/loyalty/check-loyalty-offers';
import { CHECK_LOYALTY_OFFERS } from '../../core/use-cases/loyalty/check-loyalty-offers';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import { CONNECT_LOYALTY } from '../../core/use-cases/loyalty/connect-loyalty';
import { productNamed } from '../support/menu-lookup';
import type { OrderingWorld } from '../support/ordering-world';

/** The connection, the order to calculate and the last answers, by world (issue 18, checkout 4 to 8). */
interface LoyaltyState {
  connection?: LoyaltyConnection;
  lines: LineComposition[];
  tips: number;
  pool: number;
  eWallet: number;
  advantages: string[];
  calculation?: LoyaltyCalculationAnswer;
  offer?: Promotion | null;
}
const states = new WeakMap<OrderingWorld, LoyaltyState>();
const stateOf = (world: OrderingWorld) => states.get(world) ?? states.set(world, { lines: [], tips: 0, pool: 0, eWallet: 0, advantages: [] }).get(world)!;

function connected(world: OrderingWorld): LoyaltyCustomer {
  const { connection } = stateOf(world);
  assert.ok(connection?.kind === 'connected', `not connected: ${JSON.stringify(connection)}`);
  return connection.customer;
}

// Staging, as `ordering sim loyalty set` does (issue 18).
Given('the loyalty customer {string} has {int} points', async function (this: OrderingWorld, lookup: string, points: number) {
  await this.admin.setLoyaltyBalances(this.restaurantId, lookup, { points });
});

Given('the loyalty customer {string} has a pool of {amount} and an e-wallet of {amount}', async function (this: OrderingWorld, lookup: string, pool: number, wallet: number) {
  await this.admin.setLoyaltyBalances(this.restaurantId, lookup, { pool, e_wallet_balance: wallet });
});

// checkout 7 "Loyalty by phone": the national number and the calling code, read in the restaurant's region (France).
When('I connect to the loyalty programme with the phone {string}', async function (this: OrderingWorld, phone: string) {
  stateOf(this).connection = await this.container.get<ConnectLoyalty>(CONNECT_LOYALTY).byPhone(this.restaurantId, phone, 'FR');
});

// checkout 7 "Loyalty by card number".
When('I connect to the loyalty programme with the card {string}', async function (this: OrderingWorld, card: string) {
  stateOf(this).connection = await this.container.get<ConnectLoyalty>(CONNECT_LOYALTY).byCard(this.restaurantId, card);
});

Then('I am connected with the card {string}', function (this: OrderingWorld, card: string) {
  assert.equal(connected(this).loyaltyCardNumber, card);
});

// checkout 8: 'unknown phone', 'unknown card'.
Then('the loyalty programme says {string}', function (this: OrderingWorld, key: string) {
  const { connection } = stateOf(this);
  assert.ok(connection?.kind === 'unknown', `expected ${key}, got ${JSON.stringify(connection)}`);
  assert.equal(connection.messageKey, key);
});

// checkout 8: invalid_user with a url is 'no loyalty account' with a create-account button to the url.
Then('the loyalty programme says {string} with a link to {string}', function (this: OrderingWorld, key: string, url: string) {
  const { connection } = stateOf(this);
  assert.ok(connection?.kind === 'no_account', `expected ${key}, got ${JSON.stringify(connection)}`);
  assert.equal(connection.messageKey, key);
  assert.equal(connection.url, url);
});

// checkout 3 "Loyalty customer": points, pool, e_wallet_balance (cents in core).
Then('I have {int} points, a pool of {amount} and an e-wallet of {amount}', function (this: OrderingWorld, points: number, pool: number, wallet: number) {
  const customer = connected(this);
  assert.deepEqual({ points: customer.points, pool: customer.pool, wallet: customer.e_wallet_balance }, { points, pool, wallet });
});

// checkout 3: advantages; checkout 4: an automatic one is applied without choosing it.
Then('my advantages are {names}', function (this: OrderingWorld, names: string[]) {
  assert.deepEqual(connected(this).advantages.map((advantage) => advantage.name), names);
});

Then('the advantage {string} is automatic', function (this: OrderingWorld, name: string) {
  assert.equal(connected(this).advantages.find((advantage) => advantage.name === name)?.automatic, true);
});

// checkout 5: a reward needing more points than the customer has is disabled ('not enough points').
Then('the reward {string} is disabled with {string}', function (this: OrderingWorld, name: string, reason: string) {
  const customer = connected(this);
  const reward = customer.possible_rewards.find((each) => each.name === name);
  assert.ok(reward, `no reward ${name}`);
  assert.deepEqual(rewardState(reward, customer.points), { enabled: false, reason });
});

// checkout 4: a fraud advantage blocks the point-of-sale offers and shows its description.
Then('the point-of-sale offers are blocked, showing {string}', function (this: OrderingWorld, description: string) {
  const customer = connected(this);
  assert.equal(fraudAdvantage(customer)?.description, description);
  assert.deepEqual(choosableAdvantages(customer), []);
});

// checkout 7 "Promo offers check".
When('I check the offers for the card {string}', async function (this: OrderingWorld, card: string) {
  stateOf(this).offer = await this.container.get<CheckLoyaltyOffers>(CHECK_LOYALTY_OFFERS).execute(this.restaurantId, { loyaltyCardNumber: card, phone: '', email: '' });
});

When('I check the offers for the phone {string}', async function (this: OrderingWorld, phone: string) {
  stateOf(this).offer = await this.container.get<CheckLoyaltyOffers>(CHECK_LOYALTY_OFFERS).execute(this.restaurantId, { loyaltyCardNumber: '', phone, email: '' });
});

Then('the programme offers the promotion {string}', function (this: OrderingWorld, code: string) {
  assert.equal(stateOf(this).offer?.code, code);
});

Then('the programme offers nothing', function (this: OrderingWorld) {
  assert.equal(stateOf(this).offer, null);
});

// checkout 7 "Order calculation": the basket products (each with its default options, issue 18), the pool and e-wallet wanted, the tip, the advantages chosen.
Given('the order to calculate holds {int} {string}', function (this: OrderingWorld, nb: number, name: string) {
  const catalogue = this.shownCatalogue();
  const product = productNamed(catalogue, name);
  stateOf(this).lines.push({ product_id: product.id, nb, options: defaultSelection(optionsOfProduct(catalogue, product)) });
});

Given('I leave a tip of {amount}', function (this: OrderingWorld, tips: number) {
  stateOf(this).tips = tips;
});

Given('I want to use {amount} of my pool and {amount} of my e-wallet', function (this: OrderingWorld, pool: number, eWallet: number) {
  Object.assign(stateOf(this), { pool, eWallet });
});

Given('I choose the advantage {string}', function (this: OrderingWorld, name: string) {
  stateOf(this).advantages.push(name);
});

When('the programme calculates the order for {orderType}', async function (this: OrderingWorld, orderTypeId: OrderTypeId) {
  const state = stateOf(this);
  const customer = connected(this);
  state.calculation = await this.container.get<CalculateLoyaltyOrder>(CALCULATE_LOYALTY_ORDER).execute(this.restaurantId, {
    orderTypeId,
    tips: state.tips,
    lines: state.lines,
    loyaltyCardNumber: customer.loyaltyCardNumber,
    pool: customer.pool,
    poolToUse: state.pool,
    eWalletToUse: state.eWallet,
    advantageNames: state.advantages,
  });
});

function calculation(world: OrderingWorld) {
  const answer = stateOf(world).calculation;
  assert.ok(answer?.ok, `the calculation was refused: ${answer && !answer.ok ? answer.error : 'not asked'}`);
  return answer.value;
}

Then('the pool used is {amount} and the e-wallet used {amount}', function (this: OrderingWorld, pool: number, eWallet: number) {
  const { poolUsed, eWalletUsed } = calculation(this);
  assert.deepEqual({ poolUsed, eWalletUsed }, { poolUsed: pool, eWalletUsed: eWallet });
});

Then('the discount is {amount} and {amount} is left to pay', function (this: OrderingWorld, discount: number, toPay: number) {
  const answer = calculation(this);
  assert.deepEqual({ discount: answer.discount, toPay: answer.toPay }, { discount, toPay });
});

Then('{string} is discounted by {amount}', function (this: OrderingWorld, name: string, discount: number) {
  const productId = productNamed(this.shownCatalogue(), name).id;
  assert.deepEqual(
    calculation(this).promotedProducts.filter((each) => each.product_id === productId),
    [{ product_id: productId, discount }],
  );
});

Then('the calculation is refused with {string}', function (this: OrderingWorld, key: string) {
  const answer = stateOf(this).calculation;
  assert.ok(answer && !answer.ok, `the calculation was taken: ${JSON.stringify(answer)}`);
  assert.equal(answer.error, key);
});
