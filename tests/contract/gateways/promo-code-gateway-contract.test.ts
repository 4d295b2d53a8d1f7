import { afterEach, describe, expect, it } from 'vitest';
import { HttpPromoCodeGateway } from '../../../adapters/http/http-promo-code-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { PLATFORM_PATHS } from '../../../adapters/platform-api/platform-api';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessPromoCodeGateway } from '../../../adapters/simulator/in-process/in-process-promo-code-gateway';
import { startSimulator } from '../../../config/simulator';
import type { LineComposition, OrderFormulaLine } from '../../../core/domain/order/order-payload';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { PromoCodeCheckRequest, PromoCodeGateway } from '../../../core/ports/promo-code-gateway';
import { aTakeAwayPayload } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

/** A gateway, and how the same platform takes an order (in process: the engine; over HTTP: POST {id}/order/), answered as { accepted, order }. */
type Made = { readonly promo: PromoCodeGateway; placeOrder(body: unknown): Promise<Record<string, unknown>>; close(): Promise<void> };

const implementations: readonly (readonly [string, (engine: SimulatorEngine) => Promise<Made>])[] = [
  [
    'in-process simulator',
    async (engine) => ({
      promo: new InProcessPromoCodeGateway(engine.promotions),
      placeOrder: async (body) => structuredClone(engine.placeOrder('le-comptoir', body)) as unknown as Record<string, unknown>,
      close: async () => undefined,
    }),
  ],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return {
        promo: new HttpPromoCodeGateway(new PlatformHttpClient({ baseUrl: server.url })),
        placeOrder: async (body) => {
          const response = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          const answer = (await response.json()) as Record<string, unknown>;
          // checkout 7: an order taken is 200 with its data; anything else is kept as it came.
          return response.status === 200 && 'data' in answer ? { accepted: true, order: answer.data } : { status: response.status, ...answer };
        },
        close: () => server.close(),
      };
    },
  ],
];

/**
 * Le Comptoir's lunch set menu, the three courses (24.90): the burrata (+2.00 at its step), the burger rare
 * with truffle mash (+2.50) and three sauces (the third +0.50), the chocolate mousse: 29.90, above
 * BIENVENUE10's 20 € minimum, though its cheapest price choice (19.90) is below it.
 */
const SET_MENU: Extract<LineComposition, { type: 'menu' }> = {
  type: 'menu',
  product_id: 3001,
  menu_price_id: 3,
  nb: 1,
  products: [
    { product_id: 1003, menu_choice_id: 1, options: [] },
    { product_id: 1101, menu_choice_id: 2, options: [{ option_id: 1, item_ids: [102] }, { option_id: 2, item_ids: [203] }, { option_id: 3, item_ids: [301, 302, 303] }] },
    { product_id: 1402, menu_choice_id: 3, options: [] },
  ],
};
const aCheck = (lines: readonly LineComposition[], code = 'BIENVENUE10'): PromoCodeCheckRequest => ({ code, infos: { email: '', phone: '', loyaltyCardNumber: '' }, orderTypeId: OrderTypeId.takeAway, lines });

// checkout 7 "Promo code check" and checkout 3 (issue 18): the check prices each line as the intake does.
describe.each(implementations)('PromoCodeGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let made: Made;
  afterEach(async () => {
    await made.close();
    engine.close();
  });
  const start = async () => {
    engine = anEngine();
    made = await make(engine);
    return made;
  };

  it('issue 18: the set menu at 29.90 with its options takes BIENVENUE10 at the check, and the intake takes the order with it', async () => {
    const { promo, placeOrder } = await start();
    expect(await promo.check('le-comptoir', aCheck([SET_MENU]))).toMatchObject({ ok: true, value: { id: 1, code: 'BIENVENUE10' } });
    const line: OrderFormulaLine = { ...SET_MENU, name: 'Formule du midi', unit_price: 2990 };
    const answer = await placeOrder(
      aTakeAwayPayload({ products: { count: 1, data: [line] }, promotion_id: 1, customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: ['BIENVENUE10'] } }),
    );
    expect(answer).toMatchObject({ accepted: true });
    const orderNumber = (answer as { order: { order_number: string } }).order.order_number;
    expect(engine.trackAnswer('le-comptoir', orderNumber)).toMatchObject({ discounts: { discount: 299, to_pay: 2691 } });
  });

  it('the set menu\'s cheapest choice (19.90) stays below the minimum: price_too_low', async () => {
    const { promo } = await start();
    const twoCourses: LineComposition = { ...SET_MENU, menu_price_id: 2, products: [{ product_id: 1301, menu_choice_id: 2, options: [] }, { product_id: 1402, menu_choice_id: 3, options: [] }] };
    expect(await promo.check('le-comptoir', aCheck([twoCourses]))).toEqual({ ok: false, error: 'price_too_low' });
  });

  it('a line that does not fit the menu is a GatewayError naming its field', async () => {
    const { promo } = await start();
    const badStep = { ...SET_MENU, products: [SET_MENU.products[0], { ...SET_MENU.products[1], options: [] }, SET_MENU.products[2]] };
    await expect(promo.check('le-comptoir', aCheck([badStep]))).rejects.toMatchObject({ name: 'GatewayError', kind: 'bad_request', field: 'products.0.products.1.options' });
  });
});
