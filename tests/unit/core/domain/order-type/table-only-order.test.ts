import { describe, expect, it } from 'vitest';
import { buildTableOnlyPayload, isTableOnlyOrder, tableOnlyProblem } from '../../../../../core/domain/order-type/table-only-order';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { checkOrderIntake } from '../../../../../adapters/simulator/engine/order-intake';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

const onPlace = aRestaurant({ orderTypes: [anOrderType(), anOrderType({ id: OrderTypeId.onPlace })] });
const context = { basket: aBasketWith([aBasketEntry(aBasketProduct(), 2)]), totals: someBasketTotals(), metricsUuid: 'm-1' };

describe('table-only order (checkout 2 "Table-number modal", checkout 3)', () => {
  it('checkout 3: cc_type, table_information, name, phone 0, email and comment empty, paid on the spot', () => {
    const payload = buildTableOnlyPayload(onPlace, ' 12 ', context);
    expect(payload).toMatchObject({
      order_types_id: OrderTypeId.onPlace,
      table_information: '12',
      name: 'Table 12',
      phone: '0',
      email: '',
      comment: '',
      cc_type: 'click_and_collect',
      tips: 0,
      payement_infos: { type: 'ONSPOT' },
    });
    expect(payload.products.count).toBe(2);
    expect(isTableOnlyOrder(payload)).toBe(true);
  });

  it('checkout 5: the table-number modal requires a valid number', () => {
    expect(tableOnlyProblem(onPlace, '12')).toBeNull();
    for (const table of ['', '0', 'douze', '-3']) expect(tableOnlyProblem(onPlace, table)).toBe('incorrect_table_number');
    expect(tableOnlyProblem(aRestaurant(), '12')).toBe('order_type_unavailable');
  });

  it('the platform takes a table-only order without the name and phone the restaurant requires otherwise', () => {
    const line = { product_id: 2101, name: 'Limonade artisanale', nb: 1, unit_price: 450, options: [] };
    const payload = { ...buildTableOnlyPayload(leComptoir.settings, '7', context), products: { count: 1, data: [line] } };
    expect(checkOrderIntake(leComptoir.settings, leComptoir.catalogue, payload).accepted).toBe(true);
    // Phone 0 is no phone for any other order.
    expect(() => checkOrderIntake(leComptoir.settings, leComptoir.catalogue, { ...payload, order_types_id: OrderTypeId.takeAway, table_information: null, payement_infos: { ...payload.payement_infos, provider_id: 1 } })).toThrow();
  });
});
