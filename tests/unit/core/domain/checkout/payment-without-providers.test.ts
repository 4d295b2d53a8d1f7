import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { defaultPaymentChoice } from '../../../../../core/domain/checkout/payment-choice';
import { withRestaurantProviders } from '../../../../../core/domain/order-type/restaurant-providers';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant, anOrderType } from '../../fixtures/restaurant-builders';

/** checkout 4: with no per-order-type providers the payment is on the spot. */
describe('payment choice without providers (checkout 4)', () => {
  const noProviders = anOrderType({ order_type_providers: [] });

  it('checkout 4: with no per-order-type providers and no other provider, the payment mode is on the spot', () => {
    expect(defaultPaymentChoice(noProviders)?.mode).toBe('ONSPOT');
  });

  it('checkout 4: an order type without its own providers can be paid on the spot, so its checkout validates', () => {
    const form = aValidCheckoutForm({ payment: { mode: 'ONSPOT', providerId: 0, paymentTypeId: 1 } });
    expect(validateCheckout(form, aRestaurant({ orderTypes: [noProviders] }), someBasketTotals())).toEqual([]);
  });

  it('checkout 4 "mode online with the first provider if available, else onSpot" (issue 19): the restaurant\'s first available provider, online, is chosen and validates', () => {
    const redirect = { provider_id: 4, provider_name: 'Paiement en ligne', type: 'ONSPOT' as const, disabled: false, payment_types: [{ payment_type_id: 2, payment_type_name: 'CB' }] };
    const restaurant = withRestaurantProviders(aRestaurant({ orderTypes: [noProviders], payment_providers: [{ ...redirect, provider_id: 3, disabled: true }, redirect] }));
    const orderType = restaurant.orderTypes[0]!;
    expect(defaultPaymentChoice(orderType)).toEqual({ mode: 'ONLINE', providerId: 4, paymentTypeId: 2 });
    const form = aValidCheckoutForm({ payment: { mode: 'ONLINE', providerId: 4, paymentTypeId: 2 } });
    expect(validateCheckout(form, restaurant, someBasketTotals())).toEqual([]);
    // An order type with its own providers keeps them.
    const own = anOrderType();
    expect(withRestaurantProviders(aRestaurant({ orderTypes: [own], payment_providers: [redirect] })).orderTypes[0]).toEqual(own);
  });
});
