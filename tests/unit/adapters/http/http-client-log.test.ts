import { describe, expect, it } from 'vitest';
import { HttpClientLog } from '../../../../adapters/http/http-client-log';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { FakePlatformFetch, connectionRefused, json } from '../fixtures/fake-platform-fetch';

const entry = { level: 'warn', restaurantId: 'le-comptoir', message: 'no answer after 25000 ms' } as const;

describe('HttpClientLog (checkout 7: client log)', () => {
  it('posts the entry to the client-log path of the restaurant', async () => {
    const platform = new FakePlatformFetch().answer(new Response(null, { status: 204 }));
    await new HttpClientLog(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch })).send(entry);
    expect(platform.requests.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      ['POST', 'https://api.example.test/api_click_and_collect/v7/le-comptoir/client-log', entry],
    ]);
  });

  it('a platform that refuses or cannot be reached does not fail the caller', async () => {
    const refusing = new FakePlatformFetch().answer(json({ error: 'server_error', message: 'down' }, 500));
    await expect(new HttpClientLog(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: refusing.fetch })).send(entry)).resolves.toBeUndefined();
    const unreachable = new FakePlatformFetch().answer(connectionRefused());
    await expect(new HttpClientLog(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: unreachable.fetch })).send(entry)).resolves.toBeUndefined();
  });
});
