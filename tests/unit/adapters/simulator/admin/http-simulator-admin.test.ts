import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpSimulatorAdmin } from '../../../../../adapters/simulator/admin/http-simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let server: RunningSimulatorServer;
let admin: HttpSimulatorAdmin;

beforeEach(async () => {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
  admin = new HttpSimulatorAdmin(server.url);
});

afterEach(async () => {
  await server.close();
  engine.close();
});

function placed(): string {
  const outcome = engine.placeOrder('le-comptoir', aTakeAwayPayload());
  return outcome.accepted ? outcome.order.order_number : '';
}

describe('HttpSimulatorAdmin: the admin routes over HTTP', () => {
  it('advance moves the order one step and answers its status', async () => {
    const orderNumber = placed();
    const status = await admin.advance(orderNumber);
    expect(status).toEqual(engine.track('le-comptoir', orderNumber));
    expect(status.steps.map((step) => step.done)).toEqual([true, true, false]);
  });

  it('setStock and setPrice stage the menu on the server', async () => {
    await admin.setStock('le-comptoir', 1001, 3);
    await admin.setPrice('le-comptoir', 1001, 820);
    expect(engine.catalogue('le-comptoir').products.find((p) => p.id === 1001)).toMatchObject({ price: 820, stock: { number_available: 3 } });
    await expect(admin.setStock('le-comptoir', 9999, 1)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('reset forgets the orders placed', async () => {
    const orderNumber = placed();
    await admin.reset();
    expect(() => engine.track('le-comptoir', orderNumber)).toThrow(/does not exist/);
  });

  it('advance beyond the last step rejects with bad_request on orderNumber', async () => {
    const orderNumber = placed();
    await admin.advance(orderNumber);
    await admin.advance(orderNumber);
    const failure = admin.advance(orderNumber);
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'bad_request', field: 'orderNumber' });
  });

  it('cancel marks the order canceled', async () => {
    const orderNumber = placed();
    expect((await admin.cancel(orderNumber)).canceled).toBe(true);
    expect(engine.track('le-comptoir', orderNumber).canceled).toBe(true);
  });

  it('an unknown order rejects with not_found', async () => {
    await expect(admin.advance('4242')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(admin.cancel('4242')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('an order number with a slash reaches its own order, not another route', async () => {
    await expect(admin.advance('10/01')).rejects.toMatchObject({ kind: 'not_found', message: 'no order 10/01' });
  });

  it('lists the establishments by id and name', async () => {
    expect(await admin.establishments()).toEqual([
      { id: 'le-comptoir', name: 'Le Comptoir des Halles' },
      { id: 'hotel-riviera', name: 'Hôtel Riviera' },
    ]);
  });

  it('a simulator out of reach is a network failure', async () => {
    // Nothing listens on port 1 of the loopback: the connection is refused at once.
    await expect(new HttpSimulatorAdmin('http://127.0.0.1:1/').establishments()).rejects.toMatchObject({ kind: 'network' });
  });
});
