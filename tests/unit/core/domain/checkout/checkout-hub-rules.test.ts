import { describe, expect, it } from 'vitest';
import { validateCheckout } from '../../../../../core/domain/checkout/checkout-validation';
import type { CheckoutInputOption, CheckoutQuestion } from '../../../../../core/domain/checkout/checkout-questions';
import { checkoutOptionsToSend, questionsToSend } from '../../../../../core/domain/checkout/checkout-questions';
import { COMMENT_FORM_MAX_LENGTH } from '../../../../../core/domain/checkout/checkout-form';
import { isCutleryCountValid, parseTip, tipOfPercentage, tipProblem } from '../../../../../core/domain/checkout/checkout-extras';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { aRestaurant, anOnlineProvider, anOrderType } from '../../fixtures/restaurant-builders';

const ice: CheckoutQuestion = {
  id: 1,
  name: { fr: 'Glaçons ?', en: 'Ice?' },
  mandatory: true,
  multiple: false,
  answers: [
    { id: 1, name: { fr: 'Avec', en: 'With' } },
    { id: 2, name: { fr: 'Sans', en: 'Without' } },
  ],
};
const extras: CheckoutQuestion = { id: 2, name: 'En plus ?', mandatory: true, multiple: true, answers: [{ id: 3, name: 'Paille' }, { id: 4, name: 'Citron' }] };
const packaging: CheckoutInputOption = { id: 10, type: 'radio', name: 'Emballage', mandatory: true, items: [{ value: 'paper', name: 'Carton' }, { value: 'glass', name: 'Verre' }] };
const bag: CheckoutInputOption = { id: 11, type: 'checkbox', name: 'Sac', mandatory: false, items: [{ value: 'bag', name: 'Un sac' }] };
const keys = (problems: readonly { key: string; field: string }[]) => problems.map(({ field, key }) => `${field}:${key}`);

describe('checkout 5: mandatory questions', () => {
  const restaurant = aRestaurant({ questions: [ice, extras] });
  it('checkout 5: a mandatory question without an answer gives one_or_more_answers_expected, next to that question', () => {
    expect(keys(validateCheckout(aValidCheckoutForm({ answers: { 2: [3] } }), restaurant, someBasketTotals()))).toEqual(['question-1:one_or_more_answers_expected']);
  });
  it('checkout 5: a multiple question needs at least one answer; answers it does not offer do not count', () => {
    expect(keys(validateCheckout(aValidCheckoutForm({ answers: { 1: [1], 2: [99] } }), restaurant, someBasketTotals()))).toEqual(['question-2:one_or_more_answers_expected']);
    expect(validateCheckout(aValidCheckoutForm({ answers: { 1: [2], 2: [3, 4] } }), restaurant, someBasketTotals())).toEqual([]);
  });
  it('checkout 3: the question list sent holds question and answer names, a single question keeping one answer', () => {
    expect(questionsToSend([ice, extras], { 1: [1, 2], 2: [4, 3] })).toEqual([
      { name: 'Glaçons ?', answers: ['Avec'] },
      { name: 'En plus ?', answers: ['Citron', 'Paille'] },
    ]);
  });
});

describe('checkout 5: mandatory checkout options and cutlery', () => {
  it('checkout 5: a mandatory checkout option not selected gives missing_mandatory_options; an optional one does not', () => {
    const restaurant = aRestaurant({ checkout_input_options: [packaging, bag] });
    expect(keys(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals()))).toEqual(['option-10:missing_mandatory_options']);
    expect(validateCheckout(aValidCheckoutForm({ checkoutOptions: { 10: ['glass'] } }), restaurant, someBasketTotals())).toEqual([]);
    expect(checkoutOptionsToSend([packaging, bag], { 10: ['glass', 'paper'], 11: ['bag', 'nope'] })).toEqual([
      { id: 10, values: ['glass'] },
      { id: 11, values: ['bag'] },
    ]);
  });
  it('checkout 5: the number of guests is mandatory when cutlery is asked (0 to 20, checkout 9), else missing_mandatory_options', () => {
    const restaurant = aRestaurant({ ask_cutlery: true });
    expect(keys(validateCheckout(aValidCheckoutForm({ nbCutlery: null }), restaurant, someBasketTotals()))).toEqual(['cutlery:missing_mandatory_options']);
    expect(validateCheckout(aValidCheckoutForm({ nbCutlery: 0 }), restaurant, someBasketTotals())).toEqual([]);
    expect(isCutleryCountValid(20)).toBe(true);
    expect(isCutleryCountValid(21)).toBe(false);
    expect(isCutleryCountValid(1.5)).toBe(false);
    expect(validateCheckout(aValidCheckoutForm({ nbCutlery: null }), aRestaurant(), someBasketTotals())).toEqual([]);
  });
});

describe('checkout 5: comment and tips', () => {
  it('checkout 5: a comment over 280 characters is refused (comment_too_long)', () => {
    const comment = 'a'.repeat(COMMENT_FORM_MAX_LENGTH + 1);
    expect(keys(validateCheckout(aValidCheckoutForm({ comment }), aRestaurant(), someBasketTotals()))).toEqual(['comment:comment_too_long']);
    expect(validateCheckout(aValidCheckoutForm({ comment: comment.slice(1) }), aRestaurant(), someBasketTotals())).toEqual([]);
  });
  it('checkout 5 and issue 22.12: a tip is a number of at least 0 (ours: at most the subtotal), each refusal saying why', () => {
    const restaurant = aRestaurant({ have_tip: true });
    const subtotal = someBasketTotals().subtotal;
    expect(validateCheckout(aValidCheckoutForm({ tips: 200 }), restaurant, someBasketTotals())).toEqual([]);
    expect(validateCheckout(aValidCheckoutForm({ tips: subtotal }), restaurant, someBasketTotals())).toEqual([]);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: -500 }), restaurant, someBasketTotals()))).toEqual(['tips:tip_negative']);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: subtotal + 1 }), restaurant, someBasketTotals()))).toEqual(['tips:tip_above_subtotal']);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: 100_000 }), restaurant, someBasketTotals()))).toEqual(['tips:tip_above_subtotal']);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: Number.NaN }), restaurant, someBasketTotals()))).toEqual(['tips:invalid_tip']);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: 12.5 }), restaurant, someBasketTotals()))).toEqual(['tips:invalid_tip']);
    expect(keys(validateCheckout(aValidCheckoutForm({ tips: 100 }), aRestaurant(), someBasketTotals()))).toEqual(['tips:tip_not_taken']);
  });
  it('issue 22.12: tipProblem is the one rule of the storefront and the simulator', () => {
    expect([tipProblem(0, 1800), tipProblem(1800, 1800), tipProblem(-1, 1800), tipProblem(1801, 1800), tipProblem(Number.NaN, 1800)]).toEqual([
      null,
      null,
      'tip_negative',
      'tip_above_subtotal',
      'invalid_tip',
    ]);
  });
  it('checkout 9: tips default 0; a typed tip is read in major units, a percentage rounds to the cent', () => {
    expect(parseTip('', 2)).toBe(0);
    expect(parseTip('2,50', 2)).toBe(250);
    expect(parseTip('abc', 2)).toBeNull();
    expect(tipOfPercentage(1999, 10)).toBe(200);
  });
  it('issue 22.12: a negative tip or one with thousands separators is read as typed, so the rules can say why it is refused', () => {
    expect(parseTip('-5', 2)).toBe(-500);
    expect(parseTip('\u22125', 2)).toBe(-500);
    expect(parseTip('1 000', 2)).toBe(100_000);
    expect(parseTip('1\u202f000,50', 2)).toBe(100_050);
    // More decimals than the currency has is not an amount (2,555 € would be rounded without a word).
    expect(parseTip('2,555', 2)).toBeNull();
    expect(parseTip('2,5', 0)).toBeNull();
    expect(parseTip('--5', 2)).toBeNull();
  });
});

describe('checkout 5: payment rules', () => {
  const online = aRestaurant({ orderTypes: [anOrderType()] });
  it('checkout 5: only-online restaurants reject the on-spot mode with you_must_select_a_payment_method', () => {
    const restaurant = aRestaurant({ online_payment_only: true, orderTypes: [anOrderType()] });
    expect(keys(validateCheckout(aValidCheckoutForm(), restaurant, someBasketTotals()))).toEqual(['payment:you_must_select_a_payment_method']);
  });
  it('checkout 5: with the hosted-fields provider the card form must be complete, else missing_hosted_fields', () => {
    const card = { mode: 'ONLINE' as const, providerId: anOnlineProvider().provider_id, paymentTypeId: 2 };
    expect(keys(validateCheckout(aValidCheckoutForm({ payment: card }), online, someBasketTotals()))).toEqual(['hostedFields:missing_hosted_fields']);
    expect(validateCheckout(aValidCheckoutForm({ payment: card, hostedFieldsComplete: true }), online, someBasketTotals())).toEqual([]);
  });
  it('checkout 5: an online payment type missing from the provider list gives payment_type_does_not_exist', () => {
    const card = { mode: 'ONLINE' as const, providerId: 8, paymentTypeId: 42 };
    expect(keys(validateCheckout(aValidCheckoutForm({ payment: card, hostedFieldsComplete: true }), online, someBasketTotals()))).toEqual([
      'payment:payment_type_does_not_exist',
    ]);
  });
});
