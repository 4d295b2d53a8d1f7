import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { aLine, aTakeAwayPayload, withLines } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let server: RunningSimulatorServer | undefined;
const tempDirs: string[] = [];

beforeEach(() => {
  engine = anEngine();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  engine.close();
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function started(uiDir: string | null = null): Promise<RunningSimulatorServer> {
  server = await startSimulator({ engine, port: 0, uiDir });
  return server;
}

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; type: string; cache: string | null; body: unknown }> {
  const response = await fetch(new URL(path, server!.url), init);
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, cache: response.headers.get('cache-control'), body: type.includes('json') ? JSON.parse(text) : text };
}

const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** A staging call as HttpSimulatorAdmin makes it: with the staging header. */
const staged = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), [STAGING_HEADER.name]: STAGING_HEADER.value } });

async function placed(): Promise<string> {
  const answer = await call(PLATFORM_PATHS.placeOrder('le-comptoir'), postJson(aTakeAwayPayload()));
  return (answer.body as { data: { order_number: string } }).data.order_number;
}

/** A built storefront: index.html and one hashed asset. */
async function aBuiltStorefront(parent = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(parent, 'storefront-'));
  tempDirs.push(dir);
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app-abc.js'), 'console.log("app")');
  return dir;
}

describe('simulator server: the platform API (browsing 7, checkout 7)', () => {
  it('listens on 127.0.0.1 only, on a free port', async () => {
    const { url, port } = await started();
    expect(url).toBe(`http://127.0.0.1:${port}/`);
    expect(port).toBeGreaterThan(0);
  });

  it.each([
    ['restaurant', PLATFORM_PATHS.restaurant('le-comptoir'), (body: unknown) => expect(body).toEqual(engine.settings('le-comptoir'))],
    ['products', PLATFORM_PATHS.products('le-comptoir'), (body: unknown) => expect(Object.keys(body as object)).toEqual(['categories', 'products', 'formulas'])],
    ['product_options', PLATFORM_PATHS.productOptions('le-comptoir'), (body: unknown) => expect(body).toEqual({ product_options: engine.catalogue('le-comptoir').options })],
    ['allergens', PLATFORM_PATHS.allergens('le-comptoir'), (body: unknown) => expect(body).toEqual({ allergens: engine.catalogue('le-comptoir').allergens })],
  ])('browsing 7: GET %s answers 200 JSON', async (_name, path, check) => {
    await started();
    const answer = await call(path);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/json');
    check(answer.body);
  });

  it('checkout 7: POST {restaurantId}/order/ answers data with order_number and redirectionUrl', async () => {
    await started();
    expect(await call(PLATFORM_PATHS.placeOrder('le-comptoir'), postJson(aTakeAwayPayload()))).toMatchObject({
      status: 200,
      body: { data: { order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null } },
    });
  });

  it('idempotency: a repeat of the request with the same Idempotency-Key gets the first answer, marked replayed', async () => {
    await started();
    const request = { ...postJson(aTakeAwayPayload()), headers: { 'content-type': 'application/json', 'idempotency-key': 'attempt-7' } };
    const first = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server!.url), request);
    const again = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server!.url), request);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
  });

  it('a key reused for another order is 422 naming Idempotency-Key; a malformed key is 400', async () => {
    await started();
    const send = (payload: unknown, key: string) =>
      call(PLATFORM_PATHS.placeOrder('le-comptoir'), { ...postJson(payload), headers: { 'content-type': 'application/json', 'idempotency-key': key } });
    await send(aTakeAwayPayload(), 'attempt-8');
    expect(await send(aTakeAwayPayload({ comment: 'another' }), 'attempt-8')).toMatchObject({ status: 422, body: { error: 'unprocessable', field: 'Idempotency-Key' } });
    expect(await send(aTakeAwayPayload(), 'not a key!')).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
  });

  it('checkout 7: GET /order/track/{orderId}?restaurant_token= answers the track status', async () => {
    await started();
    const orderNumber = await placed();
    const answer = await call(`${PLATFORM_PATHS.trackOrder(orderNumber)}?restaurant_token=le-comptoir`);
    expect(answer).toMatchObject({ status: 200, body: engine.track('le-comptoir', orderNumber) });
  });

  it.each([
    PLATFORM_PATHS.restaurant('nowhere'),
    PLATFORM_PATHS.products('nowhere'),
    PLATFORM_PATHS.productOptions('nowhere'),
    PLATFORM_PATHS.allergens('nowhere'),
  ])('an unknown restaurant on %s is 404 JSON { error: not_found }', async (path) => {
    await started();
    expect(await call(path)).toMatchObject({ status: 404, type: expect.stringContaining('application/json'), body: { error: 'not_found' } });
  });

  it('an order for an unknown restaurant is 404 JSON', async () => {
    await started();
    expect(await call(PLATFORM_PATHS.placeOrder('nowhere'), postJson(aTakeAwayPayload()))).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('an order whose body is not JSON is 400 JSON naming the body, not an HTML page', async () => {
    await started();
    const answer = await call(PLATFORM_PATHS.placeOrder('le-comptoir'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    expect(answer).toMatchObject({ status: 400, type: expect.stringContaining('application/json'), body: { error: 'bad_request', field: 'body' } });
  });

  it('checkout 3: an order with a field of the wrong type is 400 JSON naming the field', async () => {
    await started();
    const answer = await call(PLATFORM_PATHS.placeOrder('le-comptoir'), postJson({ ...aTakeAwayPayload(), phone: 612345678 }));
    expect(answer).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'phone', message: expect.any(String) } });
  });

  it('checkout 8: a refused order is 422 with err and its entities', async () => {
    await started();
    const answer = await call(PLATFORM_PATHS.placeOrder('le-comptoir'), postJson(withLines(aTakeAwayPayload(), aLine(1002, 1, 900))));
    expect(answer).toEqual({
      status: 422,
      type: expect.stringContaining('application/json'),
      cache: null,
      body: { err: 'stock_error', entities: { quantityIds: [], productIds: [1002], optionItemIds: [] } },
    });
  });

  it('checkout 7: tracking without restaurant_token is 400 JSON naming restaurant_token', async () => {
    await started();
    const orderNumber = await placed();
    expect(await call(PLATFORM_PATHS.trackOrder(orderNumber))).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'restaurant_token' } });
  });

  it('tracking an unknown order, or with another restaurant token, is 404 JSON', async () => {
    await started();
    const orderNumber = await placed();
    expect(await call(`${PLATFORM_PATHS.trackOrder('4242')}?restaurant_token=le-comptoir`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call(`${PLATFORM_PATHS.trackOrder(orderNumber)}?restaurant_token=hotel-riviera`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('an unknown route is 404 JSON when no storefront is served', async () => {
    await started();
    expect(await call('le-comptoir/menu/0')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('serves the demo images under /demo-assets/', async () => {
    await started();
    const answer = await call('demo-assets/burger.svg');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('image/svg+xml');
  });
});

describe('simulator server: admin routes', () => {
  it('POST advance moves the order one step and answers its track status', async () => {
    await started();
    const orderNumber = await placed();
    const answer = await call(ADMIN_ROUTES.advance(orderNumber), staged({ method: 'POST' }));
    expect(answer.status).toBe(200);
    expect((answer.body as { steps: { done: boolean }[] }).steps.map((step) => step.done)).toEqual([true, true, false]);
  });

  it('POST advance beyond the last step is 400 naming orderNumber', async () => {
    await started();
    const orderNumber = await placed();
    await call(ADMIN_ROUTES.advance(orderNumber), staged({ method: 'POST' }));
    await call(ADMIN_ROUTES.advance(orderNumber), staged({ method: 'POST' }));
    expect(await call(ADMIN_ROUTES.advance(orderNumber), staged({ method: 'POST' }))).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'orderNumber' } });
  });

  it('POST cancel marks the order canceled', async () => {
    await started();
    const orderNumber = await placed();
    expect(await call(ADMIN_ROUTES.cancel(orderNumber), staged({ method: 'POST' }))).toMatchObject({ status: 200, body: { order_number: orderNumber, canceled: true } });
  });

  it('advancing or cancelling an unknown order is 404 JSON', async () => {
    await started();
    expect(await call(ADMIN_ROUTES.advance('4242'), staged({ method: 'POST' }))).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call(ADMIN_ROUTES.cancel('4242'), staged({ method: 'POST' }))).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('POST stock and price stage the menu; the catalogue shows them', async () => {
    await started();
    expect(await call(ADMIN_ROUTES.stock('le-comptoir', 1001), staged(postJson({ number_available: 0 })))).toMatchObject({ status: 200 });
    expect(await call(ADMIN_ROUTES.price('le-comptoir', 1001), staged(postJson({ price: 800 })))).toMatchObject({ status: 200 });
    const products = (await call(PLATFORM_PATHS.products('le-comptoir'))).body as { products: { id: number; price: number; stock: unknown }[] };
    expect(products.products.find((p) => p.id === 1001)).toMatchObject({ price: 800, stock: { number_available: 0 } });
    expect(await call(ADMIN_ROUTES.price('le-comptoir', 1001), staged(postJson({ price: 'cheap' })))).toMatchObject({ status: 400, body: { field: 'price' } });
    expect(await call(ADMIN_ROUTES.stock('le-comptoir', 9999), staged(postJson({ number_available: 1 })))).toMatchObject({ status: 404 });
  });

  it('checkout 7: POST client-log stores a warning (204) that GET _simulator/client-logs shows', async () => {
    await started();
    const sent = await call(PLATFORM_PATHS.clientLog('le-comptoir'), postJson({ level: 'warn', restaurantId: 'le-comptoir', message: 'timeout' }));
    expect(sent.status).toBe(204);
    expect(await call(ADMIN_ROUTES.clientLogs, staged())).toMatchObject({ status: 200, body: [{ level: 'warn', restaurantId: 'le-comptoir', message: 'timeout' }] });
    expect(await call(PLATFORM_PATHS.clientLog('le-comptoir'), postJson({ level: 'info' }))).toMatchObject({ status: 400, body: { field: 'level' } });
  });

  it('GET establishments lists the ids and names served', async () => {
    await started();
    expect(await call(ADMIN_ROUTES.establishments, staged())).toMatchObject({
      status: 200,
      body: [
        { id: 'le-comptoir', name: 'Le Comptoir des Halles' },
        { id: 'hotel-riviera', name: 'Hôtel Riviera' },
      ],
    });
  });
});

describe('simulator server: the built storefront next to the API', () => {
  it('browsing 2.1: a storefront route gets index.html (single-page fallback), revalidated each time', async () => {
    await started(await aBuiltStorefront());
    for (const route of ['le-comptoir/menu/0', 'le-comptoir/trackOrder?orderId=1001', 'hotel-riviera/roomdirectoryV2']) {
      const answer = await call(route);
      expect(answer).toMatchObject({ status: 200, type: expect.stringContaining('text/html'), cache: 'no-cache' });
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('index.html asked by name is revalidated too', async () => {
    await started(await aBuiltStorefront());
    expect(await call('index.html')).toMatchObject({ status: 200, cache: 'no-cache' });
  });

  it('a hashed asset is cached for a year, immutable', async () => {
    await started(await aBuiltStorefront());
    expect(await call('assets/app-abc.js')).toMatchObject({ status: 200, body: 'console.log("app")', cache: 'public, max-age=31536000, immutable' });
  });

  it('the API keeps answering JSON, and its 404s stay JSON, not the page', async () => {
    await started(await aBuiltStorefront());
    expect(await call(PLATFORM_PATHS.restaurant('le-comptoir'))).toMatchObject({ status: 200, type: expect.stringContaining('application/json') });
    expect(await call(PLATFORM_PATHS.products('nowhere'))).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call('api_click_and_collect/v7/le-comptoir/unknown')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call('order/unknown')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call('_simulator/unknown')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call('demo-assets/missing.svg')).toMatchObject({ status: 404, type: expect.stringContaining('application/json') });
  });

  it('a missing file (an old hashed chunk, favicon.ico) is a 404, not the page', async () => {
    await started(await aBuiltStorefront());
    expect(await call('assets/app-old.js')).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await call('favicon.ico')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('a request other than GET never gets the page', async () => {
    await started(await aBuiltStorefront());
    expect(await call('le-comptoir/menu/0', { method: 'POST' })).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('a folder without index.html is not served as a storefront', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'empty-'));
    tempDirs.push(dir);
    await started(dir);
    expect(await call('le-comptoir/menu/0')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});
