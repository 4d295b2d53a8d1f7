import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aGroupOrderPayload } from '../../fixtures/group-order-payloads';
import { aTakeAwayPayload, soupLine } from '../../fixtures/order-payloads';
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

async function post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, server!.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const order = (overrides: Partial<OrderPayload>) => post(PLATFORM_PATHS.placeOrder('le-comptoir'), aTakeAwayPayload(overrides));
const payment = (type: 'ONLINE' | 'ONSPOT', providerId: number, paymentTypeId: number) => ({
  payement_infos: { type, provider_id: providerId, payment_type_id: paymentTypeId, success_url: '', cancel_url: '' },
});
const ordersTaken = () => engine!.exportOrders({ restaurantId: 'le-comptoir', limit: 100 }).length;

// Issue 15, defect 12: the platform takes only what the establishment offers; nothing is accepted silently.
describe('checkout 3 and 7: the payment type is one the chosen provider offers', () => {
  it.each([
    ['on the spot at the counter (provider 1)', 'ONSPOT', 1],
    ['online by card (provider 8)', 'ONLINE', 8],
  ] as const)('an unknown payment_type_id (77) %s is refused, naming payement_infos.payment_type_id', async (_how, type, providerId) => {
    await started();
    expect(await order(payment(type, providerId, 77))).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'payement_infos.payment_type_id' } });
    expect(ordersTaken()).toBe(0);
  });

  it("the provider's own payment type (1) is taken", async () => {
    await started();
    expect(await order(payment('ONSPOT', 1, 1))).toMatchObject({ status: 200 });
  });

  it('a group order is paid on the spot with the default payment type only', async () => {
    await started(anEngine({ establishments: ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment) }));
    const groupOrder = aGroupOrderPayload(undefined, payment('ONSPOT', 0, 77));
    expect(await post('order/multiRestaurant?restaurant_token=les-halles', groupOrder)).toMatchObject({ status: 400, body: { field: 'payement_infos.payment_type_id' } });
  });
});

// Issue 18: the code of the promo field comes as promotion_id with its code; the platform checks it again.
describe('checkout 3 and 8: an order with a promo code is taken when the code still applies, refused with its key otherwise', () => {
  const withCode = (promotionId: number, codes: readonly string[], soups: number) => ({
    promotion_id: promotionId,
    customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: codes },
    products: { count: soups, data: [soupLine(soups)] },
  });

  it.each([
    ['promotion_id 12 (not a promotion of this restaurant)', 'promotion_id', withCode(12, ['WELCOME10'], 2)],
    ['a promo code without its promotion_id', 'customerExternalInfos.promoCodes', withCode(0, ['WELCOME10'], 2)],
    ["promotion_id 1 without BIENVENUE10, its code", 'customerExternalInfos.promoCodes', withCode(1, ['BURGER3'], 3)],
  ] as const)('%s: 422 naming %s, and no order', async (_what, field, overrides) => {
    await started();
    expect(await order(overrides)).toMatchObject({ status: 422, body: { error: 'unprocessable', field } });
    expect(ordersTaken()).toBe(0);
  });

  it('BIENVENUE10 (promotion 1, 10 % from 20 €) on 3 soups (22.50 €), paid on the spot, is taken', async () => {
    await started();
    expect(await order(withCode(1, ['bienvenue10'], 3))).toMatchObject({ status: 200 });
    expect(ordersTaken()).toBe(1);
  });

  it('BIENVENUE10 on 2 soups (15 €) is refused with the promotion error price_too_low, and no order', async () => {
    await started();
    expect(await order(withCode(1, ['BIENVENUE10'], 2))).toMatchObject({ status: 422, body: { err: 'promotion_error', data: 'price_too_low' } });
    expect(ordersTaken()).toBe(0);
  });

  it('"no promotion" (promotion_id 0, no promo code) is what an order without a code sends, and is taken', async () => {
    await started();
    expect(await order({ promotion_id: 0 })).toMatchObject({ status: 200 });
  });

  it('a group order asking for a promo code is refused at the group, naming the field', async () => {
    await started(anEngine({ establishments: ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment) }));
    const groupOrder = aGroupOrderPayload(undefined, { promotion_id: 3 });
    expect(await post('order/multiRestaurant?restaurant_token=les-halles', groupOrder)).toMatchObject({ status: 422, body: { field: 'promotion_id' } });
  });
});
