import { describe, expect, it } from 'vitest';
import { CLICK_AND_COLLECT, buildOrderPayload } from '../../../../../core/domain/order/build-order-payload';
import type { OrderPayloadContext } from '../../../../../core/domain/order/build-order-payload';
import { EMPTY_ADDRESS } from '../../../../../core/domain/order/order-payload';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import type { OrderTypeId as OrderTypeIdValue } from '../../../../../core/domain/order-type/order-type';
import type { CheckoutForm } from '../../../../../core/domain/checkout/checkout-form';
import { aBasketEntry, aBasketFormula, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { aPercentPromotion } from '../promotion/promotion-builders';

const steak = aBasketProduct({ id: 1, name: { en: 'Steak', fr: 'Pavé de bœuf' }, category_id: 10, unitPrice: 1700, selectedOptions: [{ option_id: 200, item_ids: [202] }] });
const soda = aBasketProduct();

function context(overrides: Partial<OrderPayloadContext> = {}): OrderPayloadContext {
  return {
    settings: aRestaurant(),
    basket: aBasketWith([aBasketEntry(steak, 2), aBasketEntry(soda, 3)]),
    totals: someBasketTotals({ itemCount: 5, subtotal: 4300, total: 4300 }),
    metricsUuid: 'uuid-1',
    returnUrls: { success: 'https://shop.example/resto-1/confirmation', cancel: 'https://shop.example/resto-1/validation' },
    ...overrides,
  };
}

function form(overrides: Partial<CheckoutForm> = {}): CheckoutForm & { orderTypeId: OrderTypeIdValue } {
  return { ...aValidCheckoutForm(overrides), orderTypeId: overrides.orderTypeId ?? OrderTypeId.takeAway };
}

describe('buildOrderPayload (checkout 3: the order payload sent)', () => {
  it('checkout 9: amount_paid is 0, restaurant_payments_id 1, nb_customers 1 and order_number empty', () => {
    const payload = buildOrderPayload(form(), context());
    expect(payload.amount_paid).toBe(0);
    expect(payload.restaurant_payments_id).toBe(1);
    expect(payload.nb_customers).toBe(1);
    expect(payload.order_number).toBe('');
  });

  it('checkout 3 opt_in_promotions and subscribe_newsletter: the opt-in is sent only where the restaurant offers its newsletter', () => {
    expect(buildOrderPayload(form({ optInPromotions: true }), context({ settings: aRestaurant({ subscribe_newsletter: true }) })).opt_in_promotions).toBe(true);
    expect(buildOrderPayload(form({ optInPromotions: false }), context({ settings: aRestaurant({ subscribe_newsletter: true }) })).opt_in_promotions).toBe(false);
    // No checkbox was shown: whatever the form holds, the customer did not subscribe.
    expect(buildOrderPayload(form({ optInPromotions: true }), context({ settings: aRestaurant({ subscribe_newsletter: false }) })).opt_in_promotions).toBe(false);
    expect(buildOrderPayload(form({ optInPromotions: true }), context()).opt_in_promotions).toBe(false);
  });

  it('checkout 3: no promotion is promotion_id 0, and tips, questions and loyalty start empty', () => {
    const payload = buildOrderPayload(form(), context());
    expect(payload.promotion_id).toBe(0);
    expect(payload.tips).toBe(0);
    expect(payload.question).toEqual([]);
    expect(payload.customerExternalInfos).toEqual({ loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [] });
  });

  it('checkout 3 (issue 18): the code applied is promotion_id and customerExternalInfos.promoCodes, upper-cased', () => {
    const payload = buildOrderPayload(form({ promoCode: aPercentPromotion({ id: 7, code: 'bienvenue10' }) }), context());
    expect(payload.promotion_id).toBe(7);
    expect(payload.customerExternalInfos).toEqual({ loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: ['BIENVENUE10'] });
  });

  it('checkout 3: the payload names the restaurant, the order type, the app mode and the metrics id', () => {
    const payload = buildOrderPayload(form({ orderTypeId: OrderTypeId.delivery }), context());
    expect(payload.restaurant_id).toBe('resto-1');
    expect(payload.order_types_id).toBe(2);
    expect(payload.cc_type).toBe(CLICK_AND_COLLECT);
    expect(payload.metrics_uuid).toBe('uuid-1');
  });

  it('checkout 3: the address is emptied when the order is not a delivery', () => {
    for (const orderTypeId of [OrderTypeId.onPlace, OrderTypeId.takeAway, OrderTypeId.roomDelivery]) {
      expect(buildOrderPayload(form({ orderTypeId }), context()).address).toEqual(EMPTY_ADDRESS);
    }
    expect(EMPTY_ADDRESS).toEqual({ city: '', deliveryCost: 0, doorCode: '', floor: '', intercom: '', postCode: '', street: '' });
  });

  it('checkout 3: products carry the item count and one line per basket line with its options', () => {
    const payload = buildOrderPayload(form(), context());
    expect(payload.products.count).toBe(5);
    expect(payload.products.data).toEqual([
      { product_id: 1, name: 'Pavé de bœuf', nb: 2, unit_price: 1700, options: [{ option_id: 200, item_ids: [202] }] },
      { product_id: 2, name: 'Soda', nb: 3, unit_price: 300, options: [] },
    ]);
  });

  it('checkout 3: menus and formulas are sent as formula lines, with their price choice and the dish of each step', () => {
    const lunch = aBasketFormula({ unitPrice: 1650 });
    const payload = buildOrderPayload(form(), context({ basket: aBasketWith([aBasketEntry(lunch, 2), aBasketEntry(soda, 1)]) }));
    expect(payload.products).toEqual({
      count: 3,
      data: [
        { type: 'menu', product_id: 900, menu_price_id: 1, name: 'Formule déjeuner', nb: 2, unit_price: 1650, products: lunch.products },
        { product_id: 2, name: 'Soda', nb: 1, unit_price: 300, options: [] },
      ],
    });
  });

  it('checkout 3: the customer name is sent trimmed and the e-mail trimmed and lowercased', () => {
    const payload = buildOrderPayload(form({ fullName: '  Jeanne Dupont ', email: ' Jeanne.Dupont@Example.FR ' }), context());
    expect(payload.name).toBe('Jeanne Dupont');
    expect(payload.email).toBe('jeanne.dupont@example.fr');
  });

  it('accounts 3: the phone is sent in international format, and a blank phone as empty', () => {
    expect(buildOrderPayload(form({ phone: '06 12 34 56 78' }), context()).phone).toBe('+33612345678');
    expect(buildOrderPayload(form({ phone: '  ' }), context()).phone).toBe('');
  });

  it('checkout 5: the comment sent is cut at 250 characters plus an ellipsis', () => {
    const payload = buildOrderPayload(form({ comment: 'x'.repeat(280) }), context());
    expect(payload.comment).toBe('x'.repeat(250) + '...');
  });

  it('checkout 3: payement_infos carry the chosen mode, provider, payment type and return addresses', () => {
    const payload = buildOrderPayload(form({ payment: { mode: 'ONLINE', providerId: 8, paymentTypeId: 3 } }), context());
    expect(payload.payement_infos).toEqual({
      type: 'ONLINE',
      provider_id: 8,
      payment_type_id: 3,
      success_url: 'https://shop.example/resto-1/confirmation',
      cancel_url: 'https://shop.example/resto-1/validation',
    });
  });

  it('checkout 3: delivery_cost is the delivery cost of the totals', () => {
    expect(buildOrderPayload(form({ orderTypeId: OrderTypeId.delivery }), context({ totals: someBasketTotals({ deliveryCost: 300 }) })).delivery_cost).toBe(300);
  });

  it('checkout 3: a room delivery turns room_service on with the trimmed room number', () => {
    expect(buildOrderPayload(form({ orderTypeId: OrderTypeId.roomDelivery, roomNumber: ' 214 ' }), context()).room_service).toEqual({ is_active: true, room_number: '214' });
  });

  it('checkout 3: other order types send room_service off and empty', () => {
    expect(buildOrderPayload(form({ orderTypeId: OrderTypeId.takeAway, roomNumber: '214' }), context()).room_service).toEqual({ is_active: false, room_number: '' });
  });
});
