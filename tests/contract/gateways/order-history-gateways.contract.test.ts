import { afterEach, describe, expect, it } from 'vitest';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { HttpOrderHistoryGateway } from '../../../adapters/http/http-order-history-gateway';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessOrderHistoryGateway } from '../../../adapters/simulator/in-process/in-process-order-history-gateway';
import { startSimulator } from '../../../config/simulator';
import { DEFAULT_ORDER_LIST_PARAMS } from '../../../core/domain/account/history-order';
import { AccountRefusal } from '../../../core/ports/account-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { OrderHistoryGateway } from '../../../core/ports/order-history-gateway';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type Make = (engine: SimulatorEngine, token: () => string | null) => Promise<{ gateway: OrderHistoryGateway; close(): Promise<void> }>;

const DEMO = { email: 'claire.martin@example.com', password: 'Comptoir2026', restaurantToken: 'le-comptoir' };

/** accounts 3, 7 and 9: the same cases for the HTTP gateway and the in-process one. */
function describeOrderHistoryContract(name: string, make: Make): void {
  describe(`OrderHistoryGateway contract: ${name}`, () => {
    let engine: SimulatorEngine;
    let close = async () => undefined as unknown;
    afterEach(async () => {
      await close();
      engine.close();
    });

    async function setUp(signedIn: boolean) {
      engine = anEngine();
      let token: string | null = null;
      if (signedIn) token = (await engine.accounts.login('le-comptoir', DEMO, { ip: 'test' })).user.accessToken;
      const under = await make(engine, () => token);
      close = under.close;
      return under.gateway;
    }

    it('answers a page of the signed-in customer’s orders and their count, in the spec’s shape', async () => {
      const gateway = await setUp(true);
      const list = await gateway.listOrders('le-comptoir', DEFAULT_ORDER_LIST_PARAMS);
      expect(list.count).toBe(12);
      expect(list.items).toHaveLength(10);
      expect(list.items[0]).toMatchObject({ orderInfo: { status: 'in_progress' }, restaurantName: 'Le Comptoir des Halles' });
      expect(list.items.some((item) => item.formulas.length > 0)).toBe(true);
    }, 20_000);

    it('sorts by total on the server and pages with skip', async () => {
      const gateway = await setUp(true);
      const list = await gateway.listOrders('le-comptoir', { take: 10, skip: 10, orderBy: 'ASC', orderWith: 'totalPrice' });
      expect(list.items).toHaveLength(2);
      const totals = list.items.map((item) => item.paymentInfo.totalPrice);
      expect(totals[0]).toBeLessThanOrEqual(totals[1]);
    }, 20_000);

    it('rejects with not_connected without a session, bad_request for a parameter out of bounds', async () => {
      const anonymous = await setUp(false);
      await expect(anonymous.listOrders('le-comptoir', DEFAULT_ORDER_LIST_PARAMS)).rejects.toEqual(new AccountRefusal('not_connected'));
      await close();
      engine.close();
      const gateway = await setUp(true);
      await expect(gateway.listOrders('le-comptoir', { ...DEFAULT_ORDER_LIST_PARAMS, take: 500 })).rejects.toBeInstanceOf(GatewayError);
    }, 20_000);
  });
}

describeOrderHistoryContract('HTTP over the simulator server', async (engine, token) => {
  const server = await startSimulator({ engine, port: 0 });
  return { gateway: new HttpOrderHistoryGateway(new PlatformHttpClient({ baseUrl: server.url, accessToken: token })), close: () => server.close() };
});

describeOrderHistoryContract('in process', (engine, token) => Promise.resolve({ gateway: new InProcessOrderHistoryGateway(engine, token), close: async () => undefined }));
