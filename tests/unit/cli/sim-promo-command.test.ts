import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

/** The burger (16.50) with its default options, as the check's lines carry them (issue 18). */
const BURGER = { product_id: 1101, nb: 1, options: [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [201] }, { option_id: 3, item_ids: [301] }] };

describe('ordering sim promo create|list|disable (issue 18: the simulator runs a promotion programme)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;
  const stored = (code: string) => simulator.engine.promotions.list('le-comptoir').find((each) => each.promotion.code === code)?.promotion;

  it("lists Le Comptoir's codes, one of each discount type, from its file", async () => {
    const listed = await runCliCaptured(over('sim', 'promo', 'list', '--restaurant', 'le-comptoir'));
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toEqual([
      'BIENVENUE10 (percent, 10 %) active, 0 uses, file: 10% off orders from €20',
      'BURGER3 (currency, 3.00 off) active, 0 uses, file: €3 off a burger, take away or delivered',
      'CAFE3POUR2 (quantity, 1 free for every 3) active, 0 uses, file: Three coffees for the price of two',
      'MOUSSEOFFERTE (gifts, gift 1× 1402) active, 0/50 uses, file: A free chocolate mousse from €30',
    ]);
  });

  it('creates codes of each type on a running simulator, which then checks them, and disables one', async () => {
    const created = await runCliCaptured(
      over('sim', 'promo', 'create', '--restaurant', 'le-comptoir', '--code', 'noel', '--type', 'currency', '--discount', '2.50', '--minimum', '10.00', '--products', '1101,1102', '--order-types', '3', '--max-usages', '10', '--until', '2027-12-31'),
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Promo code created at le-comptoir: NOEL (currency, 2.50 off) active, 0/10 uses, staged' });
    expect(stored('NOEL')).toMatchObject({ id: 5, discount: 250, minimum_price: 1000, matching_product_ids: [1101, 1102], order_type_ids: [3], valid_until: '2027-12-31' });
    expect((await runCliCaptured(over('sim', 'promo', 'create', '--restaurant', 'le-comptoir', '--code', 'TROIS', '--type', 'quantity', '--discount', '1', '--buy', '3'))).code).toBe(0);
    expect((await runCliCaptured(over('sim', 'promo', 'create', '--restaurant', 'le-comptoir', '--code', 'CADEAU', '--type', 'gifts', '--gift', '1401,1402'))).code).toBe(0);
    expect(stored('CADEAU')).toMatchObject({ id: 7, discount_type: 'gifts', products_offered: [{ product_id: 1401, quantity: 1 }, { product_id: 1402, quantity: 1 }] });
    expect(simulator.engine.promotions.check('le-comptoir', { code: 'noel', order_types_id: 3, products: [BURGER] })).toMatchObject({ success: true });

    expect(await runCliCaptured(over('sim', 'promo', 'disable', 'Noel', '--restaurant', 'le-comptoir'))).toMatchObject({ code: 0, stdout: 'Promo code disabled: NOEL (currency, 2.50 off) disabled, 0/10 uses, staged' });
    expect(simulator.engine.promotions.check('le-comptoir', { code: 'NOEL', order_types_id: 3, products: [BURGER] })).toEqual({ success: false, error: 'invalid_promo_code' });
    expect(JSON.parse((await runCliCaptured(over('--json', 'sim', 'promo', 'list', '--restaurant', 'le-comptoir'))).stdout)).toHaveLength(7);
  });

  it('refuses what the simulator or the options refuse: one line on stderr naming the field, a non-zero exit', async () => {
    const create = (...options: string[]) => runCliCaptured(over('sim', 'promo', 'create', '--restaurant', 'le-comptoir', ...options));
    expect(await create('--code', 'X', '--type', 'percent', '--discount', '120')).toMatchObject({ code: 1, stderr: ['error: discount: Invalid value: Expected <=100 but received 120'] });
    expect(await create('--code', 'X', '--type', 'gifts', '--gift', '4242')).toMatchObject({ code: 1, stderr: ['error: products_offered.0.product_id: no product 4242 on the menu'] });
    expect(await create('--code', 'burger3', '--type', 'percent', '--discount', '5')).toMatchObject({ code: 1 });
    expect(await create('--code', 'X', '--type', 'quantity', '--discount', '1')).toMatchObject({ code: 1, stderr: ['error: quantity needs --buy <units>'] });
    expect(await create('--code', 'X', '--type', 'gifts')).toMatchObject({ code: 1, stderr: ['error: gifts need --gift <productIds>'] });
    expect((await create('--code', 'X', '--type', 'refund', '--discount', '1')).code).not.toBe(0);
    expect(await runCliCaptured(over('sim', 'promo', 'disable', 'NOPE', '--restaurant', 'le-comptoir'))).toMatchObject({ code: 1, stderr: ['error: le-comptoir has no code NOPE'] });
    expect((await runCliCaptured(over('sim', 'promo', 'list', '--restaurant', 'nowhere'))).code).toBe(1);
    expect(simulator.engine.promotions.list('le-comptoir')).toHaveLength(4);
  });
});
