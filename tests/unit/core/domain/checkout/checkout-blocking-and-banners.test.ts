import { describe, expect, it } from 'vitest';
import { blockSendsHome, checkoutBlock } from '../../../../../core/domain/checkout/checkout-blocking';
import { freeDeliveryBanner, minimumOrderBanner } from '../../../../../core/domain/checkout/checkout-banners';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aDeliveryOrderType, aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

const open = { itemCount: 2, orderTypeCount: 1, orderTypeId: OrderTypeId.takeAway, cookieChoiceMade: true };

describe('checkout 5: the blocked-checkout cases', () => {
  it('checkout 5: a filled basket with an order type and a cookie choice is not blocked', () => {
    expect(checkoutBlock(aRestaurant(), open)).toBeNull();
  });
  it('checkout 5: blocked with an empty basket', () => {
    expect(checkoutBlock(aRestaurant(), { ...open, itemCount: 0 })).toBe('empty_basket');
  });
  it('checkout 5: blocked with no order types, but not for a group', () => {
    expect(checkoutBlock(aRestaurant(), { ...open, orderTypeCount: 0 })).toBe('no_order_types');
    const group = aRestaurant({ multi_establishment: { title: '', sub_title: '', question: '', tuto_title: '', tuto_steps: [], positionChildRandom: false, childrens: [] } });
    expect(checkoutBlock(group, { ...open, orderTypeCount: 0 })).toBeNull();
  });
  it('checkout 5: blocked in consultative mode (unless its basket is allowed)', () => {
    expect(checkoutBlock(aRestaurant({ consultative: true }), open)).toBe('checkout_blocked_in_consultative_mode');
    // browsing 4 and checkout 5 (issue 16.4): a basket allowed in consultative mode is a list to show, not an order.
    expect(checkoutBlock(aRestaurant({ consultative: true, allow_basket_in_consultative: true }), open)).toBe('checkout_blocked_in_consultative_mode');
  });
  it('checkout 5: blocked in room mode when the room basket is blocked, in scan mode when the scan basket is', () => {
    expect(checkoutBlock(aRestaurant({ room_is_basket_blocked: true }), { ...open, orderTypeId: OrderTypeId.roomDelivery })).toBe('room_basket_blocked');
    expect(checkoutBlock(aRestaurant({ room_is_basket_blocked: true }), open)).toBeNull();
    expect(checkoutBlock(aRestaurant({ scan_is_basket_blocked: true }), { ...open, orderTypeId: OrderTypeId.onPlace })).toBe('scan_basket_blocked');
  });
  it('checkout 5: a cookie choice must exist, otherwise the cookie modal opens', () => {
    expect(checkoutBlock(aRestaurant(), { ...open, cookieChoiceMade: false })).toBe('cookie_choice_missing');
  });
});

describe('checkout 5: minimum order and free-delivery banners', () => {
  it("checkout 5: 'order possible from {amount}' while the basket is below the minimum, delivery included", () => {
    expect(minimumOrderBanner(aDeliveryOrderType(), 1199)).toEqual({ minimum: 1200 });
    expect(minimumOrderBanner(aDeliveryOrderType(), 1200)).toBeNull();
    expect(minimumOrderBanner(anOrderType(), 0)).toBeNull();
  });
  it('checkout 5: a free-shipping banner shows when the delivery threshold is finite: what is left, or reached', () => {
    expect(freeDeliveryBanner(aDeliveryOrderType(), 2000, 400)).toEqual({ kind: 'remaining', threshold: 3000, remaining: 1000 });
    expect(freeDeliveryBanner(aDeliveryOrderType(), 3000, 0)).toEqual({ kind: 'reached' });
    expect(freeDeliveryBanner(aDeliveryOrderType({ deliveryOffered: null }), 2000, 400)).toBeNull();
    expect(freeDeliveryBanner(anOrderType(), 2000, 0)).toBeNull();
  });
  it('checkout 5: free delivery applies whatever the basket when the pricing type is free; nothing is left to reach when the delivery costs nothing', () => {
    expect(freeDeliveryBanner(aDeliveryOrderType({ delivery: { pricing_type: 'free' } }), 100, 0)).toEqual({ kind: 'reached' });
    expect(freeDeliveryBanner(aDeliveryOrderType(), 2000, 0)).toBeNull();
  });
});

/** Issue 19: checkout 2 "/{restaurantId}: Customers are sent here when the basket is empty or checkout is blocked". */
describe('checkout 2: where a blocked checkout sends the customer', () => {
  it('checkout 2 "sent here when ... checkout is blocked": every block sends to the menu; checkout 5 "otherwise the cookie modal opens" does not', () => {
    const consultative = checkoutBlock(aRestaurant({ consultative: true, allow_basket_in_consultative: true }), open);
    expect(consultative).toBe('checkout_blocked_in_consultative_mode');
    expect(blockSendsHome(consultative)).toBe(true);
    expect((['empty_basket', 'no_order_types', 'room_basket_blocked', 'scan_basket_blocked'] as const).every((block) => blockSendsHome(block))).toBe(true);
    expect(blockSendsHome('cookie_choice_missing')).toBe(false);
    expect(blockSendsHome(null)).toBe(false);
  });
});
