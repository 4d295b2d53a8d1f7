import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAGING_HEADER } from '../../../../../adapters/simulator/admin/simulator-admin';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

let server: RunningSimulatorServer;
let engine: ReturnType<typeof anEngine>;

beforeEach(async () => {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
});
afterEach(async () => {
  await server.close();
  engine.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const check = (body: unknown, restaurant = 'le-comptoir') => post(`cc_promotions/check?restaurant_token=${restaurant}`, body);
const stage = (body: unknown) => post('_simulator/restaurants/le-comptoir/promotions', body, { [STAGING_HEADER.name]: STAGING_HEADER.value });
/** The burger (16.50) medium with fries and mayonnaise, its default options; an espresso (2.20), which has none. */
const burger = { product_id: 1101, nb: 1, options: [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [201] }, { option_id: 3, item_ids: [301] }] };
const coffee = { product_id: 2201, nb: 1, options: [] };
const takeAway = (products: unknown[], code: string, infos?: unknown) => ({ code, order_types_id: 3, products, ...(infos !== undefined && { infos }) });
/** Le Comptoir's set menu, three courses (24.90), the burrata (+2.00), the burger with truffle mash (+2.50) and a third sauce (+0.50): 29.90. */
const setMenu = {
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

describe('checkout 7 "Promo code check": POST /cc_promotions/check on the simulator', () => {
  it('answers the promotion when the code applies, whatever its case and spaces', async () => {
    const answer = await check(takeAway([burger, { ...burger, product_id: 1201, options: burger.options.slice(0, 2) }], ' bienvenue10 '));
    expect(answer).toMatchObject({ status: 200, body: { success: true, promotion: { code: 'BIENVENUE10', discount_type: 'percent', discount: 10 } } });
  });

  it('answers each checkout 8 key a check can give', async () => {
    await stage({ id: 50, code: 'RESERVED', discount_type: 'currency', discount: 100, reserved_for: { email: 'ada@example.com' } });
    await stage({ id: 51, code: 'SPENT', discount_type: 'currency', discount: 100, max_usages: 5, usages: 5 });
    await post('_simulator/restaurants/le-comptoir/promotions/CAFE3POUR2/disable', {}, { [STAGING_HEADER.name]: STAGING_HEADER.value });
    const errors = [
      await check(takeAway([burger], 'NOSUCHCODE')),
      await check(takeAway([coffee], 'CAFE3POUR2')),
      await check(takeAway([burger], 'RESERVED', { email: 'bob@example.com' })),
      await check(takeAway([burger], 'SPENT')),
      await check(takeAway([burger], 'BIENVENUE10')),
      await check(takeAway([coffee], 'BURGER3')),
      await check({ ...takeAway([burger], 'BURGER3'), order_types_id: 1 }),
    ].map((answer) => [answer.status, answer.body.error]);
    expect(errors).toEqual([
      [200, 'invalid_promo_code'],
      [200, 'invalid_promo_code'],
      [200, 'infos_not_matching'],
      [200, 'no_usages_left'],
      [200, 'price_too_low'],
      [200, 'no_matching_products'],
      [200, 'order_type_not_matching'],
    ]);
    expect((await check(takeAway([burger], 'RESERVED', { email: 'ADA@example.com' }))).body.success).toBe(true);
  });

  it('prices the lines from the menu, never from the client, with prices staged on the menu', async () => {
    // The burger is 16.50: below BIENVENUE10's 20 € minimum, whatever unit_price the client adds.
    expect((await check(takeAway([{ ...burger, unit_price: 5000 }], 'BIENVENUE10'))).body.error).toBe('price_too_low');
    engine.setPrice('le-comptoir', 1101, 2100);
    expect((await check(takeAway([burger], 'BIENVENUE10'))).body.success).toBe(true);
  });

  it('issue 18: prices each line as the intake does, a set menu with its steps, supplements and options (29.90 takes BIENVENUE10)', async () => {
    expect(await check(takeAway([setMenu], 'BIENVENUE10'))).toMatchObject({ status: 200, body: { success: true, promotion: { code: 'BIENVENUE10' } } });
    // The same set menu with two courses and no extra is 19.90: below the 20 € minimum.
    const twoCourses = { ...setMenu, menu_price_id: 2, products: [{ product_id: 1301, menu_choice_id: 2, options: [] }, { product_id: 1402, menu_choice_id: 3, options: [] }] };
    expect((await check(takeAway([twoCourses], 'BIENVENUE10'))).body.error).toBe('price_too_low');
    // A product's options count: the burger (16.50) with truffle mash (2.50) and a bacon (2.00) is 21.00.
    const dressed = { ...burger, options: [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [203] }, { option_id: 4, item_ids: [401] }] };
    expect((await check(takeAway([dressed], 'BIENVENUE10'))).body.success).toBe(true);
  });

  it('refuses a request it cannot read with 400 naming the field, and an unknown establishment with 404', async () => {
    const refusals = [
      await check({ order_types_id: 3, products: [burger] }),
      await check(takeAway([{ ...burger, nb: 0 }], 'X')),
      await check(takeAway([{ ...burger, nb: 100 }], 'X')),
      await check(takeAway([{ product_id: 1101, nb: 1 }], 'X')),
      await check(takeAway([{ ...setMenu, products: [] }], 'X')),
      await check({ ...takeAway([burger], 'X'), order_types_id: 4 }),
      await check(takeAway(Array.from({ length: 101 }, () => burger), 'X')),
      await check(takeAway([burger], 'X'.repeat(81))),
      await check(takeAway([burger], 'X', { email: 'a'.repeat(201) })),
      await post('cc_promotions/check', takeAway([burger], 'X')),
    ].map((answer) => [answer.status, answer.body.field]);
    expect(refusals).toEqual([
      [400, 'code'],
      [400, 'products.0.nb'],
      [400, 'products.0.nb'],
      [400, 'products.0.options'],
      [400, 'products.0.products'],
      [400, 'order_types_id'],
      [400, 'products'],
      [400, 'code'],
      [400, 'infos.email'],
      [400, 'restaurant_token'],
    ]);
    expect((await check(takeAway([burger], 'X'), 'nowhere')).status).toBe(404);
  });

  it('issue 18: a line that does not fit the menu is a 422 naming its field, as at the order intake', async () => {
    const refusals = [
      await check(takeAway([coffee, { ...burger, product_id: 999 }], 'BIENVENUE10')),
      await check(takeAway([{ ...burger, options: [{ option_id: 1, item_ids: [103] }] }], 'BIENVENUE10')),
      await check(takeAway([{ ...burger, options: [...burger.options, { option_id: 7, item_ids: [701] }] }], 'BIENVENUE10')),
      await check(takeAway([{ ...coffee, product_id: 1405 }], 'BIENVENUE10')),
      await check(takeAway([{ ...setMenu, menu_price_id: 9 }], 'BIENVENUE10')),
      await check(takeAway([{ ...setMenu, menu_price_id: 1 }], 'BIENVENUE10')),
      await check(takeAway([{ ...setMenu, products: [setMenu.products[0], { ...setMenu.products[1], product_id: 1401 }, setMenu.products[2]] }], 'BIENVENUE10')),
      await check(takeAway([{ ...setMenu, products: [setMenu.products[0], { ...setMenu.products[1], options: [] }, setMenu.products[2]] }], 'BIENVENUE10')),
    ].map((answer) => [answer.status, answer.body.error, answer.body.field]);
    expect(refusals).toEqual([
      [422, 'unprocessable', 'products.1.product_id'],
      [422, 'unprocessable', 'products.0.options'],
      [422, 'unprocessable', 'products.0.options'],
      [422, 'unprocessable', 'products.0.product_id'],
      [422, 'unprocessable', 'products.0.menu_price_id'],
      [422, 'unprocessable', 'products.0.products'],
      [422, 'unprocessable', 'products.0.products.1.product_id'],
      [422, 'unprocessable', 'products.0.products.1.options'],
    ]);
  });
});

describe('staging the promotions (ordering sim promo)', () => {
  it('creates, lists and disables codes, behind the staging guard', async () => {
    expect(await stage({ id: 60, code: 'noel', discount_type: 'percent', discount: 12.5 })).toMatchObject({ status: 201, body: { code: 'NOEL', origin: 'staged', active: true } });
    expect((await stage({ id: 61, code: 'NOEL', discount_type: 'percent', discount: 5 })).status).toBe(422);
    expect(await stage({ id: 62, code: 'BAD', discount_type: 'percent', discount: 120 })).toMatchObject({ status: 400, body: { field: 'discount' } });
    expect(await stage({ id: 63, code: 'BAD', discount_type: 'refund', discount: 1 })).toMatchObject({ status: 400, body: { field: 'discount_type' } });
    expect(await stage({ id: 64, code: 'GIFT', discount_type: 'gifts', products_offered: [{ product_id: 999, quantity: 1 }] })).toMatchObject({
      status: 400,
      body: { field: 'products_offered.0.product_id' },
    });
    const list = await fetch(new URL('_simulator/restaurants/le-comptoir/promotions', server.url), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
    expect(((await list.json()) as { code: string }[]).map((promotion) => promotion.code)).toEqual(['BIENVENUE10', 'BURGER3', 'CAFE3POUR2', 'MOUSSEOFFERTE', 'NOEL']);
    expect((await post('_simulator/restaurants/le-comptoir/promotions/noel/disable', {}, { [STAGING_HEADER.name]: STAGING_HEADER.value })).body).toMatchObject({ code: 'NOEL', active: false });
    expect((await post('_simulator/restaurants/le-comptoir/promotions/NONE/disable', {}, { [STAGING_HEADER.name]: STAGING_HEADER.value })).status).toBe(404);
    expect((await post('_simulator/restaurants/le-comptoir/promotions', { id: 70, code: 'X', discount_type: 'percent', discount: 1 })).status).toBe(403);
  });
});
