import { describe, expect, it } from 'vitest';
import { preselectedOrderType } from '../../../../../core/domain/group/group-delivery-details';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

describe("browsing 2.4 and checkout 3: the group's chosen order type starts the outlet's checkout", () => {
  const outlet = [OrderTypeId.onPlace, OrderTypeId.takeAway];

  it('preselects the order type chosen on the group when the outlet takes it', () => {
    expect(preselectedOrderType(outlet, String(OrderTypeId.takeAway))).toBe(OrderTypeId.takeAway);
  });

  it("falls back on the outlet's first order type without a choice, or when the outlet does not take it", () => {
    expect(preselectedOrderType(outlet, null)).toBe(OrderTypeId.onPlace);
    expect(preselectedOrderType(outlet, String(OrderTypeId.delivery))).toBe(OrderTypeId.onPlace);
    expect(preselectedOrderType(outlet, 'not a number')).toBe(OrderTypeId.onPlace);
    expect(preselectedOrderType([], String(OrderTypeId.takeAway))).toBeNull();
  });
});
