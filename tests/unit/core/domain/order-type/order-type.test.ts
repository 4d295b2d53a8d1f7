import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_IDS, OrderTypeId, isOrderTypeId, orderTypeName } from '../../../../../core/domain/order-type/order-type';

describe('order types (checkout 1, browsing 9: ids 1 on place, 2 delivery, 3 take away, 5 room delivery)', () => {
  it('checkout 1: the order type ids are 1, 2, 3 and 5', () => {
    expect([...ORDER_TYPE_IDS].sort()).toEqual([1, 2, 3, 5]);
    expect(OrderTypeId).toEqual({ onPlace: 1, delivery: 2, takeAway: 3, roomDelivery: 5 });
  });

  it('checkout 1: each order type id has its name', () => {
    expect(orderTypeName(1)).toBe('on_place');
    expect(orderTypeName(2)).toBe('delivery');
    expect(orderTypeName(3)).toBe('take_away');
    expect(orderTypeName(5)).toBe('room_delivery');
  });

  it('checkout 1: 1, 2, 3 and 5 are order type ids', () => {
    for (const id of [1, 2, 3, 5]) expect(isOrderTypeId(id)).toBe(true);
  });

  it('checkout 1: 4, 0, a numeric string or null are not order type ids', () => {
    for (const value of [4, 0, '1', null, undefined]) expect(isOrderTypeId(value)).toBe(false);
  });

});
