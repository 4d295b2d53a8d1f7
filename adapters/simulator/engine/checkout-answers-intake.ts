import { areSaucesOffered, isCutleryCountValid } from '../../../core/domain/checkout/checkout-extras';
import type { CheckoutQuestion } from '../../../core/domain/checkout/checkout-questions';
import type { LocalizedText } from '../../../core/domain/locale/localized-text';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { SimulatorError } from './simulator-error';

/** A question or answer may come back in any language the restaurant wrote it in. */
function namesOf(text: LocalizedText): string[] {
  return (typeof text === 'string' ? [text] : Object.values(text)).map((value) => value.normalize('NFC').trim());
}

function questionNamed(questions: readonly CheckoutQuestion[], name: string): CheckoutQuestion | undefined {
  return questions.find((question) => namesOf(question.name).includes(name.normalize('NFC').trim()));
}

/** checkout 5 on the platform's side: the questions answered exist, with their own answers, and mandatory ones are answered. */
function checkQuestions(settings: RestaurantSettings, payload: OrderPayload): void {
  const answered = new Set<number>();
  for (const [index, entry] of payload.question.entries()) {
    const question = questionNamed(settings.questions, entry.name);
    if (!question) throw new SimulatorError('bad_request', 'no such question at this restaurant', `question.${index}.name`);
    if (answered.has(question.id)) throw new SimulatorError('bad_request', 'this question is answered twice', `question.${index}.name`);
    if (!question.multiple && entry.answers.length > 1) throw new SimulatorError('bad_request', 'this question takes one answer', `question.${index}.answers`);
    const known = question.answers.flatMap((answer) => namesOf(answer.name));
    if (entry.answers.some((answer) => !known.includes(answer.normalize('NFC').trim()))) {
      throw new SimulatorError('bad_request', 'an answer this question does not offer', `question.${index}.answers`);
    }
    if (entry.answers.length > 0) answered.add(question.id);
  }
  const missing = settings.questions.find((question) => question.mandatory && !answered.has(question.id));
  if (missing) throw new SimulatorError('bad_request', 'one or more answers are expected to a mandatory question', 'question');
}

/** checkout 5 on the platform's side: options and items exist, mandatory options are chosen. */
function checkOptions(settings: RestaurantSettings, payload: OrderPayload): void {
  const chosen = new Set<number>();
  for (const [index, entry] of (payload.checkout_options ?? []).entries()) {
    const option = settings.checkout_input_options.find((candidate) => candidate.id === entry.id);
    if (!option) throw new SimulatorError('bad_request', 'no such checkout option at this restaurant', `checkout_options.${index}.id`);
    if (chosen.has(option.id)) throw new SimulatorError('bad_request', 'this checkout option is sent twice', `checkout_options.${index}.id`);
    if (option.type !== 'checkbox' && entry.values.length > 1) throw new SimulatorError('bad_request', 'this checkout option takes one item', `checkout_options.${index}.values`);
    if (entry.values.some((value) => !option.items.some((item) => item.value === value))) {
      throw new SimulatorError('bad_request', 'an item this checkout option does not offer', `checkout_options.${index}.values`);
    }
    if (entry.values.length > 0) chosen.add(option.id);
  }
  const missing = settings.checkout_input_options.find((option) => option.mandatory && !chosen.has(option.id));
  if (missing) throw new SimulatorError('bad_request', 'a mandatory checkout option is not chosen', 'checkout_options');
}

/**
 * What the platform checks of the comments-and-options step (checkout 5): questions, checkout options,
 * the cutlery count when asked, and no tip where the restaurant takes none (priceOrder bounds the tip's amount).
 */
export function checkCheckoutAnswers(settings: RestaurantSettings, payload: OrderPayload): void {
  checkQuestions(settings, payload);
  checkOptions(settings, payload);
  if (settings.ask_cutlery && !isCutleryCountValid(payload.nb_cutlery)) {
    throw new SimulatorError('bad_request', 'the number of guests (cutlery) is mandatory here', 'nb_cutlery');
  }
  // Issue 19 (checkout 9, checkout 3 sauce): chopsticks where asked only (the schema bounds 1 to 6), sauces it offers.
  if (!settings.ask_chopsticks && (payload.nb_chopsticks ?? 0) !== 0) throw new SimulatorError('bad_request', 'this restaurant offers no chopsticks', 'nb_chopsticks');
  if (!areSaucesOffered(settings.sauce, payload.sauces ?? [])) throw new SimulatorError('bad_request', 'a sauce this restaurant does not offer', 'sauces');
  if (!settings.have_tip && payload.tips !== 0) throw new SimulatorError('bad_request', 'this restaurant takes no tips', 'tips');
  if (settings.online_payment_only && payload.payement_infos.type === 'ONSPOT') {
    throw new SimulatorError('bad_request', 'this restaurant takes online payment only', 'payement_infos.type');
  }
}
