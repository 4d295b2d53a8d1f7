import { afterEach, describe, expect, it } from 'vitest';
import { HttpProductEventTracker } from '../../../adapters/http/http-product-event-tracker';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessProductEventTracker } from '../../../adapters/simulator/in-process/in-process-product-event-tracker';
import { startSimulator } from '../../../config/simulator';
import type { ProductEvent, ProductEventTracker } from '../../../core/ports/product-event-tracker';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeTracker = (engine: SimulatorEngine) => Promise<{ readonly tracker: ProductEventTracker; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeTracker])[] = [
  ['in-process simulator', async (engine) => ({ tracker: new InProcessProductEventTracker(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { tracker: new HttpProductEventTracker(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

// browsing 7: product clicks and suggestion picks, the same through every implementation.
describe.each(implementations)('ProductEventTracker contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function tracker(): Promise<ProductEventTracker> {
    engine = anEngine();
    const made = await make(engine);
    close = () => made.close();
    return made.tracker;
  }

  it('records a product click and a suggestion pick (a formula too) with product_id and product_type', async () => {
    const events = await tracker();
    await events.trackProductEvent('le-comptoir', { event: 'product_click', product_id: 1001, product_type: 0 });
    await events.trackProductEvent('le-comptoir', { event: 'suggestion_pick', product_id: 3001, product_type: 3 });
    expect(engine.productEventsSoFar()).toMatchObject([
      { restaurantId: 'le-comptoir', event: 'product_click', productId: 1001, productType: 0 },
      { restaurantId: 'le-comptoir', event: 'suggestion_pick', productId: 3001, productType: 3 },
    ]);
  });

  it('refuses a product not on the menu, a type that is not the product\'s, and an unknown event, naming the field; records nothing', async () => {
    const events = await tracker();
    const refused = (event: ProductEvent) => expect(events.trackProductEvent('le-comptoir', event)).rejects.toMatchObject({ kind: 'bad_request' });
    await refused({ event: 'product_click', product_id: 999_999, product_type: 0 });
    await expect(events.trackProductEvent('le-comptoir', { event: 'product_click', product_id: 1001, product_type: 3 })).rejects.toMatchObject({ field: 'product_type' });
    await expect(events.trackProductEvent('le-comptoir', { event: 'page_view' as ProductEvent['event'], product_id: 1001, product_type: 0 })).rejects.toMatchObject({ field: 'event' });
    await expect(events.trackProductEvent('le-comptoir', { event: 'product_click', product_id: 1.5, product_type: 0 })).rejects.toMatchObject({ field: 'product_id' });
    expect(engine.productEventsSoFar()).toEqual([]);
  });

  it('an unknown establishment is not found', async () => {
    const events = await tracker();
    await expect(events.trackProductEvent('nowhere', { event: 'product_click', product_id: 1001, product_type: 0 })).rejects.toMatchObject({ kind: 'not_found' });
  });
});
