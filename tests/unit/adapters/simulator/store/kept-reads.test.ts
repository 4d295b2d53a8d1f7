import { describe, expect, it } from 'vitest';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import type { StoredOrder } from '../../../../../adapters/simulator/store/simulator-store';
import { aTakeAwayPayload, soupLine, withLines } from '../../fixtures/order-payloads';
import { anEngineWithStock, stockOf } from '../../fixtures/simulator-engines';

/** What the store keeps of its reads (issue 17): never an answer the file would not give. */
describe('the reads the simulator store keeps in memory (issue 17)', () => {
  const anOrder = (orderNumber: string, status: StoredOrder['status']): StoredOrder => ({
    orderNumber,
    restaurantId: 'le-comptoir',
    displayNumber: orderNumber.slice(0, 4),
    businessDay: '2025-06-12',
    placedAt: '2025-06-12T10:00:00.000Z',
    payload: aTakeAwayPayload(),
    priced: { lines: [], itemCount: 0, subtotal: 0, deliveryCost: 0, tips: 0, total: 0 },
    stepIndex: status === 'awaiting_payment' ? -1 : 0,
    canceled: false,
    status,
    finished: false,
    updatedAt: '2025-06-12T10:00:00.000Z',
    idempotencyKey: null,
  });

  it('gives the same menu changes until they are written, then reads them again', () => {
    const store = new SqliteSimulatorStore();
    const none = store.catalogueChanges('le-comptoir');
    expect(store.catalogueChanges('le-comptoir')).toBe(none);
    store.setStock('le-comptoir', 1001, 3);
    const stocked = store.catalogueChanges('le-comptoir');
    expect(stocked).toEqual([{ productId: 1001, stock: 3 }]);
    store.setPrice('le-comptoir', 1001, 900);
    expect(store.catalogueChanges('le-comptoir')).toEqual([{ productId: 1001, stock: 3, price: 900 }]);
    store.clearCatalogueChanges();
    expect(store.catalogueChanges('le-comptoir')).toEqual([]);
    store.close();
  });

  it('forgets what it read inside a transaction that rolled back', () => {
    const store = new SqliteSimulatorStore();
    store.setStock('le-comptoir', 1001, 3);
    expect(() =>
      store.transaction(() => {
        store.setStock('le-comptoir', 1001, 1);
        expect(store.catalogueChanges('le-comptoir')).toEqual([{ productId: 1001, stock: 1 }]);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.catalogueChanges('le-comptoir')).toEqual([{ productId: 1001, stock: 3 }]);
    store.close();
  });

  it('knows there is no order awaiting its payment until one is stored, a rolled-back one included', () => {
    const store = new SqliteSimulatorStore();
    expect(store.ordersAwaitingPayment(10)).toEqual([]);
    store.insertOrder(anOrder('AAAA11112222', 'awaiting_payment'));
    expect(store.ordersAwaitingPayment(10).map((order) => order.orderNumber)).toEqual(['AAAA11112222']);
    store.updateOrderStatus('AAAA11112222', { stepIndex: 0, canceled: false, status: 'sent', finished: false, at: '2025-06-12T10:01:00.000Z' });
    expect(store.ordersAwaitingPayment(10)).toEqual([]);
    expect(() =>
      store.transaction(() => {
        store.updateOrderStatus('AAAA11112222', { stepIndex: -1, canceled: false, status: 'awaiting_payment', finished: false, at: '2025-06-12T10:02:00.000Z' });
        store.insertOrder(anOrder('BBBB11112222', 'sent'));
        throw new Error('undone');
      }),
    ).toThrow('undone');
    expect(store.ordersAwaitingPayment(10)).toEqual([]);
    store.transaction(() => store.insertOrder(anOrder('CCCC11112222', 'awaiting_payment')));
    expect(store.ordersAwaitingPayment(10).map((order) => order.orderNumber)).toEqual(['CCCC11112222']);
    store.close();
  });

  it('the engine reads the stock an order took, a staged stock, and the file again after a reset', () => {
    const engine = anEngineWithStock({ 1001: 5 });
    expect(stockOf(engine, 1001)).toBe(5);
    expect(engine.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), soupLine(2))).accepted).toBe(true);
    expect(stockOf(engine, 1001)).toBe(3);
    engine.setStock('le-comptoir', 1001, 1);
    expect(stockOf(engine, 1001)).toBe(1);
    const refused = engine.placeOrder('le-comptoir', withLines(aTakeAwayPayload(), soupLine(2)));
    expect(refused.accepted).toBe(false);
    expect(stockOf(engine, 1001)).toBe(1);
    engine.setPrice('le-comptoir', 1001, 800);
    expect(engine.catalogue('le-comptoir').products.find((product) => product.id === 1001)?.price).toBe(800);
    engine.reset();
    expect(stockOf(engine, 1001)).toBe(5);
    expect(engine.catalogue('le-comptoir').products.find((product) => product.id === 1001)?.price).toBe(750);
    engine.close();
  });
});
