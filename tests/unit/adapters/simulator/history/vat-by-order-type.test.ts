import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { orderListAnswer } from '../../../../../adapters/platform-api/order-history-api';
import { historyTaxes } from '../../../../../core/domain/account/history-receipt';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aLine, aTakeAwayPayload, withLines } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

const DEMO = { email: 'claire.martin@example.com', password: 'Comptoir2026', restaurantToken: 'le-comptoir' };

/** Le Comptoir's products without options, in stock, with the rates French law gives them (the table under test). */
const RATES: Readonly<Record<number, { readonly price: number; readonly eatIn: number; readonly away: number }>> = {
  1001: { price: 750, eatIn: 10, away: 10 }, // a soup served hot: eaten at once, 10 % either way
  1401: { price: 700, eatIn: 10, away: 10 },
  2101: { price: 450, eatIn: 10, away: 5.5 }, // bottled soft drinks taken away keep: 5.5 %
  2102: { price: 400, eatIn: 10, away: 5.5 },
  2103: { price: 350, eatIn: 10, away: 5.5 },
  2201: { price: 220, eatIn: 10, away: 10 }, // a coffee in a cup: 10 %
  2301: { price: 600, eatIn: 20, away: 20 }, // alcohol: 20 % whatever the order type
  2302: { price: 850, eatIn: 20, away: 20 },
};
const IDS = Object.keys(RATES).map(Number);

describe('issue 20 item 6: the storefront’s VAT by rate agrees with what the platform recorded (Le Comptoir)', () => {
  let engine: SimulatorEngine;
  let accessToken: string;
  let userId: string;
  beforeAll(async () => {
    engine = anEngine();
    const user = (await engine.accounts.login('le-comptoir', DEMO, { ip: 'test' })).user;
    accessToken = user.accessToken;
    userId = user.id;
  }, 20_000);
  afterAll(() => engine.close());

  it('the demo file gives the take-away rate only to bottled drinks and the king cake, a percentage', () => {
    const withAway = leComptoir.catalogue.products.filter((product) => (product.vat_rate_take_away ?? null) !== null).map((product) => [product.id, product.vat_rate, product.vat_rate_take_away]);
    expect(withAway).toEqual([[1404, 10, 5.5], [2101, 10, 5.5], [2102, 10, 5.5], [2103, 10, 5.5]]);
  });

  it('for any basket taken away or eaten in: each rate holds its lines, the tax inside, and nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...IDS), nb: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(OrderTypeId.takeAway, OrderTypeId.onPlace),
        (picks, orderType) => {
          const lines = picks.map((pick) => aLine(pick.id, pick.nb, RATES[pick.id]!.price));
          const payload = withLines(aTakeAwayPayload({ userId, order_types_id: orderType, table_information: orderType === OrderTypeId.onPlace ? '7' : null }), ...lines);
          const placed = engine.placeOrder('le-comptoir', payload, { accessToken });
          if (!placed.accepted) throw new Error(`refused: ${JSON.stringify(placed)}`);
          const orderNumber = placed.order.order_number;
          // The storefront reads the history through its own boundary check, then works out the VAT by rate.
          const answer = v.parse(orderListAnswer, JSON.parse(JSON.stringify(engine.customerOrders('le-comptoir', accessToken, { take: '50' }))));
          const order = answer.items.find((item) => item.orderInfo.orderNumber === orderNumber);
          expect(order, orderNumber).toBeDefined();
          expect(order!.orderInfo.orderType).toBe(orderType === OrderTypeId.takeAway ? 'take_away' : 'on_place');
          const expected = new Map<number, number>();
          for (const pick of picks) {
            const rate = orderType === OrderTypeId.takeAway ? RATES[pick.id]!.away : RATES[pick.id]!.eatIn;
            expected.set(rate, (expected.get(rate) ?? 0) + RATES[pick.id]!.price * pick.nb);
          }
          const { taxes, untaxed } = historyTaxes(order!);
          expect(taxes.map((tax) => [tax.rate, tax.total])).toEqual([...expected.entries()].sort(([a], [b]) => a - b));
          for (const tax of taxes) {
            expect(tax.tax).toBe(Math.round((tax.total * tax.rate) / (100 + tax.rate)));
            expect(tax.base + tax.tax).toBe(tax.total);
          }
          expect(taxes.reduce((sum, tax) => sum + tax.total, 0) + untaxed).toBe(order!.paymentInfo.totalPrice);
        },
      ),
      { numRuns: 30, seed: 20 },
    );
  }, 60_000);
});
