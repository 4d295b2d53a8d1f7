import { describe, expect, it } from 'vitest';
import { chosenGroupOrderType, groupOrderTypeKey, groupOrderTypes, offeringOrderType } from '../../../../../core/domain/group/group-delivery-details';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

const crepes = { name: 'crêpes', orderTypes: [{ id: OrderTypeId.takeAway }] };
const pizza = { name: 'pizza', orderTypes: [{ id: OrderTypeId.roomDelivery }, { id: OrderTypeId.takeAway }] };
const onPlaceOnly = { name: 'bar', orderTypes: [{ id: OrderTypeId.onPlace }] };

describe("browsing 2.4: the group home's delivery-details menu", () => {
  it('offers the order types of its open establishments, once each, in the order of their ids', () => {
    expect(groupOrderTypes([crepes, pizza])).toEqual([OrderTypeId.takeAway, OrderTypeId.roomDelivery]);
    expect(groupOrderTypes([onPlaceOnly, crepes])).toEqual([OrderTypeId.onPlace, OrderTypeId.takeAway]);
    expect(groupOrderTypes([])).toEqual([]);
  });

  it('shows the remembered order type while it is still offered, else the first', () => {
    const offered = [OrderTypeId.takeAway, OrderTypeId.roomDelivery];
    expect(chosenGroupOrderType(offered, String(OrderTypeId.roomDelivery))).toBe(OrderTypeId.roomDelivery);
    expect(chosenGroupOrderType(offered, null)).toBe(OrderTypeId.takeAway);
    expect(chosenGroupOrderType([OrderTypeId.takeAway], String(OrderTypeId.roomDelivery))).toBe(OrderTypeId.takeAway);
    expect(chosenGroupOrderType(offered, 'rubbish')).toBe(OrderTypeId.takeAway);
    expect(chosenGroupOrderType([], null)).toBeNull();
  });

  it('lists the establishments taking the chosen order type', () => {
    const entries = [{ establishment: crepes }, { establishment: pizza }];
    expect(offeringOrderType(entries, OrderTypeId.roomDelivery).map((entry) => entry.establishment.name)).toEqual(['pizza']);
    expect(offeringOrderType(entries, OrderTypeId.takeAway)).toHaveLength(2);
    expect(offeringOrderType(entries, null)).toHaveLength(2);
  });

  it('remembers the choice per group', () => {
    expect(groupOrderTypeKey('les-halles')).not.toBe(groupOrderTypeKey('other-hall'));
  });
});
