import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aDeliveryPayload, aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

async function started(made = anEngine()): Promise<void> {
  engine = made;
  server = await startSimulator({ engine, port: 0 });
}

async function order(payload: OrderPayload): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server!.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ordersTaken = () => engine!.exportOrders({ restaurantId: 'le-comptoir', limit: 100 }).length;
const deliveredTo = (postCode: string) => aDeliveryPayload({ address: { ...aDeliveryPayload().address, postCode } });

describe('issue 22.9: the platform checks a delivery post code by the format of the establishment’s country', () => {
  it.each(['ABCDE', '00000', '7500', '750020', '98000'])('at Le Comptoir (Paris), "%s" is refused with a 400 naming address.postCode, and no order', async (postCode) => {
    await started();
    const answer = await order(deliveredTo(postCode));
    expect(answer).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'address.postCode' } });
    expect(String(answer.body.message)).toMatch(/75010/);
    expect(ordersTaken()).toBe(0);
  });

  it('a French post code is taken at Le Comptoir', async () => {
    await started();
    expect(await order(deliveredTo('75002'))).toMatchObject({ status: 200 });
  });

  it('the same rule as the storefront: street and city too, each named', async () => {
    await started();
    const address = aDeliveryPayload().address;
    expect(await order(aDeliveryPayload({ address: { ...address, street: 'x' } }))).toMatchObject({ status: 400, body: { field: 'address.street' } });
    expect(await order(aDeliveryPayload({ address: { ...address, city: ' ' } }))).toMatchObject({ status: 400, body: { field: 'address.city' } });
  });

  it('an establishment in Switzerland takes Swiss post codes and refuses French ones', async () => {
    const swiss = { ...leComptoir, settings: { ...leComptoir.settings, phoneRegion: 'CH' } };
    await started(anEngine({ establishments: [swiss, hotelRiviera] }));
    expect(await order(deliveredTo('75002'))).toMatchObject({ status: 400, body: { field: 'address.postCode' } });
    expect(await order(deliveredTo('1201'))).toMatchObject({ status: 200 });
  });
});

describe('issue 22.12: the platform refuses a tip out of its bounds (checkout 5: a number, at least 0; ours: at most the subtotal)', () => {
  it.each([
    ['a negative tip', -500],
    ['a tip above the subtotal (15.00 €)', 1501],
    ['a tip of 1,000 €', 100_000],
    ['a tip that is not a whole number of cents', 12.5],
  ])('%s is refused, naming tips, and no order', async (_what, tips) => {
    await started();
    const answer = await order(aTakeAwayPayload({ tips }));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ field: 'tips' });
    expect(ordersTaken()).toBe(0);
  });

  // "Say why" (issue 22.12) holds for the platform's answer too, not the validator's "Expected >=0 but received -500".
  it.each([
    [-500, 'a tip cannot be negative: send 0 for no tip'],
    [12.5, 'a tip is a whole number of cents'],
  ])('a tip of %s is refused saying why: %s', async (tips, message) => {
    await started();
    expect(await order(aTakeAwayPayload({ tips }))).toMatchObject({ status: 400, body: { field: 'tips', message } });
  });

  it('a tip up to the subtotal is taken and added to the total', async () => {
    await started();
    expect(await order(aTakeAwayPayload({ tips: 1500 }))).toMatchObject({ status: 200 });
  });
});
