import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { FakePlatformFetch, json } from '../fixtures/fake-platform-fetch';

afterEach(() => {
  vi.useRealTimers();
});

/** Reads are retried on 502, 503 and 504 (a platform restarting); orders never are. */
describe('PlatformHttpClient retries of reads', () => {
  it.each([502, 503, 504])('a read answered %i is retried, and answers the success that follows', async (status) => {
    const platform = new FakePlatformFetch().answer(json({ error: 'server_error' }, status), json({ ok: true }));
    const client = new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch });
    vi.useFakeTimers();
    const settled = Promise.allSettled([client.get('api_click_and_collect/v7/le-comptoir/products')]);
    await vi.advanceTimersByTimeAsync(5_000);
    const [result] = await settled;
    expect(platform.requests).toHaveLength(2);
    expect(result).toMatchObject({ status: 'fulfilled', value: { status: 200, body: { ok: true } } });
  });
});
