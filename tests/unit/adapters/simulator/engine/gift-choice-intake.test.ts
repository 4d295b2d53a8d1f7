import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aTakeAwayPayload, soupLine } from '../../fixtures/order-payloads';
import { anEngine, thrownBy } from '../../fixtures/simulator-engines';

// Issue 18, checkout 4: the gift an advantage gives is the one the customer picked (order-money-intake.ts withGiftChosen).
let engine: SimulatorEngine;
afterEach(() => engine.close());

const MOUSSE = 1402;
const mousseOfferte = (giftProductId?: number): NonNullable<OrderPayload['externalAdvantages']>[number] => ({ name: 'Mousse offerte', codePromo: 'MOUSSEOFFERTE', automatic: false, ...(giftProductId !== undefined && { giftProductId }) });
/** 5 soups (37.50 €, above MOUSSEOFFERTE's 30 €) with the advantage, by CMPT-1001 staged with the 500 points it needs. */
const withMousse = (advantage: NonNullable<OrderPayload['externalAdvantages']>[number]) =>
  aTakeAwayPayload({
    products: { count: 5, data: [soupLine(5)] },
    customerExternalInfos: { loyaltyCardNumber: 'CMPT-1001', pool: 500, poolToUse: 0, promoCodes: ['MOUSSEOFFERTE'] },
    externalAdvantages: [advantage],
  });
const fieldOf = (payload: OrderPayload) => {
  const error = thrownBy(() => engine.placeOrder('le-comptoir', payload));
  return error instanceof SimulatorError ? `${error.kind} ${error.field}` : String(error);
};

describe('checkout 4: the gift of an advantage is the product picked (giftProductId)', () => {
  it('the product picked, one of the promotion\'s, is given at 0 and the points spent', () => {
    engine = anEngine();
    engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { points: 600 });
    const answer = engine.placeOrder('le-comptoir', withMousse(mousseOfferte(MOUSSE)));
    expect(answer.accepted, JSON.stringify(answer)).toBe(true);
    const order = engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })[0]!;
    expect(order.total).toBe(3750);
    expect(engine.loyalty.show('le-comptoir', 'CMPT-1001').points).toBe(100);
  });

  it('the platform names the gift it gives (not one of the order\'s lines), so the confirmation and the receipts name it', () => {
    engine = anEngine();
    engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { points: 600 });
    const answer = engine.placeOrder('le-comptoir', withMousse(mousseOfferte(MOUSSE)));
    if (!answer.accepted) throw new Error(JSON.stringify(answer));
    const gifts = engine.trackAnswer('le-comptoir', answer.order.order_number).discounts?.lines.flatMap((line) => line.gifts);
    expect(gifts).toEqual([{ product_id: MOUSSE, quantity: 1, name: expect.stringMatching(/\S/) }]);
    expect(gifts?.[0]?.name).not.toMatch(/^#/);
  });

  it('a product the promotion does not offer, or no product id, is a 422 or 400 naming giftProductId; nothing is debited', () => {
    engine = anEngine();
    engine.loyalty.setBalances('le-comptoir', 'CMPT-1001', { points: 600 });
    expect(fieldOf(withMousse(mousseOfferte(1001)))).toBe('unprocessable externalAdvantages.0.giftProductId');
    expect(fieldOf(withMousse(mousseOfferte(0)))).toBe('bad_request externalAdvantages.0.giftProductId');
    expect(fieldOf(withMousse(mousseOfferte(14.5)))).toBe('bad_request externalAdvantages.0.giftProductId');
    expect(engine.loyalty.show('le-comptoir', 'CMPT-1001').points).toBe(600);
    expect(engine.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(0);
  });
});
