import { describe, expect, it } from 'vitest';
import { ValidateCheckout } from '../../../../../core/use-cases/checkout/validate-checkout';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm } from '../../fixtures/checkout-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const basket = aBasketWith([aBasketEntry(aBasketProduct(), 1)]);

describe('ValidateCheckout (checkout 5: the blocked cases, then every rule)', () => {
  it('checkout 5: a valid checkout has no key', () => {
    expect(new ValidateCheckout().execute({ settings: aRestaurant(), basket, form: aValidCheckoutForm(), cookieChoiceMade: true })).toEqual({ block: null, problems: [], keys: [] });
  });
  it('checkout 5: a blocked checkout names its case first, then the rules it breaks', () => {
    const verdict = new ValidateCheckout().execute({ settings: aRestaurant({ consultative: true }), basket, form: aValidCheckoutForm({ cgvAccepted: false }), cookieChoiceMade: true });
    expect(verdict.keys).toEqual(['checkout_blocked_in_consultative_mode', 'missing_cgv_checked']);
  });
  it('checkout 5: without a cookie choice the checkout waits for it', () => {
    expect(new ValidateCheckout().execute({ settings: aRestaurant(), basket, form: aValidCheckoutForm(), cookieChoiceMade: false }).block).toBe('cookie_choice_missing');
  });
});
