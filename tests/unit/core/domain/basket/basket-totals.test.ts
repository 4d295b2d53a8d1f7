import { describe, expect, it } from 'vitest';
import { basketSubtotal, computeBasketTotals, deliveryCostFor } from '../../../../../core/domain/basket/basket-totals';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aDeliveryOrderType, anOrderType } from '../../fixtures/restaurant-builders';

const basketOf = (...lines: [unitPrice: number, nb: number][]) =>
  aBasketWith(lines.map(([unitPrice, nb], index) => aBasketEntry(aBasketProduct({ id: index + 1, unitPrice }), nb)));

describe('basket totals (checkout 5; checkout 9: totals in cents)', () => {
  it('the subtotal is the sum of every line unit price times its quantity', () => {
    expect(basketSubtotal(basketOf([850, 2], [300, 3]))).toBe(2600);
    expect(basketSubtotal(basketOf())).toBe(0);
  });

  it('checkout 5: delivery costs its delivery cost when delivery cost is active and the basket is below the free-delivery threshold', () => {
    expect(deliveryCostFor(aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: 3000 }), 2999)).toBe(300);
  });

  it('checkout 5: free delivery applies once the basket reaches deliveryOffered', () => {
    const delivery = aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: 3000 });
    expect(deliveryCostFor(delivery, 3000)).toBe(0);
    expect(deliveryCostFor(delivery, 4500)).toBe(0);
  });

  it('checkout 5: without a free-delivery threshold delivery always costs its delivery cost', () => {
    expect(deliveryCostFor(aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: null }), 100_000)).toBe(300);
  });

  it('checkout 5: free delivery applies when the pricing type is free, whatever the basket', () => {
    expect(deliveryCostFor(aDeliveryOrderType({ deliveryCost: 300, deliveryOffered: null, delivery: { pricing_type: 'free' } }), 500)).toBe(0);
  });

  it('checkout 5: delivery with delivery cost not active is free', () => {
    expect(deliveryCostFor(aDeliveryOrderType({ deliveryCost: 300, deliveryCostActive: false }), 1000)).toBe(0);
  });

  it('checkout 5: order types other than delivery have no delivery cost', () => {
    for (const id of [OrderTypeId.onPlace, OrderTypeId.takeAway, OrderTypeId.roomDelivery]) {
      expect(deliveryCostFor(anOrderType({ id, deliveryCost: 300, deliveryCostActive: true, deliveryOffered: null }), 1000)).toBe(0);
    }
  });

  it('no order type chosen yet means no delivery cost and no minimum', () => {
    expect(computeBasketTotals(basketOf([850, 1]), null)).toEqual({
      itemCount: 1,
      subtotal: 850,
      deliveryCost: 0,
      total: 850,
      minimumPrice: 0,
      belowMinimum: false,
    });
  });

  it('checkout 5: the total of a delivery is the subtotal plus the delivery cost', () => {
    expect(computeBasketTotals(basketOf([850, 2]), aDeliveryOrderType({ minimumPrice: 1200, deliveryCost: 300, deliveryOffered: 3000 }))).toEqual({
      itemCount: 2,
      subtotal: 1700,
      deliveryCost: 300,
      total: 2000,
      minimumPrice: 1200,
      belowMinimum: false,
    });
  });

  it('checkout 5: a basket below the order type minimum price is below the minimum, delivery included', () => {
    const totals = computeBasketTotals(basketOf([500, 2]), aDeliveryOrderType({ minimumPrice: 1200 }));
    expect(totals.belowMinimum).toBe(true);
    expect(totals.minimumPrice).toBe(1200);
  });

  it('checkout 5: a basket exactly at the minimum price is not below it', () => {
    expect(computeBasketTotals(basketOf([600, 2]), anOrderType({ minimumPrice: 1200 })).belowMinimum).toBe(false);
  });
});
