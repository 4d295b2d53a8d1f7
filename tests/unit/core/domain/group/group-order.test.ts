import { describe, expect, it } from 'vitest';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { Basket } from '../../../../../core/domain/basket/basket';
import { addToBasket, emptyBasket } from '../../../../../core/domain/basket/basket';
import { emptyCheckoutForm } from '../../../../../core/domain/checkout/checkout-form';
import type { GroupOutlet } from '../../../../../core/domain/group/group-order';
import { buildGroupOrderPayload, groupOrderProblems, groupOrderTypesFor, groupTotals, outletsWithLines } from '../../../../../core/domain/group/group-order';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

const crepes = demoEstablishment('les-halles-crepes');
const pizza = demoEstablishment('les-halles-pizza');
const comptoir = demoEstablishment('le-comptoir');

function basketWith(restaurantId: string, productId: number, name: string, unitPrice: number, nb: number): Basket {
  return addToBasket(emptyBasket(restaurantId), { id: productId, name: { fr: name, en: name }, category_id: 1, unitPrice, selectedOptions: [] }, nb);
}

const outlets: GroupOutlet[] = [
  { settings: crepes.settings, basket: basketWith('les-halles-crepes', 1101, 'Galette complète', 950, 2) },
  { settings: pizza.settings, basket: basketWith('les-halles-pizza', 2101, 'Pizza margherita', 1100, 1) },
];
const form = { ...emptyCheckoutForm(), fullName: 'Camille Durand', phone: '06 12 34 56 78', cgvAccepted: true, orderTypeId: OrderTypeId.takeAway };

describe('checkout 3 and 7: a group order', () => {
  it('goes to the outlets whose basket holds something, and totals across them', () => {
    const withEmpty = [...outlets, { settings: comptoir.settings, basket: emptyBasket('le-comptoir') }];
    expect(outletsWithLines(withEmpty).map((outlet) => outlet.settings.id)).toEqual(['les-halles-crepes', 'les-halles-pizza']);
    const totals = groupTotals(withEmpty, OrderTypeId.takeAway);
    expect([totals.parts.map((part) => part.totals.total), totals.itemCount, totals.total]).toEqual([[1900, 1100], 3, 3000]);
  });

  it('takes the order types every outlet with lines takes, paid on the spot, never delivery', () => {
    expect(groupOrderTypesFor(outlets)).toEqual([OrderTypeId.onPlace, OrderTypeId.takeAway]);
    // Le Comptoir delivers and takes orders on place and to take away; with it, delivery still is not a group's.
    expect(groupOrderTypesFor([...outlets, { settings: comptoir.settings, basket: basketWith('le-comptoir', 1001, 'Velouté', 750, 1) }])).toEqual([OrderTypeId.onPlace, OrderTypeId.takeAway]);
    expect(groupOrderTypesFor([])).toEqual([]);
  });

  it("checkout 5: every outlet's rules, each problem once; an empty group basket is empty_basket", () => {
    expect(groupOrderProblems(form, outlets)).toEqual([]);
    expect(groupOrderProblems({ ...form, phone: '12', cgvAccepted: false }, outlets)).toEqual([
      { field: 'phone', key: 'incorrect_phone_number' },
      { field: 'cgv', key: 'missing_cgv_checked' },
    ]);
    expect(groupOrderProblems({ ...form, orderTypeId: OrderTypeId.delivery }, outlets)).toContainEqual({ field: 'orderType', key: 'order_type_unavailable' });
    expect(groupOrderProblems(form, [])).toEqual([{ field: 'basket', key: 'empty_basket' }]);
  });

  it("builds the payload: the group's restaurant_id, each outlet's lines under its child token, paid at each counter", () => {
    const payload = buildGroupOrderPayload(form, { groupId: 'les-halles', outlets, metricsUuid: 'm-1' });
    expect(payload).toMatchObject({
      restaurant_id: 'les-halles',
      name: 'Camille Durand',
      phone: '+33612345678',
      order_types_id: OrderTypeId.takeAway,
      products: { count: 3, data: [] },
      payement_infos: { type: 'ONSPOT' },
      tips: 0,
      delivery_cost: 0,
      metrics_uuid: 'm-1',
    });
    expect(payload.orders).toEqual([
      { restaurant_child_token: 'les-halles-crepes', products: { count: 2, data: [{ product_id: 1101, name: 'Galette complète', nb: 2, unit_price: 950, options: [] }] } },
      { restaurant_child_token: 'les-halles-pizza', products: { count: 1, data: [{ product_id: 2101, name: 'Pizza margherita', nb: 1, unit_price: 1100, options: [] }] } },
    ]);
  });
});
