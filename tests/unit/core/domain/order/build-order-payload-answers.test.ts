import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../../../../../core/domain/order/build-order-payload';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { aBasketEntry, aBasketProduct, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const asking = aRestaurant({
  have_tip: true,
  ask_cutlery: true,
  questions: [{ id: 1, name: { fr: 'Glaçons ?', en: 'Ice?' }, mandatory: true, multiple: false, answers: [{ id: 1, name: { fr: 'Avec', en: 'With' } }] }],
  checkout_input_options: [{ id: 10, type: 'radio', name: 'Emballage', mandatory: true, items: [{ value: 'paper', name: 'Carton' }] }],
});
const context = { settings: asking, basket: aBasketWith([aBasketEntry(aBasketProduct(), 1)]), totals: someBasketTotals(), metricsUuid: '', returnUrls: { success: '', cancel: '' } };

describe('buildOrderPayload: the comments-and-options step (checkout 3)', () => {
  it('checkout 3: sends question names with answer names in French, the cutlery count, the checkout options and the tip', () => {
    const form = { ...aValidCheckoutForm({ answers: { 1: [1] }, checkoutOptions: { 10: ['paper'] }, nbCutlery: 3, tips: 150 }), orderTypeId: OrderTypeId.takeAway };
    const payload = buildOrderPayload(form, context);
    expect(payload.question).toEqual([{ name: 'Glaçons ?', answers: ['Avec'] }]);
    expect(payload.nb_cutlery).toBe(3);
    expect(payload.checkout_options).toEqual([{ id: 10, values: ['paper'] }]);
    expect(payload.tips).toBe(150);
  });
  it('checkout 3: a restaurant that asks no cutlery and takes no tip gets neither', () => {
    const form = { ...aValidCheckoutForm({ nbCutlery: 3, tips: 150 }), orderTypeId: OrderTypeId.takeAway };
    const payload = buildOrderPayload(form, { ...context, settings: aRestaurant() });
    expect(payload.tips).toBe(0);
    expect(payload).not.toHaveProperty('nb_cutlery');
    expect(payload).not.toHaveProperty('checkout_options');
  });
});
