import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { SelectionGateway } from '../../../../../core/ports/selection-gateway';
import { SuggestProducts } from '../../../../../core/use-cases/suggestions/suggest-products';
import { aCatalogue, aCategory, aProduct } from '../../fixtures/catalogue-builders';

const catalogue = aCatalogue({ categories: [aCategory({ id: 10 })], products: [1, 2, 3].map((id) => aProduct({ id, category_id: 10 })) });
const keepOrder = { next: () => 0.999 };

/** Answers what it is told and remembers what it was asked. */
function platform(answer: () => Promise<readonly { product_id: number }[]>) {
  const asked: (readonly number[])[] = [];
  const gateway: SelectionGateway = {
    suggestionsFor: async (_restaurantId, productIds) => {
      asked.push(productIds);
      return answer();
    },
    bestSellers: async () => [],
  };
  return { gateway, asked };
}

describe('SuggestProducts (browsing 2.6 and 7: POST /api/future with the selection)', () => {
  it('asks with the basket products once each and keeps what may be proposed', async () => {
    const { gateway, asked } = platform(async () => [{ product_id: 2 }, { product_id: 1 }, { product_id: 3 }]);
    const result = await new SuggestProducts(gateway, keepOrder).execute({ restaurantId: 'r', catalogue, productIds: [1, 1], current: null });
    expect(asked).toEqual([[1]]);
    expect(result).toEqual({ ok: true, value: [2, 3] });
  });

  it('an empty basket asks nothing and proposes nothing', async () => {
    const { gateway, asked } = platform(async () => [{ product_id: 2 }]);
    expect(await new SuggestProducts(gateway, keepOrder).execute({ restaurantId: 'r', catalogue, productIds: [], current: null })).toEqual({ ok: true, value: [] });
    expect(asked).toEqual([]);
  });

  it('the same suggestions as last time: nothing (browsing 2.6 then goes straight to validation)', async () => {
    const { gateway } = platform(async () => [{ product_id: 2 }, { product_id: 3 }]);
    expect(await new SuggestProducts(gateway, keepOrder).execute({ restaurantId: 'r', catalogue, productIds: [1], current: [3, 2] })).toEqual({ ok: true, value: [] });
  });

  it('a refusal of the platform is a failure value with its message (errors rethrown from response data)', async () => {
    const { gateway } = platform(async () => {
      throw new GatewayError('bad_request', 'at most 100 products', 'productIds');
    });
    expect(await new SuggestProducts(gateway, keepOrder).execute({ restaurantId: 'r', catalogue, productIds: [1], current: null })).toEqual({
      ok: false,
      error: { kind: 'bad_request', message: 'at most 100 products' },
    });
  });
});
