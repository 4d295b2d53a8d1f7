import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { buildOrderPayload } from '../../../../../core/domain/order/build-order-payload';
import { EMPTY_ADDRESS } from '../../../../../core/domain/order/order-payload';
import { EMPTY_DELIVERY_ADDRESS } from '../../../../../core/domain/order-type/delivery-address';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aDeliveryOrderType, aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

const address = { ...EMPTY_DELIVERY_ADDRESS, street: '12 rue Montorgueil', postCode: '75001', city: 'Paris', doorCode: 'A12' };
const restaurant = aRestaurant({ orderTypes: [anOrderType(), aDeliveryOrderType()] });
const returnUrls = { success: 'https://shop.example/t', cancel: 'https://shop.example/v' };

describe('a delivery order (checkout 3 and 5)', () => {
  it('checkout 5: a delivery without its address is refused with each missing part', () => {
    const problems = validateCheckout(aValidCheckoutForm({ orderTypeId: OrderTypeId.delivery }), restaurant, someBasketTotals());
    expect(problems.map((problem) => problem.field)).toEqual(['deliveryStreet', 'deliveryPostCode', 'deliveryCity']);
  });

  it('checkout 5: the address is not asked for take away', () => {
    expect(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals())).toEqual([]);
  });

  it('checkout 3: a delivery sends its address with the delivery cost; delivery_cost says the same', () => {
    const totals = someBasketTotals({ subtotal: 2000, deliveryCost: 300, total: 2300 });
    const payload = buildOrderPayload(
      { ...aValidCheckoutForm({ deliveryAddress: address }), orderTypeId: OrderTypeId.delivery },
      { settings: restaurant, basket: aBasketWith([aBasketEntry(aBasketProduct(), 2)]), totals, metricsUuid: '', returnUrls },
    );
    expect(payload.address).toEqual({ ...address, deliveryCost: 300 });
    expect(payload.delivery_cost).toBe(300);
  });

  it('checkout 3: the address is emptied when not delivery, even if one was typed', () => {
    const payload = buildOrderPayload(
      { ...aValidCheckoutForm({ deliveryAddress: address }), orderTypeId: OrderTypeId.takeAway },
      { settings: restaurant, basket: aBasketWith([aBasketEntry(aBasketProduct(), 2)]), totals: someBasketTotals(), metricsUuid: '', returnUrls },
    );
    expect(payload.address).toEqual(EMPTY_ADDRESS);
  });

  it('checkout 3: an order on place sends its table number as table_information', () => {
    const onPlace = aRestaurant({ orderTypes: [anOrderType({ id: OrderTypeId.onPlace })] });
    const payload = buildOrderPayload(
      { ...aValidCheckoutForm({ tableNumber: ' 12 ' }), orderTypeId: OrderTypeId.onPlace },
      { settings: onPlace, basket: aBasketWith([aBasketEntry(aBasketProduct(), 1)]), totals: someBasketTotals(), metricsUuid: '', returnUrls },
    );
    expect(payload.table_information).toBe('12');
  });
});
