import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import { USE_CASES } from '../../config/use-case-tokens';
import { parseTip } from '../../core/domain/checkout/checkout-extras';
import type { LoyaltyCustomer } from '../../core/domain/loyalty/loyalty-customer';
import type { AmountUseProblem } from '../../core/domain/loyalty/pool-and-wallet';
import { amountUseProblem, eWalletUseAfter, maxEWalletUse, maxPoolUse } from '../../core/domain/loyalty/pool-and-wallet';
import { PoolUseDebounce } from '../../core/domain/loyalty/pool-debounce';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import type { LoyaltyCalculation } from '../../core/ports/loyalty-gateway';
import type { OrderingWorld } from '../support/ordering-world';

/** Time that passes only when a step says so. */
class StepTimers {
  private now = 0;
  private readonly due = new Map<number, { at: number; run: () => void }>();
  private next = 1;
  setTimeout(run: () => void, ms: number): number {
    this.due.set(this.next, { at: this.now + ms, run });
    return this.next++;
  }
  clearTimeout(handle: unknown): void {
    this.due.delete(handle as number);
  }
  advance(ms: number): (() => void)[] {
    this.now += ms;
    const ran = [...this.due].filter(([, timer]) => timer.at <= this.now);
    for (const [handle] of ran) this.due.delete(handle);
    return ran.map(([, timer]) => timer.run);
  }
}

/** The checkout's loyalty section as its rules go: the customer, the pool typed and sent, the e-wallet applied, the programme's last answer. */
export interface Section {
  customer: LoyaltyCustomer;
  orderTypeId: OrderTypeId;
  timers: StepTimers;
  debounce: PoolUseDebounce;
  poolSent: number[];
  poolProblem: AmountUseProblem | null;
  eWallet: number;
  eWalletProblem: AmountUseProblem | null;
  answer: LoyaltyCalculation | null;
}
const sections = new WeakMap<OrderingWorld, Section>();
export function sectionOf(world: OrderingWorld): Section {
  const section = sections.get(world);
  assert.ok(section, 'the loyalty section is not connected');
  return section;
}

/** checkout 7 "Order calculation" of the basket with the pool and the e-wallet wanted. */
async function calculate(world: OrderingWorld, poolToUse: number, eWalletToUse: number): Promise<LoyaltyCalculation> {
  const { customer, orderTypeId } = sectionOf(world);
  const lines = lineCompositionsOf(world.storedBasket());
  const answer = await world.container.get<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder).execute(world.restaurantId, {
    orderTypeId,
    tips: 0,
    lines,
    loyaltyCardNumber: customer.loyaltyCardNumber,
    pool: customer.pool,
    poolToUse,
    eWalletToUse,
    advantageNames: [],
  });
  assert.ok(answer.ok, JSON.stringify(answer));
  return answer.value;
}

Given('the loyalty section is connected with the card {string} for {orderType}', async function (this: OrderingWorld, card: string, orderTypeId: OrderTypeId) {
  const connection = await this.container.get<ConnectLoyalty>(USE_CASES.connectLoyalty).byCard(this.restaurantId, card);
  assert.equal(connection.kind, 'connected', JSON.stringify(connection));
  if (connection.kind !== 'connected') return;
  const timers = new StepTimers();
  const poolSent: number[] = [];
  const section: Section = { customer: connection.customer, orderTypeId, timers, poolSent, debounce: new PoolUseDebounce(timers, (use) => poolSent.push(use)), poolProblem: null, eWallet: 0, eWalletProblem: null, answer: null };
  sections.set(this, section);
  section.answer = await calculate(this, 0, 0);
});

// checkout 5: the pool's bound is the order after its discount (the programme's last answer) and the customer's pool.
When('I type {string} as the pool to use', function (this: OrderingWorld, typed: string) {
  const section = sectionOf(this);
  assert.ok(section.answer);
  const maximum = maxPoolUse(section.answer, section.customer.pool);
  section.poolProblem = section.debounce.typed(parseTip(typed, this.shownSettings().config.nb_decimal_price), maximum);
});

When('{int} ms pass(es)', async function (this: OrderingWorld, ms: number) {
  const section = sectionOf(this);
  const before = section.poolSent.length;
  for (const run of section.timers.advance(ms)) run();
  // What the debounce sent goes to the programme, as the storefront's recalculation does.
  for (const use of section.poolSent.slice(before)) section.answer = await calculate(this, use, section.eWallet);
});

Then('the programme has not been asked for the pool', function (this: OrderingWorld) {
  assert.deepEqual(sectionOf(this).poolSent, []);
});

Then('the programme has been asked once, for {amount} of the pool', function (this: OrderingWorld, pool: number) {
  assert.deepEqual(sectionOf(this).poolSent, [pool]);
});

Then('the pool to use says {string}', function (this: OrderingWorld, problem: string) {
  assert.equal(sectionOf(this).poolProblem, problem);
});

Then("the programme's answer takes {amount} of the pool, {amount} of the e-wallet, and {amount} is left to pay", function (this: OrderingWorld, pool: number, eWallet: number, toPay: number) {
  const { answer } = sectionOf(this);
  assert.deepEqual({ poolUsed: answer?.poolUsed, eWalletUsed: answer?.eWalletUsed, toPay: answer?.toPay }, { poolUsed: pool, eWalletUsed: eWallet, toPay });
});

// checkout 4: an amount applied is added to what is applied; checkout 5: the sum never above the balance nor what is left to pay.
When('I apply {amount} of the e-wallet', async function (this: OrderingWorld, amount: number) {
  const section = sectionOf(this);
  const base = await calculate(this, section.answer?.poolUsed ?? 0, 0);
  const maximum = maxEWalletUse(base, base.poolUsed, section.customer.e_wallet_balance);
  section.eWalletProblem = amountUseProblem(section.eWallet + amount, maximum);
  if (section.eWalletProblem !== null) return;
  section.eWallet = eWalletUseAfter(section.eWallet, { kind: 'apply', amount }, maximum);
  section.answer = await calculate(this, base.poolUsed, section.eWallet);
});

When('I cancel the e-wallet', async function (this: OrderingWorld) {
  const section = sectionOf(this);
  section.eWallet = eWalletUseAfter(section.eWallet, { kind: 'cancel' }, 0);
  section.eWalletProblem = null;
  section.answer = await calculate(this, section.answer?.poolUsed ?? 0, 0);
});

Then('the e-wallet says {string} and {amount} stays applied', function (this: OrderingWorld, problem: string, applied: number) {
  const section = sectionOf(this);
  assert.equal(section.eWalletProblem, problem);
  assert.equal(section.eWallet, applied);
  assert.equal(section.answer?.eWalletUsed, applied);
});
