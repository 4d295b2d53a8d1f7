import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { checkCheckoutAnswers } from '../../../../../adapters/simulator/engine/checkout-answers-intake';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import type { RestaurantSettings } from '../../../../../core/domain/restaurant/restaurant-settings';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { thrownBy } from '../../fixtures/simulator-engines';

const settings: RestaurantSettings = {
  ...leComptoir.settings,
  ask_cutlery: true,
  have_tip: false,
  questions: [{ id: 1, name: { fr: 'Glaçons ?', en: 'Ice?' }, mandatory: true, multiple: false, answers: [{ id: 1, name: { fr: 'Avec', en: 'With' } }, { id: 2, name: 'Sans' }] }],
  checkout_input_options: [{ id: 10, type: 'radio', name: 'Emballage', mandatory: true, items: [{ value: 'paper', name: 'Carton' }, { value: 'glass', name: 'Verre' }] }],
};
const answered = (overrides: Partial<OrderPayload> = {}): OrderPayload =>
  aTakeAwayPayload({ question: [{ name: 'Glaçons ?', answers: ['Avec'] }], checkout_options: [{ id: 10, values: ['paper'] }], nb_cutlery: 2, ...overrides });

function fieldRefused(payload: OrderPayload): string | undefined {
  const error = thrownBy(() => checkCheckoutAnswers(settings, payload));
  expect(error).toBeInstanceOf(SimulatorError);
  return (error as SimulatorError).field;
}

describe('order intake, checkout 5 on the platform side: questions, checkout options, cutlery, tips', () => {
  it('takes answers that exist, in any language the restaurant wrote them in', () => {
    expect(() => checkCheckoutAnswers(settings, answered())).not.toThrow();
    expect(() => checkCheckoutAnswers(settings, answered({ question: [{ name: 'Ice?', answers: ['With'] }] }))).not.toThrow();
  });
  it('checkout 5: refuses an order leaving a mandatory question, option or the cutlery count out', () => {
    expect(fieldRefused(answered({ question: [] }))).toBe('question');
    expect(fieldRefused(answered({ checkout_options: [] }))).toBe('checkout_options');
    expect(fieldRefused(answered({ nb_cutlery: undefined }))).toBe('nb_cutlery');
  });
  it('refuses questions, answers, options or items the restaurant does not offer, and two answers to a single question', () => {
    expect(fieldRefused(answered({ question: [{ name: 'Forged?', answers: ['Avec'] }] }))).toBe('question.0.name');
    expect(fieldRefused(answered({ question: [{ name: 'Glaçons ?', answers: ['Forged'] }] }))).toBe('question.0.answers');
    expect(fieldRefused(answered({ question: [{ name: 'Glaçons ?', answers: ['Avec', 'Sans'] }] }))).toBe('question.0.answers');
    expect(fieldRefused(answered({ checkout_options: [{ id: 99, values: ['paper'] }] }))).toBe('checkout_options.0.id');
    expect(fieldRefused(answered({ checkout_options: [{ id: 10, values: ['gold'] }] }))).toBe('checkout_options.0.values');
  });
  it('refuses a tip where the restaurant takes none, and on-spot payment where it takes online payment only', () => {
    expect(fieldRefused(answered({ tips: 100 }))).toBe('tips');
    const onlineOnly = { ...settings, online_payment_only: true };
    expect((thrownBy(() => checkCheckoutAnswers(onlineOnly, answered())) as SimulatorError).field).toBe('payement_infos.type');
  });
  it('issue 19, checkout 9 and checkout 3 sauce: refuses chopsticks where none are asked and a sauce not offered; takes them where they are', () => {
    expect(fieldRefused(answered({ nb_chopsticks: 2 }))).toBe('nb_chopsticks');
    expect(fieldRefused(answered({ sauces: [1] }))).toBe('sauces');
    const withSauces = { ...settings, ask_chopsticks: true, sauce: { active: true, items: [{ id: 1, name: 'Ketchup' }] } };
    expect(() => checkCheckoutAnswers(withSauces, answered({ nb_chopsticks: 2, sauces: [1] }))).not.toThrow();
    expect((thrownBy(() => checkCheckoutAnswers(withSauces, answered({ sauces: [2] }))) as SimulatorError).field).toBe('sauces');
  });
});
