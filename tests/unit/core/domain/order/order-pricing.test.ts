import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { OrderFormulaLine, OrderPayload } from '../../../../../core/domain/order/order-payload';
import { priceComposition, priceOrder, unavailableDishes } from '../../../../../core/domain/order/order-pricing';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aDeliveryPayload, aTakeAwayPayload, burgerLine, soupLine, withLines } from '../../../adapters/fixtures/order-payloads';

const { catalogue, settings } = leComptoir;
const takeAway = settings.orderTypes.find((type) => type.id === OrderTypeId.takeAway)!;
const delivery = settings.orderTypes.find((type) => type.id === OrderTypeId.delivery)!;

/** The lunch set menu (3001): starter + main at 19.90 €, or starter + main + dessert at 24.90 €. */
function lunch(overrides: Partial<OrderFormulaLine> = {}): OrderFormulaLine {
  return {
    type: 'menu',
    product_id: 3001,
    menu_price_id: 1,
    name: 'Formule du midi',
    nb: 1,
    unit_price: 1990,
    products: [
      { product_id: 1001, menu_choice_id: 1, options: [] },
      { product_id: 1202, menu_choice_id: 2, options: [{ option_id: 2, item_ids: [201] }] },
    ],
    ...overrides,
  };
}

const priced = (payload: OrderPayload, orderType = takeAway) => priceOrder(catalogue, orderType, payload);

describe('priceOrder: one pricing rule for the storefront, the CLI and the simulator (issue 5 point 5)', () => {
  it('prices lines with their options and extras, and totals them in cents', () => {
    expect(priced(withLines(aTakeAwayPayload(), soupLine(2), burgerLine(1)))).toMatchObject({ ok: true, value: { subtotal: 3200, deliveryCost: 0, tips: 0, total: 3200, itemCount: 3 } });
  });

  it('browsing 4: a formula costs its price choice plus the supplements of its dishes and their options', () => {
    expect(priced(withLines(aTakeAwayPayload(), lunch()))).toMatchObject({ ok: true, value: { subtotal: 1990, lines: [{ kind: 'menu', name: 'Formule du midi', dishes: [1001, 1202] }] } });
    // The burrata is a 2 € supplement; the truffle mash side 2.50 €.
    const supplements = lunch({
      unit_price: 1990 + 200 + 250,
      products: [
        { product_id: 1003, menu_choice_id: 1, options: [] },
        { product_id: 1202, menu_choice_id: 2, options: [{ option_id: 2, item_ids: [203] }] },
      ],
    });
    expect(priced(withLines(aTakeAwayPayload(), supplements))).toMatchObject({ ok: true, value: { subtotal: 2440 } });
  });

  it('browsing 4: the steps picked must be those of the price choice, one dish per step', () => {
    const threeSteps = lunch({ products: [...lunch().products, { product_id: 1401, menu_choice_id: 3, options: [] }] });
    expect(priced(withLines(aTakeAwayPayload(), threeSteps))).toMatchObject({ ok: false, error: { field: 'products.data.0.products', productIntegrity: true } });
    expect(priced(withLines(aTakeAwayPayload(), { ...threeSteps, menu_price_id: 3, unit_price: 2490 }))).toMatchObject({ ok: true });
  });

  it.each([
    ['a dish not offered at its step', lunch({ products: [{ product_id: 1101, menu_choice_id: 1, options: [] }, lunch().products[1]!] }), 'products.data.0.products.0.product_id'],
    ['a price choice the formula has not', lunch({ menu_price_id: 9 }), 'products.data.0.menu_price_id'],
    ['a formula that does not exist', lunch({ product_id: 1001 }), 'products.data.0.product_id'],
    ['a mandatory option left out on a dish', lunch({ products: [lunch().products[0]!, { product_id: 1202, menu_choice_id: 2, options: [] }] }), 'products.data.0.products.1.options'],
    ['the wrong price', lunch({ unit_price: 1500 }), 'products.data.0.unit_price'],
    ['another name', lunch({ name: 'Free lunch' }), 'products.data.0.name'],
  ])('%s is product integrity on %s', (_what, line, field) => {
    expect(priced(withLines(aTakeAwayPayload(), line))).toMatchObject({ ok: false, error: { field, productIntegrity: true } });
  });

  it('checkout 5: delivery costs 3.90 € below 40 €, nothing from 40 €; the address carries the same cost', () => {
    expect(priced(aDeliveryPayload(), delivery)).toMatchObject({ ok: true, value: { subtotal: 1700, deliveryCost: 390, total: 2090 } });
    expect(priced(aDeliveryPayload({ delivery_cost: 0 }), delivery)).toMatchObject({ ok: false, error: { field: 'delivery_cost', productIntegrity: false } });
  });

  it('unavailableDishes counts every line and formula dish of a product together against its stock', () => {
    const soldOutSoup = { ...catalogue, products: catalogue.products.map((p) => (p.id === 1001 ? { ...p, stock: { number_available: 2 } } : p)) };
    const order = priceOrder(soldOutSoup, takeAway, withLines(aTakeAwayPayload(), soupLine(2), lunch()));
    expect(order.ok && unavailableDishes(soldOutSoup, order.value)).toEqual([1001]);
  });
});

// Issue 18: the promo code check and the loyalty order calculation price a line with the intake's own rule.
describe('priceComposition: a line without what the client says of it (name, unit price)', () => {
  it('prices it as priceOrder prices the line, and names a problem under the field given', () => {
    const { name: _name, unit_price: _price, ...composition } = lunch({ menu_price_id: 1, products: [{ product_id: 1003, menu_choice_id: 1, options: [] }, { product_id: 1202, menu_choice_id: 2, options: [{ option_id: 2, item_ids: [203] }] }] });
    expect(priceComposition(catalogue, { ...composition, nb: 2 }, 'products.0')).toMatchObject({ ok: true, value: { kind: 'menu', productId: 3001, nb: 2, unitPrice: 1990 + 200 + 250, total: 2 * 2440, dishes: [1003, 1202] } });
    expect(priceComposition(catalogue, { product_id: 1101, nb: 1, options: [{ option_id: 1, item_ids: [103] }] }, 'products.3')).toEqual({
      ok: false,
      error: { field: 'products.3.options', message: 'these options do not fit the product (browsing 4-5)', productIntegrity: true },
    });
  });
});
