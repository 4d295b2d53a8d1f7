import type { LocalizedText } from '../locale/localized-text';
import { localize } from '../locale/localized-text';

/** checkout 3: a restaurant question (questions: id, name, mandatory, multiple, answers with id and name). */
export interface CheckoutQuestion {
  readonly id: number;
  readonly name: LocalizedText;
  readonly mandatory: boolean;
  readonly multiple: boolean;
  readonly answers: readonly { readonly id: number; readonly name: LocalizedText }[];
}

/**
 * checkout 3: a checkout option (checkout_input_options: type radio, select or checkbox; id, name,
 * items with value and name). Ours: `mandatory`, since checkout 5 speaks of mandatory checkout options.
 */
export interface CheckoutInputOption {
  readonly id: number;
  readonly type: 'radio' | 'select' | 'checkbox';
  readonly name: LocalizedText;
  readonly mandatory: boolean;
  readonly items: readonly { readonly value: string; readonly name: LocalizedText }[];
}

/** The answers chosen, by question id; the items chosen, by checkout option id. */
export type QuestionAnswers = Readonly<Record<number, readonly number[]>>;
export type CheckoutOptionChoices = Readonly<Record<number, readonly string[]>>;

/** Only answers the question offers count; a single-answer question keeps one. */
function answersOf(question: CheckoutQuestion, answers: QuestionAnswers): number[] {
  const chosen = (answers[question.id] ?? []).filter((id) => question.answers.some((answer) => answer.id === id));
  return question.multiple ? [...new Set(chosen)] : chosen.slice(0, 1);
}

function itemsOf(option: CheckoutInputOption, choices: CheckoutOptionChoices): string[] {
  const chosen = (choices[option.id] ?? []).filter((value) => option.items.some((item) => item.value === value));
  return option.type === 'checkbox' ? [...new Set(chosen)] : chosen.slice(0, 1);
}

/** checkout 5: a mandatory question needs an answer (multiple: at least one); the ids of those without. */
export function unansweredQuestions(questions: readonly CheckoutQuestion[], answers: QuestionAnswers): number[] {
  return questions.filter((question) => question.mandatory && answersOf(question, answers).length === 0).map((question) => question.id);
}

/** checkout 5: mandatory checkout options must be selected; the ids of those that are not. */
export function unselectedOptions(options: readonly CheckoutInputOption[], choices: CheckoutOptionChoices): number[] {
  return options.filter((option) => option.mandatory && itemsOf(option, choices).length === 0).map((option) => option.id);
}

/** checkout 3: question, the list of question name and answer names (in French, the base language). */
export function questionsToSend(questions: readonly CheckoutQuestion[], answers: QuestionAnswers): { name: string; answers: string[] }[] {
  return questions
    .map((question) => ({
      name: localize(question.name, 'fr'),
      answers: answersOf(question, answers).map((id) => localize(question.answers.find((answer) => answer.id === id)?.name, 'fr')),
    }))
    .filter((entry) => entry.answers.length > 0);
}

/** Ours (the spec does not show where checkout options travel): each chosen option with its item values. */
export function checkoutOptionsToSend(options: readonly CheckoutInputOption[], choices: CheckoutOptionChoices): { id: number; values: string[] }[] {
  return options.map((option) => ({ id: option.id, values: itemsOf(option, choices) })).filter((entry) => entry.values.length > 0);
}
