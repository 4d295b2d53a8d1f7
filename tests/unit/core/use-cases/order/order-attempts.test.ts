import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { OrderAttempts } from '../../../../../core/use-cases/order/order-attempts';
import { PlaceOrder } from '../../../../../core/use-cases/order/place-order';
import { PlaceTableOnlyOrder } from '../../../../../core/use-cases/order/place-table-only-order';
import { SubmitOrderPayload } from '../../../../../core/use-cases/order/submit-order-payload';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm } from '../../fixtures/checkout-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { anOrderType, aRestaurant } from '../../fixtures/restaurant-builders';
import { SequentialIdGenerator } from '../../fixtures/sequential-id-generator';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';

const basket = aBasketWith([aBasketEntry(aBasketProduct(), 2)]);
const aPayload = (comment: string) => ({ comment, order_types_id: 3, payement_infos: { type: 'ONSPOT' } }) as unknown as OrderPayload;

describe('OrderAttempts (issue 15.5: a pending attempt keeps its key)', () => {
  it('a pending attempt cannot be replaced by another: its key would change before anyone asked what it took', () => {
    const attempts = new OrderAttempts(new InMemoryKeyValueStore(), new SequentialIdGenerator());
    attempts.attemptFor('resto-1', aPayload(''));
    expect(() => attempts.attemptFor('resto-1', aPayload('Sans sel'))).toThrow(/pending/);
    attempts.notTaken('resto-1');
    expect(attempts.attemptFor('resto-1', aPayload('Sans sel')).idempotencyKey).toBe('uuid-3');
  });

  it('sending the same payload again is the same attempt, pending again', () => {
    const attempts = new OrderAttempts(new InMemoryKeyValueStore(), new SequentialIdGenerator());
    const first = attempts.attemptFor('resto-1', aPayload(''));
    attempts.notTaken('resto-1');
    expect(attempts.pendingAttempt('resto-1')).toBeNull();
    expect(attempts.attemptFor('resto-1', aPayload(''))).toEqual(first);
    expect(attempts.pendingAttempt('resto-1')).toEqual(first);
  });

  it('a storage that refuses the write leaves no older attempt to be read instead of the one in memory', () => {
    const storage = new InMemoryKeyValueStore();
    const attempts = new OrderAttempts(storage, new SequentialIdGenerator());
    attempts.attemptFor('resto-1', aPayload(''));
    storage.set = () => false;
    attempts.notTaken('resto-1');
    expect(attempts.pendingAttempt('resto-1')).toBeNull();
    expect(attempts.attemptFor('resto-1', aPayload('Sans sel')).idempotencyKey).toBe('uuid-3');
  });
});

describe('PlaceTableOnlyOrder after a lost answer of the checkout (issue 15.5)', () => {
  const settings = aRestaurant({ orderTypes: [anOrderType(), anOrderType({ id: OrderTypeId.onPlace })] });

  it('the table-number modal looks the checkout attempt up first: the order it took is the answer, nothing sent again', async () => {
    const storage = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(storage);
    basketStore.save(basket);
    const gateway = new RecordingOrderGateway(new GatewayError('network', 'socket hang up'));
    const ids = new SequentialIdGenerator();
    const attempts = new OrderAttempts(storage, ids);
    const lost = await new PlaceOrder(basketStore, new SubmitOrderPayload(gateway), attempts).execute({ settings, form: aValidCheckoutForm(), returnUrls: { success: '', cancel: '' } });
    expect(lost).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });

    gateway.answerFindAttemptWith({ order_number: 'ORDER-LOST', redirectionUrl: null });
    const table = await new PlaceTableOnlyOrder(basketStore, new SubmitOrderPayload(gateway), new OrderAttempts(storage, ids)).execute({ settings, tableNumber: '12' });
    expect(table).toMatchObject({ ok: true, value: { orderNumber: 'ORDER-LOST', recovered: true } });
    expect(gateway.placed).toHaveLength(1);
    expect(basketStore.read('resto-1').basket.basketProducts).toEqual([]);
  });
});
