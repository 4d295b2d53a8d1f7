import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderDiscountsAnswer } from '../../../../../adapters/platform-api/order-discounts-api';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { seededOrderNumbers } from '../../../../../adapters/simulator/engine/order-numbers';
import { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { SqliteSimulatorStore } from '../../../../../adapters/simulator/store/sqlite-simulator-store';
import { startSimulator } from '../../../../../config/simulator';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aTakeAwayPayload, soupLine } from '../../fixtures/order-payloads';
import { aFixedClock } from '../../fixtures/simulator-engines';

// Issue 18: "two orders racing for the last use of a code, or for the same pool, give exactly one winner
// (a test fires them concurrently over HTTP)": a real server on 127.0.0.1, its store on a file.
let dir: string;
let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'intake-authority-'));
  engine = new SimulatorEngine({ clock: aFixedClock(), store: new SqliteSimulatorStore(join(dir, 'simulator.sqlite')), orderNumbers: seededOrderNumbers(1), establishments: [leComptoir, hotelRiviera] });
  server = await startSimulator({ engine, port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, server!.url), { method, headers: { 'content-type': 'application/json' }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const order = (overrides: Partial<OrderPayload> & Record<string, unknown>) => send('POST', PLATFORM_PATHS.placeOrder('le-comptoir'), aTakeAwayPayload(overrides));
const track = (orderNumber: string) => send('GET', `${PLATFORM_PATHS.trackOrder(orderNumber)}?restaurant_token=le-comptoir`);
const infos = (overrides: Partial<OrderPayload['customerExternalInfos']> & { eWalletToUse?: number }) => ({ loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [], ...overrides });
const numberOf = (answer: { body: Record<string, unknown> }) => String((answer.body.data as { order_number: string }).order_number);
const soups = (nb: number) => ({ products: { count: nb, data: [soupLine(nb)] } });
const onlineByCard = { payement_infos: { type: 'ONLINE' as const, provider_id: 8, payment_type_id: 1, success_url: '', cancel_url: '' } };

/** BIENVENUE10 (10 % from 20 €) staged again as DERNIER, with one use left in all. */
function stageLastUse(): void {
  const bienvenue = engine!.promotions.list('le-comptoir').find((stored) => stored.promotion.code === 'BIENVENUE10')!.promotion;
  engine!.promotions.create('le-comptoir', { ...bienvenue, id: 9, code: 'DERNIER', max_usages: 3, usages: 2 });
}
const usagesOf = (code: string) => engine!.promotions.list('le-comptoir').find((stored) => stored.promotion.code === code)!.promotion.usages;
const poolOf = (card: string) => engine!.loyalty.show('le-comptoir', card).pool;

describe('issue 18: the last use of a code, fired twice at once over HTTP', () => {
  it('exactly one order is taken; the other is refused no_usages_left, and the code has used its 3 uses', async () => {
    stageLastUse();
    const withCode = (phone: string) => order({ phone, promotion_id: 9, customerExternalInfos: infos({ promoCodes: ['DERNIER'] }), ...soups(3) });
    const answers = await Promise.all([withCode('+33612345678'), withCode('+33698765432')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({ err: 'promotion_error', data: 'no_usages_left' });
    expect(usagesOf('DERNIER')).toBe(3);
  });

  it('canceled (sim cancel), the order gives its use back, once: a second cancel gives nothing more', async () => {
    stageLastUse();
    const taken = await order({ promotion_id: 9, customerExternalInfos: infos({ promoCodes: ['DERNIER'] }), ...soups(3) });
    expect(usagesOf('DERNIER')).toBe(3);
    // 3 soups (22.50 €), 10 % off: 20.25 €, the discount shown as a percentage (checkout 3).
    expect((await track(numberOf(taken))).body).toMatchObject({ total_price: 2025, discounts: { discount: 225, lines: [{ code: 'DERNIER', shown_as: 'percentage', amount: 225 }] } });
    engine!.cancel(numberOf(taken));
    engine!.cancel(numberOf(taken));
    expect(usagesOf('DERNIER')).toBe(2);
  });

  it('max_usages_per_customer 1: the same phone is refused no_usages_left the second time, another phone is not', async () => {
    const bienvenue = engine!.promotions.list('le-comptoir').find((stored) => stored.promotion.code === 'BIENVENUE10')!.promotion;
    engine!.promotions.create('le-comptoir', { ...bienvenue, id: 9, code: 'UNEFOIS', max_usages_per_customer: 1 });
    const withCode = (phone: string) => order({ phone, promotion_id: 9, customerExternalInfos: infos({ promoCodes: ['UNEFOIS'] }), ...soups(3) });
    expect((await withCode('+33612345678')).status).toBe(200);
    expect(await withCode('+33612345678')).toMatchObject({ status: 422, body: { err: 'promotion_error', data: 'no_usages_left' } });
    expect((await withCode('+33698765432')).status).toBe(200);
  });
});

describe('issue 18: the same pool, asked for by two orders at once over HTTP', () => {
  it('one order gets the 5 € pool of CMPT-1001; the other is refused naming customerExternalInfos.poolToUse', async () => {
    const withPool = () => order({ customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', pool: 500, poolToUse: 500 }), ...soups(2) });
    const answers = await Promise.all([withPool(), withPool()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({ error: 'unprocessable', field: 'customerExternalInfos.poolToUse' });
    expect(poolOf('CMPT-1001')).toBe(0);
  });

  it('the tracking answer carries the amount to pay: 2 soups (15 €) less 5 € of pool less 3 € of e-wallet is 7 €', async () => {
    const taken = await order({ customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', pool: 500, poolToUse: 500, eWalletToUse: 300 }), ...soups(2) });
    expect(taken.status).toBe(200);
    const tracked = (await track(numberOf(taken))).body;
    expect(tracked).toMatchObject({ total_price: 700, discounts: { discount: 0, pool_used: 500, e_wallet_used: 300, to_pay: 700, lines: [] } });
    expect(v.safeParse(orderDiscountsAnswer, tracked.discounts).success).toBe(true);
    expect(engine!.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ pool: 0, e_wallet_balance: 1200 });
  });

  it('an online payment given up (issue 22.2) gives the pool and the e-wallet back, once', async () => {
    const taken = await order({ ...onlineByCard, customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', pool: 500, poolToUse: 500, eWalletToUse: 300 }), ...soups(2) });
    expect(taken.status).toBe(200);
    const orderNumber = numberOf(taken);
    expect(poolOf('CMPT-1001')).toBe(0);
    await send('POST', PLATFORM_PATHS.giveUpPayment(orderNumber), {});
    await send('POST', PLATFORM_PATHS.giveUpPayment(orderNumber), {});
    engine!.cancel(orderNumber);
    expect(engine!.loyalty.show('le-comptoir', 'CMPT-1001')).toMatchObject({ pool: 500, e_wallet_balance: 1500 });
  });
});
