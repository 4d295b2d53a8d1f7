import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../../../core/ports/clock';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { OrderAttempts } from '../../../../../core/use-cases/order/order-attempts';
import { PlaceOrder } from '../../../../../core/use-cases/order/place-order';
import { SubmitOrderPayload } from '../../../../../core/use-cases/order/submit-order-payload';
import { SettableClock } from '../../../../../adapters/system/settable-clock';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm } from '../../fixtures/checkout-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { SequentialIdGenerator } from '../../fixtures/sequential-id-generator';

/** Open every day 12:00-14:30 (Paris), like Le Comptoir's lunch; its take-away has no time slots (asap). */
const settings = aRestaurant({
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day: day as 1, open: '12:00', close: '14:30' })),
  default_preparation_time: 15,
});

function setUp(nowInParis: string) {
  const storage = new InMemoryKeyValueStore();
  const basketStore = new BasketStore(storage);
  basketStore.save(aBasketWith([aBasketEntry(aBasketProduct(), 2)]));
  const gateway = new RecordingOrderGateway();
  const clock: Clock = new SettableClock(DateTime.fromISO(nowInParis, { zone: 'Europe/Paris' }));
  const placeOrder = new PlaceOrder(basketStore, new SubmitOrderPayload(gateway), new OrderAttempts(storage, new SequentialIdGenerator()), clock);
  return { gateway, placeOrder };
}

const input = (overrides: Partial<Parameters<PlaceOrder['execute']>[0]> = {}) => ({
  settings,
  form: aValidCheckoutForm(),
  returnUrls: { success: 'https://shop.example/resto-1/confirmation', cancel: 'https://shop.example/resto-1/validation' },
  ...overrides,
});

describe('PlaceOrder while closed (issue 22.4; checkout-payment-tracking 4 "Checkout flow": the opening-time check before sending)', () => {
  it('at 02:00 an asap order of an order type without time slots is not sent: restaurant_closed', async () => {
    const { gateway, placeOrder } = setUp('2026-11-25T02:00');
    const result = await placeOrder.execute(input());
    expect(!result.ok && result.error.kind === 'invalid' && result.error.problems).toEqual([{ field: 'basket', key: 'restaurant_closed' }]);
    expect(gateway.placed).toEqual([]);
  });

  it('inside the opening hours the same order is sent', async () => {
    const { gateway, placeOrder } = setUp('2026-11-25T12:20');
    const result = await placeOrder.execute(input());
    expect(result.ok).toBe(true);
    expect(gateway.placed).toHaveLength(1);
  });

  it('closed by the restaurant (is_closed) says it once', async () => {
    const { gateway, placeOrder } = setUp('2026-11-25T12:20');
    const result = await placeOrder.execute(input({ settings: { ...settings, is_closed: true } }));
    expect(!result.ok && result.error.kind === 'invalid' && result.error.problems).toEqual([{ field: 'basket', key: 'restaurant_closed' }]);
    expect(gateway.placed).toEqual([]);
  });
});
