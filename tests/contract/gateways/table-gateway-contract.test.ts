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
import { aFixedClock, anEngine } from '../../unit/adapters/fixtures/simulator-engines';

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

  it('checkout 7, order status by transaction: nothing while the platform validates the paid bill, then the table order to follow; t without its s is not found', async () => {
    const clock = aFixedClock();
    engine = anEngine({ establishments: [demoEstablishment('cafe-lumiere')], clock });
    const made = await make(engine);
    close = () => made.close();
    const placed = engine.placeOrder('cafe-lumiere', aTableOrder('14'));
    if (!placed.accepted) throw new Error(`the table order was refused: ${JSON.stringify(placed.rejection)}`);
    const orderNumber = placed.order.order_number;
    const { transactionKey } = await made.tables.currentTransaction('cafe-lumiere', '14');
    const { validationPath } = engine.payTableBill(transactionKey!);
    const query = new URL(validationPath, 'http://storefront.test').searchParams;
    expect(validationPath).toMatch(/^\/cafe-lumiere\/order-validation\?/);
    expect(query.get('t')).toBe(transactionKey);
    const session = query.get('s')!;

    expect(await made.tables.transactionOrderStatus(transactionKey!, session)).toBeNull();
    clock.set(clock.now().plus({ seconds: 3 }));
    expect(await made.tables.transactionOrderStatus(transactionKey!, session)).toEqual({
      restaurantToken: 'cafe-lumiere',
      redirectionPath: `/cafe-lumiere/trackOrder?orderId=${orderNumber}&type=scan`,
    });
    // The table's order is paid with its bill: nothing left to pay at the counter.
    expect(engine.track('cafe-lumiere', orderNumber).payment).toMatchObject({ mode: 'ONSPOT', payment_status: 'paid' });
    await expect(made.tables.transactionOrderStatus(transactionKey!, 'another-session-secret')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(made.tables.transactionOrderStatus('unknown-transaction', session)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

function aTableOrder(tableNumber: string) {
  return aTakeAwayPayload({
    restaurant_id: 'cafe-lumiere',
    order_types_id: OrderTypeId.onPlace,
    table_information: tableNumber,
    products: { count: 1, data: [{ ...aLine(1101, 1, 1250), name: 'Croque-monsieur à la truffe' }] },
    payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' },
  });
}
