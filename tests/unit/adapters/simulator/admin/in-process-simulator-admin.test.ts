import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InProcessSimulatorAdmin } from '../../../../../adapters/simulator/admin/in-process-simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let admin: InProcessSimulatorAdmin;
beforeEach(() => {
  engine = anEngine();
  admin = new InProcessSimulatorAdmin(engine);
});
afterEach(() => engine.close());

function placed(): string {
  const outcome = engine.placeOrder('le-comptoir', aTakeAwayPayload());
  return outcome.accepted ? outcome.order.order_number : '';
}

describe('InProcessSimulatorAdmin: the restaurant side of an order', () => {
  it('advance moves the order one step and answers its status', async () => {
    const orderNumber = placed();
    const status = await admin.advance(orderNumber);
    expect(status.steps.map((step) => step.done)).toEqual([true, true, false]);
    expect(engine.track('le-comptoir', orderNumber)).toEqual(status);
  });

  it('advance beyond the last step rejects with bad_request on orderNumber', async () => {
    const orderNumber = placed();
    await admin.advance(orderNumber);
    await admin.advance(orderNumber);
    const failure = admin.advance(orderNumber);
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'bad_request', field: 'orderNumber' });
  });

  it('setStock and setPrice stage the menu; a bad value rejects with bad_request', async () => {
    await admin.setStock('le-comptoir', 1001, 0);
    await admin.setPrice('le-comptoir', 1001, 790);
    expect(engine.catalogue('le-comptoir').products.find((p) => p.id === 1001)).toMatchObject({ price: 790, stock: { number_available: 0 } });
    await expect(admin.setPrice('le-comptoir', 1001, -5)).rejects.toMatchObject({ kind: 'bad_request', field: 'price' });
  });

  it('cancel marks the order canceled', async () => {
    const orderNumber = placed();
    expect((await admin.cancel(orderNumber)).canceled).toBe(true);
  });

  it('an unknown order rejects with not_found', async () => {
    await expect(admin.advance('4242')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(admin.cancel('4242')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('lists the establishments by id and name', async () => {
    expect(await admin.establishments()).toEqual([
      { id: 'le-comptoir', name: 'Le Comptoir des Halles' },
      { id: 'hotel-riviera', name: 'Hôtel Riviera' },
    ]);
  });
});
