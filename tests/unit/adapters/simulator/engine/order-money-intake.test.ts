import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aTakeAwayPayload, burgerLine, soupLine } from '../../fixtures/order-payloads';
import { anEngine, thrownBy } from '../../fixtures/simulator-engines';

// Issue 18: the platform is the authority on an order's discounts, advantages, pool and e-wallet (order-money-intake.ts).
let engine: SimulatorEngine;
afterEach(() => engine.close());

type Extra = Partial<OrderPayload> & Record<string, unknown>;
const infos = (overrides: Record<string, unknown>) => ({ loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [], ...overrides });
const place = (overrides: Extra) => engine.placeOrder('le-comptoir', aTakeAwayPayload(overrides));
const placed = (overrides: Extra) => {
  const answer = place(overrides);
  if (!answer.accepted) throw new Error(`refused: ${JSON.stringify(answer.rejection)}`);
  return engine.exportOrders({ restaurantId: 'le-comptoir', limit: 100 }).find((each) => each.order_number === answer.order.order_number)!;
};
const fieldOf = (overrides: Extra) => {
  const error = thrownBy(() => place(overrides));
  return error instanceof SimulatorError ? `${error.kind} ${error.field}` : String(error);
};
const customer = (card: string) => engine.loyalty.show('le-comptoir', card);
const soups = (nb: number) => ({ products: { count: nb, data: [soupLine(nb)] } });
const burger = { products: { count: 1, data: [burgerLine(1)] } };
const advantage = (name: string, codePromo: string) => ({ name, codePromo, automatic: false });

describe('checkout 3, 5 and 7: the amount to pay is worked out again with core loyaltyTotals', () => {
  it('BIENVENUE10 on 3 soups (22.50 €): 10 % off, 20.25 € exported as the total, and one use of the code', () => {
    engine = anEngine();
    expect(placed({ promotion_id: 1, customerExternalInfos: infos({ promoCodes: ['BIENVENUE10'] }), ...soups(3) }).total).toBe(2025);
    expect(engine.promotions.list('le-comptoir').find((each) => each.promotion.id === 1)?.promotion.usages).toBe(1);
  });

  it('the advantage "Burger à -3 €" of CMPT-1001 takes 3 € off the burger (17 €) and spends its 150 points of 320', () => {
    engine = anEngine();
    const order = placed({ ...burger, externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', promoCodes: ['BURGER3'] }) });
    expect(order.total).toBe(1400);
    expect(customer('CMPT-1001').points).toBe(170);
  });

  it('no order without the right fields: each disagreement is a 422 naming its field, and nothing is debited', () => {
    engine = anEngine();
    const withCard = (overrides: Record<string, unknown>) => infos({ loyaltyCardNumber: 'CMPT-1001', ...overrides });
    expect(fieldOf({ ...soups(2), customerExternalInfos: withCard({ poolToUse: 501 }) })).toBe('unprocessable customerExternalInfos.poolToUse');
    expect(fieldOf({ ...soups(2), customerExternalInfos: withCard({ poolToUse: 12.5 }) })).toBe('unprocessable customerExternalInfos.poolToUse');
    expect(fieldOf({ ...soups(2), customerExternalInfos: infos({ poolToUse: 100 }) })).toBe('unprocessable customerExternalInfos.poolToUse');
    expect(fieldOf({ ...soups(2), customerExternalInfos: withCard({ eWalletToUse: 1501 }) })).toBe('unprocessable customerExternalInfos.eWalletToUse');
    expect(fieldOf({ ...soups(1), customerExternalInfos: withCard({ poolToUse: 500, eWalletToUse: 251 }) })).toBe('unprocessable customerExternalInfos.eWalletToUse');
    expect(fieldOf({ ...soups(2), customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-9999' }) })).toBe('unprocessable customerExternalInfos.loyaltyCardNumber');
    expect(fieldOf({ ...soups(2), customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1003' }) })).toBe('unprocessable customerExternalInfos.loyaltyCardNumber');
    expect(fieldOf({ ...burger, externalAdvantages: [advantage('Inconnu', 'BURGER3')], customerExternalInfos: withCard({ promoCodes: ['BURGER3'] }) })).toBe('unprocessable externalAdvantages.0.name');
    expect(fieldOf({ ...burger, externalAdvantages: [advantage('Burger à -3 €', 'CAFE3POUR2')], customerExternalInfos: withCard({ promoCodes: ['CAFE3POUR2'] }) })).toBe('unprocessable externalAdvantages.0.codePromo');
    expect(fieldOf({ ...burger, externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: withCard({ promoCodes: [] }) })).toBe('unprocessable customerExternalInfos.promoCodes');
    expect(customer('CMPT-1001')).toMatchObject({ points: 320, pool: 500, e_wallet_balance: 1500 });
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 100 })).toHaveLength(0);
  });

  it('checkout 5: the pool pays at most the order after its discount, never the tip (2 soups, 15 € pool staged: at most 15 €)', () => {
    engine = anEngine();
    engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { pool: 5000 });
    const withPool = (poolToUse: number) => ({ ...soups(2), tips: 200, customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', pool: 5000, poolToUse }) });
    expect(fieldOf(withPool(1501))).toBe('unprocessable customerExternalInfos.poolToUse');
    expect(placed(withPool(1500)).total).toBe(200);
  });

  it('checkout 4: a fraud advantage blocks the offers; checkout 5: not enough points refuses the advantage', () => {
    engine = anEngine();
    const blocked = { ...burger, externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1002', promoCodes: ['BURGER3'] }) };
    expect(fieldOf(blocked)).toBe('unprocessable externalAdvantages');
    engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { points: 149 });
    const poor = { ...burger, externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', promoCodes: ['BURGER3'] }) };
    expect(fieldOf(poor)).toBe('unprocessable externalAdvantages');
  });

  it("an advantage's code that does not apply to the order is checkout 8's promotion_error with its key", () => {
    engine = anEngine();
    const answer = place({ ...soups(2), externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', promoCodes: ['BURGER3'] }) });
    expect(answer).toMatchObject({ accepted: false, rejection: { err: 'promotion_error', data: 'no_matching_products' } });
    expect(customer('CMPT-1001').points).toBe(320);
  });

  it('canceled, the order gives back its points, once', () => {
    engine = anEngine();
    const order = placed({ ...burger, externalAdvantages: [advantage('Burger à -3 €', 'BURGER3')], customerExternalInfos: infos({ loyaltyCardNumber: 'CMPT-1001', promoCodes: ['BURGER3'] }) });
    engine.cancel(order.order_number);
    engine.cancel(order.order_number);
    expect(customer('CMPT-1001').points).toBe(320);
  });
});
