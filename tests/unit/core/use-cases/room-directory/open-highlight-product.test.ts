import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_ERROR_CODES, HIGHLIGHT_ERROR_MESSAGES } from '../../../../../core/domain/room-directory/highlight-product';
import type { HighlightProduct } from '../../../../../core/domain/room-directory/highlight-product';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { BasketStore } from '../../../../../core/use-cases/basket/basket-store';
import { OpenHighlightProduct } from '../../../../../core/use-cases/room-directory/open-highlight-product';
import { aProduct } from '../../fixtures/catalogue-builders';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';
import { aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

const clock = { now: () => DateTime.fromISO('2026-11-25T18:30', { zone: 'Europe/Paris' }).toUTC() };
const slot = (id: number, start: string) => ({ id, days: [1, 2, 3, 4, 5, 6, 7] as const, start, end: null, visible: true, max_orders: 2 });
const settings = aRestaurant({
  id: 'hotel',
  timezone: 'Europe/Paris',
  opening_hours: [],
  orderTypes: [anOrderType({ id: 5, is_collect_now: false, timeSlots: [slot(1, '19:00'), slot(2, '21:00')] }), anOrderType({ id: 3 })],
});

function setUp(answer: () => Promise<HighlightProduct>) {
  const basketStore = new BasketStore(new InMemoryKeyValueStore());
  basketStore.save({ ...basketStore.empty('hotel'), basketProducts: [] });
  const asked: number[] = [];
  const open = new OpenHighlightProduct({ loadHighlightProduct: async (_id, serviceId) => (asked.push(serviceId), answer()) }, basketStore, clock);
  return { open, basketStore, asked };
}

describe('browsing 2.9: opening the highlight product drawer', () => {
  it('loads the highlight product of the category, empties the basket, and opens on step 0 with the time step enabled', async () => {
    const { open, asked } = setUp(async () => ({ product: aProduct({ id: 7 }), orderTypeId: 5 }));
    const opened = await open.execute({ settings, categoryId: 124 });
    expect(asked).toEqual([124]);
    expect(opened.ok && opened.value.drawer).toMatchObject({ step: 0, orderTypeId: 5, timeStepEnabled: true });
    expect(opened.ok && opened.value.time.slots.map((choice) => choice.slot.id)).toEqual([1, 2]);
    expect(opened.ok && opened.value.basket.basketProducts).toEqual([]);
    // Step 1's choice: room delivery first (the highlight's), then take away.
    expect(opened.ok && opened.value.orderTypeIds).toEqual([5, 3]);
  });

  it('needs a category id: without one nothing is asked and the drawer is in error', async () => {
    const { open, asked } = setUp(async () => ({ product: aProduct(), orderTypeId: 5 }));
    const opened = await open.execute({ settings, categoryId: null });
    expect(asked).toEqual([]);
    expect(!opened.ok && opened.error.drawer.step).toBe(-1);
  });

  it('browsing 8: the platform missing the product is the error step, naming it', async () => {
    const { open } = setUp(() => Promise.reject(new GatewayError('bad_request', HIGHLIGHT_ERROR_MESSAGES.product, 'product', { code: HIGHLIGHT_ERROR_CODES.product })));
    const opened = await open.execute({ settings, categoryId: 124 });
    expect(!opened.ok && opened.error).toMatchObject({ problem: 'product_not_found', drawer: { step: -1 }, message: HIGHLIGHT_ERROR_MESSAGES.product });
  });

  it('an order type the restaurant does not offer, or a product it cannot sell, is the error step too', async () => {
    const wrongType = await setUp(async () => ({ product: aProduct(), orderTypeId: 2 })).open.execute({ settings, categoryId: 124 });
    expect(!wrongType.ok && wrongType.error.problem).toBe('order_type_not_found');
    const hidden = await setUp(async () => ({ product: aProduct({ visible: false }), orderTypeId: 5 })).open.execute({ settings, categoryId: 124 });
    expect(!hidden.ok && hidden.error.problem).toBe('product_not_found');
  });

  it('step 1 is skipped for an order type without time slots', async () => {
    const opened = await setUp(async () => ({ product: aProduct(), orderTypeId: 3 })).open.execute({ settings, categoryId: 124 });
    expect(opened.ok && opened.value.drawer.timeStepEnabled).toBe(false);
  });
});
