import { describe, expect, it } from 'vitest';
import type { ClientLogEntry } from '../../../../../core/ports/client-log';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { ProductEvent } from '../../../../../core/ports/product-event-tracker';
import { TrackProductEvent } from '../../../../../core/use-cases/catalogue/track-product-event';

function setUp(fails: Error | null, logFails = false) {
  const tracked: [string, ProductEvent][] = [];
  const logs: ClientLogEntry[] = [];
  const tracker = {
    trackProductEvent: async (restaurantId: string, event: ProductEvent) => {
      if (fails) throw fails;
      tracked.push([restaurantId, event]);
    },
  };
  const clientLog = {
    send: async (entry: ClientLogEntry) => {
      if (logFails) throw new Error('log down');
      logs.push(entry);
    },
  };
  return { useCase: new TrackProductEvent(tracker, clientLog), tracked, logs };
}

describe('browsing 7: a product click and a suggestion pick are sent as tracking events (product_id, product_type)', () => {
  it('sends the event as given, and logs nothing', async () => {
    const { useCase, tracked, logs } = setUp(null);
    await useCase.execute({ restaurantId: 'le-comptoir', event: { event: 'product_click', product_id: 1001, product_type: 0 } });
    await useCase.execute({ restaurantId: 'le-comptoir', event: { event: 'suggestion_pick', product_id: 3001, product_type: 3 } });
    expect(tracked).toEqual([
      ['le-comptoir', { event: 'product_click', product_id: 1001, product_type: 0 }],
      ['le-comptoir', { event: 'suggestion_pick', product_id: 3001, product_type: 3 }],
    ]);
    expect(logs).toEqual([]);
  });

  it('a failure is only logged: the customer\'s click never fails', async () => {
    const { useCase, logs } = setUp(new GatewayError('network', 'offline'));
    await expect(useCase.execute({ restaurantId: 'le-comptoir', event: { event: 'suggestion_pick', product_id: 7, product_type: 1 } })).resolves.toBeUndefined();
    expect(logs).toEqual([{ level: 'warn', restaurantId: 'le-comptoir', message: 'suggestion_pick not tracked: network: offline' }]);
  });

  it('even with the log down too, it resolves', async () => {
    const { useCase } = setUp(new Error('boom'), true);
    await expect(useCase.execute({ restaurantId: 'le-comptoir', event: { event: 'product_click', product_id: 7, product_type: 1 } })).resolves.toBeUndefined();
  });
});
