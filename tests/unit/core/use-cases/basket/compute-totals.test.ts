import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { ComputeTotals } from '../../../../../core/use-cases/basket/compute-totals';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aDeliveryOrderType, aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

const basket = aBasketWith([aBasketEntry(aBasketProduct({ unitPrice: 500 }), 2)]);
const settings = aRestaurant({ orderTypes: [anOrderType({ minimumPrice: 800 }), aDeliveryOrderType({ minimumPrice: 1200, deliveryCost: 300, deliveryOffered: 3000 })] });

describe('ComputeTotals', () => {
  it("checkout 5: delivery totals add the delivery cost and check the delivery minimum", () => {
    expect(new ComputeTotals().execute({ basket, settings, orderTypeId: OrderTypeId.delivery })).toEqual({
      itemCount: 2,
      subtotal: 1000,
      deliveryCost: 300,
      total: 1300,
      minimumPrice: 1200,
      belowMinimum: true,
    });
  });

  it("checkout 5: take-away totals use the take-away minimum and no delivery cost", () => {
    expect(new ComputeTotals().execute({ basket, settings, orderTypeId: OrderTypeId.takeAway })).toMatchObject({
      deliveryCost: 0,
      total: 1000,
      minimumPrice: 800,
      belowMinimum: false,
    });
  });

  it('an order type the restaurant does not offer, or none, gives totals without minimum or delivery cost', () => {
    for (const orderTypeId of [OrderTypeId.roomDelivery, null]) {
      expect(new ComputeTotals().execute({ basket, settings, orderTypeId })).toMatchObject({ deliveryCost: 0, total: 1000, minimumPrice: 0, belowMinimum: false });
    }
  });
});
