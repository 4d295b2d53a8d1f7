import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { defaultPaymentChoice } from '../../../../../core/domain/checkout/payment-choice';
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
});
