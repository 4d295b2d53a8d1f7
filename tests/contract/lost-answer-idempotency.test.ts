import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpOrderGateway } from '../../adapters/http/http-order-gateway';
import { PlatformHttpClient } from '../../adapters/http/platform-http-client';
import { leComptoir } from '../../adapters/simulator/demo/demo-establishments';
import type { RunningSimulatorServer, SimulatorEngine } from '../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import { addToBasket, emptyBasket } from '../../core/domain/basket/basket';
import { BasketStore } from '../../core/use-cases/basket/basket-store';
import { OrderAttempts } from '../../core/use-cases/order/order-attempts';
import { PlaceOrder } from '../../core/use-cases/order/place-order';
import { SubmitOrderPayload } from '../../core/use-cases/order/submit-order-payload';
import { RandomIdGenerator } from '../../adapters/system/random-id-generator';
import { aValidCheckoutForm } from '../unit/core/fixtures/checkout-builders';
import { InMemoryKeyValueStore } from '../unit/core/fixtures/in-memory-key-value-store';

/**
 * issue 5 point 4: the answer to POST {id}/order/ is lost after the platform stored the order; the
 * customer presses validate again. A fetch in front of the real simulator server lets the request
 * through, waits for the platform's answer, then fails as a dropped connection would.
 */
function fetchThatLosesAnswers(losing: () => boolean): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (method === 'POST' && losing()) {
      await response.arrayBuffer();
      throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
    }
    return response;
  }) as typeof fetch;
}

describe('one attempt, one order, whatever happens to the answers (issue 5 point 4)', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;

  beforeEach(async () => {
    engine = createSimulatorEngine({});
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    await server.close();
    engine.close();
  });

  it('the answer is dropped after the order is stored; validate pressed again, after a reload even: exactly one order', async () => {
    let answersToLose = 2;
    const client = new PlatformHttpClient({ baseUrl: server.url, fetch: fetchThatLosesAnswers(() => answersToLose-- > 0) });
    const storage = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(storage);
    const soup = leComptoir.catalogue.products.find((product) => product.id === 1001)!;
    basketStore.save(addToBasket(emptyBasket('le-comptoir'), { id: soup.id, name: soup.name, category_id: soup.category_id, unitPrice: soup.price, selectedOptions: [] }, 2));
    // Each PlaceOrder is the checkout page as loaded: the second one is the page after a reload.
    const page = () => new PlaceOrder(basketStore, new SubmitOrderPayload(new HttpOrderGateway(client)), new OrderAttempts(storage, new RandomIdGenerator()));
    const input = { settings: leComptoir.settings, form: aValidCheckoutForm(), returnUrls: { success: '', cancel: '' } };

    const lost = await page().execute(input);
    // Issue 15.5: the order left, and may have been taken: not "not sent".
    expect(lost).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
    expect(basketStore.read('le-comptoir').basket.basketProducts).toHaveLength(1);

    expect(await page().execute(input)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    const placed = await page().execute(input);

    const orders = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 });
    expect(orders).toHaveLength(1);
    expect(placed.ok && placed.value.orderNumber).toBe(orders[0]?.order_number);
    expect(basketStore.read('le-comptoir').basket.basketProducts).toEqual([]);
  });

  it('issue 15.5: the answer is dropped; the customer adds a comment (a new key) and validates: the first order is found, exactly one order', async () => {
    let answersToLose = 1;
    const client = new PlatformHttpClient({ baseUrl: server.url, fetch: fetchThatLosesAnswers(() => answersToLose-- > 0) });
    const storage = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(storage);
    const soup = leComptoir.catalogue.products.find((product) => product.id === 1001)!;
    basketStore.save(addToBasket(emptyBasket('le-comptoir'), { id: soup.id, name: soup.name, category_id: soup.category_id, unitPrice: soup.price, selectedOptions: [] }, 2));
    const page = () => new PlaceOrder(basketStore, new SubmitOrderPayload(new HttpOrderGateway(client)), new OrderAttempts(storage, new RandomIdGenerator()));
    const input = { settings: leComptoir.settings, form: aValidCheckoutForm(), returnUrls: { success: '', cancel: '' } };

    expect(await page().execute(input)).toMatchObject({ ok: false, error: { kind: 'outcome_unknown' } });
    const edited = await page().execute({ ...input, form: aValidCheckoutForm({ comment: 'Sans crème, merci' }) });

    const orders = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 });
    expect(orders).toHaveLength(1);
    expect(edited).toMatchObject({ ok: true, value: { orderNumber: orders[0]?.order_number, recovered: true } });
    expect(orders[0]?.payload.comment).toBe('');
    expect(basketStore.read('le-comptoir').basket.basketProducts).toEqual([]);
  });

  it('issue 15.5: the page reloaded after a dropped answer is given the order at once, with the basket emptied', async () => {
    let answersToLose = 1;
    const client = new PlatformHttpClient({ baseUrl: server.url, fetch: fetchThatLosesAnswers(() => answersToLose-- > 0) });
    const storage = new InMemoryKeyValueStore();
    const basketStore = new BasketStore(storage);
    const soup = leComptoir.catalogue.products.find((product) => product.id === 1001)!;
    basketStore.save(addToBasket(emptyBasket('le-comptoir'), { id: soup.id, name: soup.name, category_id: soup.category_id, unitPrice: soup.price, selectedOptions: [] }, 1));
    const page = () => new PlaceOrder(basketStore, new SubmitOrderPayload(new HttpOrderGateway(client)), new OrderAttempts(storage, new RandomIdGenerator()));
    await page().execute({ settings: leComptoir.settings, form: aValidCheckoutForm(), returnUrls: { success: '', cancel: '' } });

    const resumed = await page().resume('le-comptoir');
    const [order] = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 });
    expect(resumed).toMatchObject({ kind: 'found', placed: { orderNumber: order?.order_number } });
    expect(basketStore.read('le-comptoir').basket.basketProducts).toEqual([]);
  });
});
