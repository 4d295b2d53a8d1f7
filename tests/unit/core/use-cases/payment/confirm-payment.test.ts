import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import { InMemoryKeyValueStore } from '../../../../../adapters/storage/in-memory-key-value-store';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import type { Basket } from '../../../../../core/domain/basket/basket';
import type { PaymentStatus } from '../../../../../core/domain/payment/payment-status';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { PaymentStateGateway } from '../../../../../core/ports/payment-state-gateway';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { ConfirmPayment } from '../../../../../core/use-cases/payment/confirm-payment';
import type { PaymentConfirmation } from '../../../../../core/use-cases/payment/confirm-payment';
import { LastOrderStore } from '../../../../../core/use-cases/payment/last-order-store';
import { VirtualTime } from '../../fixtures/virtual-time';

const RESTAURANT = 'resto-1';
const aBasket = (): Basket => aBasketWith([aBasketEntry(aBasketProduct(), 2)], { restaurantToken: RESTAURANT });

/** A platform whose answers the test scripts by virtual time: each entry from its instant on. */
class ScriptedPayments implements PaymentStateGateway {
  readonly askedAt: number[] = [];
  readonly givenUpAt: number[] = [];
  constructor(
    private readonly now: () => number,
    private readonly script: readonly (readonly [number, PaymentStatus | null | 'error'])[],
    /** What the platform answers when the order is given up (issue 22.2): rejected unless said otherwise. */
    private readonly afterGivingUp: PaymentStatus = 'rejected',
  ) {}

  async giveUp(orderNumber: string) {
    this.givenUpAt.push(this.now());
    return { order_number: orderNumber, payment_status: this.afterGivingUp, provider_id: 8 };
  }

  async state(orderNumber: string) {
    this.askedAt.push(this.now());
    const answer = [...this.script].reverse().find(([from]) => from <= this.now())![1];
    if (answer === 'error') throw new GatewayError('network', 'offline');
    return { order_number: orderNumber, payment_status: answer, provider_id: 8 };
  }
}

let subscription: Subscription | undefined;
afterEach(() => subscription?.unsubscribe());

function confirm(
  script: readonly (readonly [number, PaymentStatus | null | 'error'])[],
  query: { result?: string; providerId?: string } = {},
  afterGivingUp?: PaymentStatus,
  orderNumber = 'ORDER1',
) {
  const time = new VirtualTime();
  const gateway = new ScriptedPayments(() => time.now, script, afterGivingUp);
  const storage = new InMemoryKeyValueStore();
  const baskets = new BasketStore(storage);
  const lastOrders = new LastOrderStore(storage, baskets);
  lastOrders.remember('ORDER1', aBasket());
  const seen: PaymentConfirmation[] = [];
  subscription = new ConfirmPayment(gateway, lastOrders, time.scheduler)
    .execute({ restaurantId: RESTAURANT, orderNumber, result: query.result ?? null, providerId: query.providerId ?? null })
    .subscribe((value) => seen.push(value));
  return { time, gateway, seen, baskets, last: () => seen.at(-1) };
}

describe('ConfirmPayment (checkout 4: payment return and payment polling, in virtual time)', () => {
  it('checkout 4: a paid order is success at once, from the platform, and its kept basket is forgotten', async () => {
    const { time, seen, gateway, baskets } = confirm([[0, 'paid']], { result: 'SUCCESSED', providerId: '8' });
    await time.advanceBy(0);
    expect(seen).toEqual([{ kind: 'checking' }, { kind: 'known', status: 'paid', polling: false, errorType: null, basketRestored: false }]);
    expect(gateway.askedAt).toEqual([0]);
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(0);
  });

  it('checkout 4: the query string alone proves nothing: SUCCESSED while the platform says rejected is error type 1, basket restored', async () => {
    const { time, last, baskets } = confirm([[0, 'rejected']], { result: 'SUCCESSED', providerId: '5' });
    await time.advanceBy(0);
    expect(last()).toEqual({ kind: 'known', status: 'rejected', polling: false, errorType: 1, basketRestored: true });
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(1);
  });

  it('checkout 4: a non-success result without provider_id is error type 2', async () => {
    const { time, last } = confirm([[0, 'rejected']], { result: 'FAILED' });
    await time.advanceBy(0);
    expect(last()).toMatchObject({ status: 'rejected', errorType: 2 });
  });

  it('checkout 4 and 9: a pending payment is asked every 5 s, with the leave-page warning on, until it is paid', async () => {
    const { time, gateway, seen, last } = confirm([[0, 'pending'], [12_000, 'paid']]);
    await time.advanceBy(9_000);
    expect(last()).toEqual({ kind: 'known', status: 'pending', polling: true, errorType: null, basketRestored: false });
    await time.advanceBy(30_000);
    expect(gateway.askedAt).toEqual([0, 5_000, 10_000, 15_000]);
    expect(last()).toMatchObject({ status: 'paid', polling: false, errorType: null });
    expect(seen.filter((value) => value.kind === 'known' && value.polling)).toHaveLength(3);
  });

  it('checkout 4: still pending after 60 s, it is marked rejected (a cancelled payment, type 3) and the basket comes back', async () => {
    const { time, gateway, last, baskets } = confirm([[0, 'pending']]);
    await time.advanceBy(120_000);
    expect(gateway.askedAt).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 55_000]);
    expect(last()).toEqual({ kind: 'known', status: 'rejected', polling: false, errorType: 3, basketRestored: true });
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(1);
  });

  it('checkout 4: a failed call is retried inside the window', async () => {
    const { time, gateway, last } = confirm([[0, 'error'], [6_000, 'paid']]);
    await time.advanceBy(20_000);
    expect(gateway.askedAt).toEqual([0, 5_000, 10_000]);
    expect(last()).toMatchObject({ status: 'paid', errorType: null });
  });

  it('issue 22.1: a refused payment\'s order is given up on the platform before its basket comes back; a paid one is not', async () => {
    const refused = confirm([[0, 'rejected']], { result: 'REFUSED', providerId: '8' });
    await refused.time.advanceBy(0);
    expect(refused.gateway.givenUpAt).toEqual([0]);
    expect(refused.last()).toMatchObject({ status: 'rejected', errorType: 1, basketRestored: true });
    const paid = confirm([[0, 'paid']], { result: 'SUCCESSED', providerId: '8' });
    await paid.time.advanceBy(0);
    expect(paid.gateway.givenUpAt).toEqual([]);
  });

  it('issue 22.2: still to pay after the window (the customer never paid), the order is given up and the basket comes back', async () => {
    const { time, gateway, last, baskets } = confirm([[0, 'to_pay']]);
    await time.advanceBy(60_000);
    expect(gateway.givenUpAt).toEqual([60_000]);
    expect(last()).toEqual({ kind: 'known', status: 'rejected', polling: false, errorType: 3, basketRestored: true });
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(1);
  });

  it('issue 22.2: paid after all when given up (a late payment), it is success and the basket stays empty', async () => {
    const { time, last, baskets } = confirm([[0, 'to_pay']], {}, 'paid');
    await time.advanceBy(60_000);
    expect(last()).toEqual({ kind: 'known', status: 'paid', polling: false, errorType: null, basketRestored: false });
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(0);
  });

  it('issue 22.2: a page opened without a bank return takes the provider the platform names: a rejected payment is type 1', async () => {
    const { time, last } = confirm([[0, 'rejected']]);
    await time.advanceBy(0);
    expect(last()).toMatchObject({ status: 'rejected', errorType: 1, basketRestored: true });
  });

  it('issue 22.2: an order this storefront did not keep (an app\'s, another device\'s) is not given up, nor its basket touched', async () => {
    const { time, gateway, last } = confirm([[0, 'to_pay']], {}, undefined, 'OTHER');
    await time.advanceBy(60_000);
    expect(gateway.givenUpAt).toEqual([]);
    expect(last()).toMatchObject({ status: 'rejected', errorType: 3, basketRestored: false });
  });

  it('a platform never reached is not asked to give the order up (its own timeout ends it)', async () => {
    const { time, gateway, last } = confirm([[0, 'error']]);
    await time.advanceBy(60_000);
    expect(gateway.givenUpAt).toEqual([]);
    expect(last()).toMatchObject({ status: 'rejected', errorType: 2 });
  });

  it('an order paid on the spot has nothing to confirm', async () => {
    const { time, last } = confirm([[0, null]]);
    await time.advanceBy(0);
    expect(last()).toEqual({ kind: 'known', status: null, polling: false, errorType: null, basketRestored: false });
  });
});
