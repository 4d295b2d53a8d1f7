import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../../../adapters/storage/in-memory-key-value-store';
import type { PaymentStatus } from '../../../../../core/domain/payment/payment-status';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { PaymentStateGateway } from '../../../../../core/ports/payment-state-gateway';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { LastOrderStore } from '../../../../../core/use-cases/payment/last-order-store';
import { RecoverUnpaidOrder } from '../../../../../core/use-cases/payment/recover-unpaid-order';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';

const RESTAURANT = 'resto-1';

/** The platform: the payment's status now, and what giving it up makes of it (a paid or pending one stays). */
class PlatformPayments implements PaymentStateGateway {
  readonly givenUp: string[] = [];
  constructor(private status: PaymentStatus | 'offline') {}

  async state(orderNumber: string) {
    if (this.status === 'offline') throw new GatewayError('network', 'offline');
    return { order_number: orderNumber, payment_status: this.status, provider_id: 9 };
  }

  async giveUp(orderNumber: string) {
    this.givenUp.push(orderNumber);
    if (this.status === 'to_pay') this.status = 'rejected';
    return this.state(orderNumber);
  }
}

function customerBackFromPayment(status: PaymentStatus | 'offline', keep = true) {
  const storage = new InMemoryKeyValueStore();
  const baskets = new BasketStore(storage);
  const lastOrders = new LastOrderStore(storage, baskets);
  // PlaceOrder kept the basket of the order paid online, then emptied it (checkout 4).
  if (keep) lastOrders.remember('ORDER1', aBasketWith([aBasketEntry(aBasketProduct(), 2)], { restaurantToken: RESTAURANT }));
  const platform = new PlatformPayments(status);
  return { platform, baskets, lastOrders, recover: () => new RecoverUnpaidOrder(platform, lastOrders).execute(RESTAURANT) };
}

describe('RecoverUnpaidOrder (issue 22.2, checkout 4: an abandoned payment gives the basket back)', () => {
  it('back without paying (to pay): the order is given up on the platform, then the basket comes back, once', async () => {
    const { platform, baskets, lastOrders, recover } = customerBackFromPayment('to_pay');
    expect(await recover()).toEqual({ kind: 'given_up', orderNumber: 'ORDER1', basketRestored: true });
    expect(platform.givenUp).toEqual(['ORDER1']);
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(1);
    expect(lastOrders.keptOrderNumber(RESTAURANT)).toBeNull();
    expect(await recover()).toEqual({ kind: 'none' });
  });

  it('back after a refused card: the same', async () => {
    const { platform, recover } = customerBackFromPayment('rejected');
    expect(await recover()).toMatchObject({ kind: 'given_up', basketRestored: true });
    expect(platform.givenUp).toEqual(['ORDER1']);
  });

  it('paid meanwhile: nothing is given up or restored, and the kept order is forgotten', async () => {
    const { platform, baskets, lastOrders, recover } = customerBackFromPayment('paid');
    expect(await recover()).toEqual({ kind: 'none' });
    expect(platform.givenUp).toEqual([]);
    expect(baskets.read(RESTAURANT).basket.basketProducts).toHaveLength(0);
    expect(lastOrders.keptOrderNumber(RESTAURANT)).toBeNull();
  });

  it('a payment under way (pending) is left to settle: nothing given up, the kept order stays', async () => {
    const { platform, lastOrders, recover } = customerBackFromPayment('pending');
    expect(await recover()).toEqual({ kind: 'none' });
    expect(platform.givenUp).toEqual([]);
    expect(lastOrders.keptOrderNumber(RESTAURANT)).toBe('ORDER1');
  });

  it('a basket started meanwhile is not overwritten; the order is given up all the same', async () => {
    const { baskets, recover } = customerBackFromPayment('to_pay');
    baskets.save(aBasketWith([aBasketEntry(aBasketProduct({ id: 7 }), 1)], { restaurantToken: RESTAURANT }));
    expect(await recover()).toEqual({ kind: 'given_up', orderNumber: 'ORDER1', basketRestored: false });
    expect(baskets.read(RESTAURANT).basket.basketProducts.map((entry) => entry.key)).toEqual([aBasketEntry(aBasketProduct({ id: 7 })).key]);
  });

  it('a platform out of reach changes nothing now (asked again on the next page); nothing kept asks nothing', async () => {
    const offline = customerBackFromPayment('offline');
    expect(await offline.recover()).toEqual({ kind: 'none' });
    expect(offline.lastOrders.keptOrderNumber(RESTAURANT)).toBe('ORDER1');
    const nothing = customerBackFromPayment('to_pay', false);
    expect(await nothing.recover()).toEqual({ kind: 'none' });
    expect(nothing.platform.givenUp).toEqual([]);
  });
});
