import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import { isChopsticksCountValid, saucesToSend } from '../../../../../core/domain/checkout/checkout-extras';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const sauce = { active: true, items: [{ id: 1, name: 'Ketchup' }, { id: 2, name: 'Mayonnaise' }, { id: 3, name: { fr: 'Sauce piquante', en: 'Hot sauce' } }] };
const sushiBar = aRestaurant({ ask_chopsticks: true, sauce });

/** Issue 19: checkout 2 "comments_and_options (questions, comment, cutlery, chopsticks, sauces, ...)". */
describe('chopsticks and sauces (checkout 2, 3 and 9)', () => {
  it('checkout 9 "chopsticks choices 1 to 6 ..., default 0": 0 (none) and 1 to 6 are counts, 7 and 1.5 are not', () => {
    expect([0, 1, 6].map(isChopsticksCountValid)).toEqual([true, true, true]);
    expect([7, -1, 1.5].map(isChopsticksCountValid)).toEqual([false, false, false]);
  });

  it('checkout 9: 7 pairs give chopsticks_out_of_range; 0 to 6 pass', () => {
    expect(validateCheckout(aValidCheckoutForm({ nbChopsticks: 7 }), sushiBar, someBasketTotals())).toEqual([{ field: 'chopsticks', key: 'chopsticks_out_of_range' }]);
    expect(validateCheckout(aValidCheckoutForm({ nbChopsticks: 6 }), sushiBar, someBasketTotals())).toEqual([]);
  });

  it('checkout 9 "(one specific restaurant only)": where the setting does not ask them, a pair is refused', () => {
    expect(validateCheckout(aValidCheckoutForm({ nbChopsticks: 1 }), aRestaurant(), someBasketTotals())).toEqual([{ field: 'chopsticks', key: 'chopsticks_out_of_range' }]);
  });

  it('checkout 3 sauce.active: only sauces offered are taken, none where the block is inactive', () => {
    expect(validateCheckout(aValidCheckoutForm({ sauces: [1, 3] }), sushiBar, someBasketTotals())).toEqual([]);
    expect(validateCheckout(aValidCheckoutForm({ sauces: [9] }), sushiBar, someBasketTotals())).toEqual([{ field: 'sauces', key: 'sauce_not_offered' }]);
    expect(validateCheckout(aValidCheckoutForm({ sauces: [1] }), aRestaurant({ sauce: { ...sauce, active: false } }), someBasketTotals())).toEqual([{ field: 'sauces', key: 'sauce_not_offered' }]);
  });

  it('checkout 3 sauceCheckList: the ids sent are those offered, once each, in the restaurant order', () => {
    expect(saucesToSend(sauce, [3, 1, 3])).toEqual([1, 3]);
    expect(saucesToSend({ ...sauce, active: false }, [1])).toEqual([]);
  });
});
