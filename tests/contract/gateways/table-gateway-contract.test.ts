import { afterEach, describe, expect, it } from 'vitest';
import { HttpTableGateway } from '../../../adapters/http/http-table-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { demoEstablishment } from '../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessTableGateway } from '../../../adapters/simulator/in-process/in-process-table-gateway';
import { startSimulator } from '../../../config/simulator';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { TableGateway } from '../../../core/ports/table-gateway';
import { aLine, aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeGateway = (engine: SimulatorEngine) => Promise<{ readonly tables: TableGateway; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  ['in-process simulator', async (engine) => ({ tables: new InProcessTableGateway(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { tables: new HttpTableGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

// checkout 7: GET /v1/table/currentTransaction, the same through every gateway.
describe.each(implementations)('TableGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  it('tells a table with no bill, then the open bill of a table that ordered on place', async () => {
    engine = anEngine({ establishments: [demoEstablishment('cafe-lumiere')] });
    const made = await make(engine);
    close = () => made.close();
    expect(await made.tables.currentTransaction('cafe-lumiere', '12')).toEqual({ isOpen: false, device: null, transactionKey: null });
    engine.placeOrder(
      'cafe-lumiere',
      aTakeAwayPayload({
        restaurant_id: 'cafe-lumiere',
        order_types_id: OrderTypeId.onPlace,
        table_information: '12',
        products: { count: 1, data: [{ ...aLine(1101, 1, 1250), name: 'Croque-monsieur à la truffe' }] },
        payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' },
      }),
    );
    expect(await made.tables.currentTransaction('cafe-lumiere', '12')).toMatchObject({ isOpen: true, device: 'sandbox-terminal', transactionKey: expect.stringMatching(/^[\w-]{22}$/) });
    await expect(made.tables.currentTransaction('cafe-lumiere', 'twelve')).rejects.toMatchObject({ kind: 'bad_request', field: 'tableNumber' });
  });
});
