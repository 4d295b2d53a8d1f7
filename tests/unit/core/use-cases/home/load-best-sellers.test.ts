import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { LoadBestSellers } from '../../../../../core/use-cases/home/load-best-sellers';

describe('LoadBestSellers (browsing 2.2: the most-ordered block)', () => {
  it('hands over what the platform answers', async () => {
    const sellers = [{ product_id: 1, nb_ordered: 3 }];
    const load = new LoadBestSellers({ bestSellers: async () => sellers, suggestionsFor: async () => [] });
    expect(await load.execute('r')).toEqual({ ok: true, value: sellers });
  });

  it('a failure is a value, not an exception', async () => {
    const load = new LoadBestSellers({
      bestSellers: async () => {
        throw new GatewayError('network', 'offline');
      },
      suggestionsFor: async () => [],
    });
    expect(await load.execute('r')).toEqual({ ok: false, error: { kind: 'network', message: 'offline' } });
  });
});
