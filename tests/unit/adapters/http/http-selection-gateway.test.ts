import { describe, expect, it } from 'vitest';
import { HttpSelectionGateway } from '../../../../adapters/http/http-selection-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { FakePlatformFetch, json } from '../fixtures/fake-platform-fetch';

function aGateway(platform: FakePlatformFetch): HttpSelectionGateway {
  return new HttpSelectionGateway(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch }));
}

describe('HttpSelectionGateway (browsing 7: POST /api/future/{restaurantId}; best sellers)', () => {
  it('posts { productIds } to api/future/{restaurantId} and reads the entries', async () => {
    const platform = new FakePlatformFetch().answer(json([{ product_id: 4 }]));
    expect(await aGateway(platform).suggestionsFor('café 1', [1, 2])).toEqual([{ product_id: 4 }]);
    const [request] = platform.requests;
    expect([request?.method, new URL(request!.url).pathname, JSON.parse(request!.body)]).toEqual(['POST', '/api/future/caf%C3%A9%201', { productIds: [1, 2] }]);
  });

  it('a malformed answer is a typed error naming the field, never a crash later', async () => {
    const platform = new FakePlatformFetch().answer(json([{ product_id: 'four' }]));
    const error = await aGateway(platform).suggestionsFor('r', [1]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'malformed_response', message: expect.stringContaining('0.product_id') });
  });

  it('reads the best sellers from api_click_and_collect/v7/{restaurantId}/best_sellers', async () => {
    const platform = new FakePlatformFetch().answer(json({ best_sellers: [{ product_id: 1, nb_ordered: 12 }] }));
    expect(await aGateway(platform).bestSellers('r')).toEqual([{ product_id: 1, nb_ordered: 12 }]);
    expect(new URL(platform.requests[0]!.url).pathname).toBe('/api_click_and_collect/v7/r/best_sellers');
  });

  it('the platform\u2019s refusal keeps its message (browsing 7: errors rethrown from response data)', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'bad_request', message: 'at most 100 products', field: 'productIds' }, 400));
    await expect(aGateway(platform).suggestionsFor('r', [1])).rejects.toMatchObject({ kind: 'bad_request', message: 'at most 100 products', field: 'productIds' });
  });
});
