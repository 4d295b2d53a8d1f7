import { afterEach, describe, expect, it } from 'vitest';
import { HttpReceiptGateway } from '../../../adapters/http/http-receipt-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessReceiptGateway } from '../../../adapters/simulator/in-process/in-process-receipt-gateway';
import { startSimulator } from '../../../config/simulator';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { ReceiptGateway } from '../../../core/ports/receipt-gateway';
import { aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeGateway = (engine: SimulatorEngine) => Promise<{ readonly receipts: ReceiptGateway; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  ['in-process simulator', async (engine) => ({ receipts: new InProcessReceiptGateway(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { receipts: new HttpReceiptGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

// checkout 3 and 7: the receipt request, the same through every gateway.
describe.each(implementations)('ReceiptGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function gatewayWithAnOrder(): Promise<{ receipts: ReceiptGateway; orderNumber: string }> {
    engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('the order was refused');
    const made = await make(engine);
    close = () => made.close();
    return { receipts: made.receipts, orderNumber: placed.order.order_number };
  }

  it('is taken for an order of the restaurant, and lands in the simulator outbox as sent', async () => {
    const { receipts, orderNumber } = await gatewayWithAnOrder();
    await receipts.requestReceipt('le-comptoir', { email: 'alice@example.com', wantPromotion: true, orderNumber });
    expect(engine.receiptRequestsSoFar()).toMatchObject([{ restaurantId: 'le-comptoir', orderNumber, email: 'alice@example.com', wantPromotion: true }]);
  });

  it('is refused as not found for an order of another restaurant', async () => {
    const { receipts, orderNumber } = await gatewayWithAnOrder();
    await expect(receipts.requestReceipt('hotel-riviera', { email: 'alice@example.com', wantPromotion: false, orderNumber })).rejects.toMatchObject({ kind: 'not_found' });
    expect(engine.receiptRequestsSoFar()).toEqual([]);
  });

  it('is refused as a bad request, naming the field, for an address that is none', async () => {
    const { receipts, orderNumber } = await gatewayWithAnOrder();
    const refusal = receipts.requestReceipt('le-comptoir', { email: 'alice@@example', wantPromotion: false, orderNumber });
    await expect(refusal).rejects.toBeInstanceOf(GatewayError);
    await expect(refusal).rejects.toMatchObject({ kind: 'bad_request', field: 'email' });
  });
});
