import { afterEach, describe, expect, it } from 'vitest';
import { HttpAddressSearchGateway } from '../../../adapters/http/http-address-search-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessAddressSearchGateway } from '../../../adapters/simulator/in-process/in-process-address-search-gateway';
import { startSimulator } from '../../../config/simulator';
import type { AddressSearchGateway } from '../../../core/ports/address-search-gateway';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeGateway = (engine: SimulatorEngine) => Promise<{ readonly addresses: AddressSearchGateway; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  ['in-process simulator', async (engine) => ({ addresses: new InProcessAddressSearchGateway(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { addresses: new HttpAddressSearchGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

// Ours (checkout 3 deliveryData latitude, longitude): the address search, the same through every gateway.
describe.each(implementations)('AddressSearchGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function gateway(): Promise<AddressSearchGateway> {
    engine = anEngine();
    const made = await make(engine);
    close = () => made.close();
    return made.addresses;
  }

  it("answers the streets known with their positions, the restaurant's city first", async () => {
    const addresses = await gateway();
    expect(await addresses.search('le-comptoir', '3 quai de valmy')).toEqual([{ street: '3 quai de Valmy', postCode: '75010', city: 'Paris', latitude: 48.8722, longitude: 2.3642 }]);
    expect((await addresses.search('hotel-riviera', 'rue')).map((address) => address.city).slice(0, 1)).toEqual(['Nice']);
  });

  it('refuses a query out of bounds as a bad request naming q, and an unknown restaurant as not found', async () => {
    const addresses = await gateway();
    await expect(addresses.search('le-comptoir', 'r'.repeat(101))).rejects.toMatchObject({ kind: 'bad_request', field: 'q' });
    await expect(addresses.search('nowhere', 'rue')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
