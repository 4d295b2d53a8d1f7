import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { PlatformHttpClient, readBody, unexpectedStatus } from '../../../../adapters/http/platform-http-client';
import type { PlatformHttpOptions } from '../../../../adapters/http/platform-http-client';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { FakePlatformFetch, connectionRefused, json, redirectTo } from '../fixtures/fake-platform-fetch';

const API = 'https://api.example.test/';

afterEach(() => {
  vi.useRealTimers();
});

function aClient(platform: FakePlatformFetch, options: Partial<PlatformHttpOptions> = {}): PlatformHttpClient {
  return new PlatformHttpClient({ baseUrl: API, fetch: platform.fetch, ...options });
}

/** Runs a call whose retries wait on timers, with virtual time, and tells how it settled. */
async function underFakeTimers<T>(call: () => Promise<T>, elapseMs = 5_000): Promise<PromiseSettledResult<T>> {
  vi.useFakeTimers();
  const settled = Promise.allSettled([call()]).then(([result]) => result!);
  await vi.advanceTimersByTimeAsync(elapseMs);
  return settled;
}

function rejectionOf<T>(result: PromiseSettledResult<T>): unknown {
  if (result.status === 'fulfilled') throw new Error('expected the call to fail');
  return result.reason;
}

describe('PlatformHttpClient: where requests go', () => {
  it.each([API, API.slice(0, -1)])('prefixes paths with the base URL %s and sends the query', async (baseUrl) => {
    const platform = new FakePlatformFetch().answer(json({}));
    await aClient(platform, { baseUrl }).get('order/track/1001', { restaurant_token: 'le-comptoir' });
    expect(platform.urls).toEqual(['https://api.example.test/order/track/1001?restaurant_token=le-comptoir']);
  });

  it('posts the payload as JSON', async () => {
    const platform = new FakePlatformFetch().answer(json({ data: {} }));
    await aClient(platform).post('le-comptoir/order/', { name: 'Alice' });
    const [request] = platform.requests;
    expect(request).toMatchObject({ method: 'POST', body: '{"name":"Alice"}' });
    expect(request?.headers.get('content-type')).toContain('application/json');
  });

  it('answers the status and the parsed JSON body, whatever the status', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'not_found' }, 404));
    expect(await aClient(platform).get('x')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('an empty body reads as null', async () => {
    const platform = new FakePlatformFetch().answer(new Response(null, { status: 204 }));
    expect(await aClient(platform).get('x')).toMatchObject({ status: 204, body: null });
  });
});

describe('PlatformHttpClient: x-access-token (checkout 7)', () => {
  it('checkout 7: sends x-access-token when the signed-in customer has a token', async () => {
    const platform = new FakePlatformFetch().answer(json({}));
    await aClient(platform, { accessToken: () => 'token-123' }).get('x');
    await aClient(platform, { accessToken: () => 'token-123' }).post('y', {});
    expect(platform.requests.map((request) => request.headers.get('x-access-token'))).toEqual(['token-123', 'token-123']);
  });

  it.each([
    ['no token provider', {}],
    ['a provider without token', { accessToken: () => null }],
    ['an empty token', { accessToken: () => '' }],
  ])('sends no x-access-token with %s', async (_what, options) => {
    const platform = new FakePlatformFetch().answer(json({}));
    await aClient(platform, options).get('x');
    expect(platform.requests[0]?.headers.has('x-access-token')).toBe(false);
  });

  it('reads the token at each request, so signing in or out takes effect at once', async () => {
    let token: string | null = null;
    const platform = new FakePlatformFetch().answer(json({}));
    const client = aClient(platform, { accessToken: () => token });
    await client.get('x');
    token = 'after-sign-in';
    await client.get('x');
    expect(platform.requests.map((request) => request.headers.get('x-access-token'))).toEqual([null, 'after-sign-in']);
  });

  it('the token never leaves the API origin: a redirect to another host is refused, not followed', async () => {
    const platform = new FakePlatformFetch().answer(redirectTo('https://tracker.example.net/collect'));
    const failure = aClient(platform, { accessToken: () => 'token-123' }).post('le-comptoir/order/', {});
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
    expect(platform.requests.map((request) => new URL(request.url).origin)).toEqual(['https://api.example.test']);
  });

  it('every request refuses redirects (redirect: error)', async () => {
    const platform = new FakePlatformFetch().answer(json({}));
    await aClient(platform).get('x');
    await aClient(platform).post('x', {});
    expect(platform.requests.map((request) => request.redirect)).toEqual(['error', 'error']);
  });

  it('a redirected read fails as a network failure even after its retries', async () => {
    const platform = new FakePlatformFetch().answer(redirectTo('https://api.example.test/elsewhere', 301));
    const error = rejectionOf(await underFakeTimers(() => aClient(platform).get('x')));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(platform.urls.every((url) => url === 'https://api.example.test/x')).toBe(true);
  });
});

describe('PlatformHttpClient: failures and retries', () => {
  it('a read is retried after a network failure, twice at most, then fails as network', async () => {
    const platform = new FakePlatformFetch().answer(connectionRefused());
    const error = rejectionOf(await underFakeTimers(() => aClient(platform).get('x')));
    expect(error).toMatchObject({ kind: 'network' });
    expect(platform.requests).toHaveLength(3);
  });

  it('a read that fails once then succeeds answers the success', async () => {
    const platform = new FakePlatformFetch().answer(connectionRefused(), json({ ok: true }));
    const result = await underFakeTimers(() => aClient(platform).get('x'));
    expect(result).toMatchObject({ status: 'fulfilled', value: { status: 200, body: { ok: true } } });
    expect(platform.requests).toHaveLength(2);
  });

  it('an order (POST) is never retried after a network failure: a retried POST could order twice', async () => {
    const platform = new FakePlatformFetch().answer(connectionRefused(), json({ data: {} }));
    const error = rejectionOf(await underFakeTimers(() => aClient(platform).post('le-comptoir/order/', {})));
    expect(error).toMatchObject({ kind: 'network' });
    expect(platform.requests).toHaveLength(1);
  });

  it('an order (POST) is never retried on 503', async () => {
    const platform = new FakePlatformFetch().answer(json({}, 503), json({ data: {} }));
    const result = await underFakeTimers(() => aClient(platform).post('le-comptoir/order/', {}));
    expect(result).toMatchObject({ status: 'fulfilled', value: { status: 503, body: {} } });
    expect(platform.requests).toHaveLength(1);
  });

  it('a server that does not answer in time is a network failure', async () => {
    const requests: Request[] = [];
    const silent = ((input: Request) => {
      requests.push(input);
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    const client = new PlatformHttpClient({ baseUrl: API, fetch: silent, timeoutMs: 1_000 });
    const error = rejectionOf(await underFakeTimers(() => client.get('x'), 1_500));
    expect(error).toMatchObject({ kind: 'network' });
    expect(requests).toHaveLength(1);
  });

  it('a 200 whose body is not JSON is a malformed_response', async () => {
    const platform = new FakePlatformFetch().answer(new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(aClient(platform).get('x')).rejects.toMatchObject({ kind: 'malformed_response' });
  });

  it('an error status with a body that is not JSON keeps its status, with no body', async () => {
    const platform = new FakePlatformFetch().answer(new Response('Bad gateway', { status: 500 }));
    expect(await aClient(platform).get('x')).toMatchObject({ status: 500, body: null });
  });
});

describe('PlatformHttpClient: whether a failed request left (issue 15.5)', () => {
  const withCode = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])('%s: no connection could be made, so the order never left', async (code) => {
    const platform = new FakePlatformFetch().answer(withCode(code));
    expect(await aClient(platform).post('le-comptoir/order/', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network', neverSent: true });
  });

  it.each(['ECONNRESET', 'UND_ERR_SOCKET'])('%s: the connection broke after the request left: its effect is unknown', async (code) => {
    const platform = new FakePlatformFetch().answer(withCode(code));
    expect(await aClient(platform).post('le-comptoir/order/', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network', neverSent: false });
  });

  it('a failure that does not say why (a browser never does) may have reached the server', async () => {
    const platform = new FakePlatformFetch().answer(new TypeError('Failed to fetch'));
    expect(await aClient(platform).post('le-comptoir/order/', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network', neverSent: false });
  });

  it("against a port nothing listens on, Node's own fetch says the connection was refused: not sent", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = new PlatformHttpClient({ baseUrl: `http://127.0.0.1:${port}/` });
    expect(await client.post('le-comptoir/order/', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network', neverSent: true });
  });

  it('a device that knows it is offline sends nothing', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const platform = new FakePlatformFetch().answer(json({ data: {} }));
      expect(await aClient(platform).post('le-comptoir/order/', {}).catch((error: unknown) => error)).toMatchObject({ kind: 'network', neverSent: true });
      expect(platform.requests).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('issue 20 item 5: offline, a GET is still asked: the service worker answers the menu with the last one seen', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const platform = new FakePlatformFetch().answer(json({ data: {} }));
      expect((await aClient(platform).get('api_click_and_collect/v7/le-comptoir/products')).status).toBe(200);
      expect(platform.requests).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('unexpectedStatus: an answer the caller did not expect, as a GatewayError', () => {
  it.each([
    [404, { error: 'not_found', message: 'no establishment nowhere' }, { kind: 'not_found', message: 'no establishment nowhere', field: undefined }],
    [400, { error: 'bad_request', message: 'Invalid type', field: 'phone' }, { kind: 'bad_request', message: 'Invalid type', field: 'phone' }],
    [422, null, { kind: 'bad_request', message: 'the platform answered 422', field: undefined }],
    [500, { error: 'server_error', message: 'the simulator failed' }, { kind: 'server', message: 'the simulator failed', field: undefined }],
    [503, null, { kind: 'server', message: 'the platform answered 503', field: undefined }],
  ])('%i %j becomes %j', (status, body, expected) => {
    const error = unexpectedStatus({ status, body, headers: {} });
    expect(error).toBeInstanceOf(GatewayError);
    expect({ kind: error.kind, message: error.message, field: error.field }).toEqual(expected);
  });

  it("checkout 8: the platform's err code (ORDER_UNAVAILABLE) is kept; one past 60 characters is no code", () => {
    expect(unexpectedStatus({ status: 422, body: { error: 'unprocessable', message: 'a group order', err: 'ORDER_UNAVAILABLE' }, headers: {} }).code).toBe('ORDER_UNAVAILABLE');
    const long = unexpectedStatus({ status: 500, body: { message: 'x', err: 'E'.repeat(61) }, headers: {} });
    expect({ kind: long.kind, message: long.message, code: long.code }).toEqual({ kind: 'server', message: 'x', code: undefined });
  });
});

describe('readBody: a successful answer checked against its schema', () => {
  const schema = v.object({ data: v.object({ order_number: v.string() }) });

  it('answers the parsed body when it fits', () => {
    expect(readBody(schema, { status: 200, body: { data: { order_number: '1' } }, headers: {} }, 'placed order')).toEqual({ data: { order_number: '1' } });
  });

  it('a body that does not fit is a malformed_response naming what and where', () => {
    const read = () => readBody(schema, { status: 200, body: { data: {} }, headers: {} }, 'placed order');
    expect(read).toThrow(GatewayError);
    expect(read).toThrow(/^placed order: data\.order_number: /);
  });
});
