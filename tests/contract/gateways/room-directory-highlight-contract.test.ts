import { afterEach, describe, expect, it } from 'vitest';
import { HttpRoomDirectoryGateway } from '../../../adapters/http/http-room-directory-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessRoomDirectoryGateway } from '../../../adapters/simulator/in-process/in-process-room-directory-gateway';
import { startSimulator } from '../../../config/simulator';
import { HIGHLIGHT_ERROR_CODES, HIGHLIGHT_ERROR_MESSAGES } from '../../../core/domain/room-directory/highlight-product';
import type { RoomDirectoryGateway } from '../../../core/ports/room-directory-gateway';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeGateway = (engine: SimulatorEngine) => Promise<{ readonly gateway: RoomDirectoryGateway; readonly url: string | null; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  ['in-process simulator', async (engine) => ({ gateway: new InProcessRoomDirectoryGateway(engine), url: null, close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { gateway: new HttpRoomDirectoryGateway(new PlatformHttpClient({ baseUrl: server.url })), url: server.url, close: () => server.close() };
    },
  ],
];

// browsing 7 "Highlight product fetch" and browsing 8's errors, the same through every implementation.
describe.each(implementations)('RoomDirectoryGateway highlight product contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function gateway(): Promise<RoomDirectoryGateway> {
    engine = anEngine();
    const made = await make(engine);
    close = () => made.close();
    return made.gateway;
  }

  it('browsing 3: answers the service product and its order type, a child service too', async () => {
    const directory = await gateway();
    const breakfast = await directory.loadHighlightProduct('hotel-riviera', 124);
    expect(breakfast.orderTypeId).toBe(5);
    expect(breakfast.product).toMatchObject({ id: 5001, price: 2400, product_option_ids: [51] });
    expect((await directory.loadHighlightProduct('hotel-riviera', 109)).product.id).toBe(7001);
  });

  it('browsing 8: a service that is not a highlight product, or unknown, is "ServiceId ... cannot be found in the services" (404)', async () => {
    const directory = await gateway();
    for (const serviceId of [999, 103]) {
      await expect(directory.loadHighlightProduct('hotel-riviera', serviceId)).rejects.toMatchObject({
        kind: 'not_found',
        code: HIGHLIGHT_ERROR_CODES.service,
        message: HIGHLIGHT_ERROR_MESSAGES.service(serviceId),
      });
    }
    await expect(directory.loadHighlightProduct('le-comptoir', 124)).rejects.toMatchObject({ kind: 'not_found', code: HIGHLIGHT_ERROR_CODES.service });
  });

  it('browsing 8: a product out of stock is "the product could not be found" in French (422)', async () => {
    const directory = await gateway();
    engine.setStock('hotel-riviera', 5001, null);
    await expect(directory.loadHighlightProduct('hotel-riviera', 124)).rejects.toMatchObject({
      kind: 'bad_request',
      code: HIGHLIGHT_ERROR_CODES.product,
      message: HIGHLIGHT_ERROR_MESSAGES.product,
    });
  });
});

describe('GET .../room_directory/highlight_product/:serviceId bounds what it reads', () => {
  it('answers a service id that is not a short whole number as an unknown service, quoting at most 20 characters', async () => {
    const engine = anEngine();
    const server = await startSimulator({ engine, port: 0 });
    try {
      const answer = await fetch(`${server.url}api_click_and_collect/v7/hotel-riviera/room_directory/highlight_product/${'9'.repeat(40)}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ err: HIGHLIGHT_ERROR_CODES.service, message: HIGHLIGHT_ERROR_MESSAGES.service('9'.repeat(20)) });
    } finally {
      await server.close();
      engine.close();
    }
  });
});
