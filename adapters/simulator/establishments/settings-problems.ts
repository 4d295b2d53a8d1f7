import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ConsistencyProblem } from './consistency-problem';
import { pictureProblem } from './pictures';

/**
 * Issue 22.15: what the settings point at, and the ids the checkout sends back. A forced home category
 * that does not exist opens the menu on nothing; a promotional banner's picture is a picture like any
 * other; two questions (or two answers of one question) with one id would be told apart by nobody when
 * the order comes back with the customer's answer (checkout 3: questions, checkout_input_options).
 */
function duplicates<T>(values: readonly T[]): { value: T; index: number }[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => (seen.has(value) ? [{ value, index }] : (seen.add(value), [])));
}

function checkoutQuestionProblems(settings: RestaurantSettings): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  for (const { value, index } of duplicates(settings.questions.map((question) => question.id))) {
    problems.push({ field: `settings.questions.${index}.id`, message: `question id ${value} is used twice: give each question its own id` });
  }
  settings.questions.forEach((question, questionIndex) => {
    for (const { value, index } of duplicates(question.answers.map((answer) => answer.id))) {
      problems.push({ field: `settings.questions.${questionIndex}.answers.${index}.id`, message: `answer id ${value} is used twice in this question: give each answer its own id` });
    }
  });
  for (const { value, index } of duplicates(settings.checkout_input_options.map((input) => input.id))) {
    problems.push({ field: `settings.checkout_input_options.${index}.id`, message: `checkout input id ${value} is used twice: give each its own id` });
  }
  settings.checkout_input_options.forEach((input, inputIndex) => {
    for (const { value, index } of duplicates(input.items.map((item) => item.value))) {
      problems.push({ field: `settings.checkout_input_options.${inputIndex}.items.${index}.value`, message: `value "${value}" is used twice in this input: give each item its own value` });
    }
  });
  return problems;
}

export function settingsProblems(settings: RestaurantSettings, categoryIds: ReadonlySet<number>, pictureExists: (name: string) => boolean): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const home = settings.forced_home_category;
  if (home !== null && !categoryIds.has(home)) {
    problems.push({ field: 'settings.forced_home_category', message: `no category ${home} in catalogue.categories: write the id of one of its categories, or null` });
  }
  settings.publicityBanner.mediaBanner.forEach((media, index) => {
    const found = pictureProblem(media.image, `settings.publicityBanner.mediaBanner.${index}.image`, pictureExists);
    if (found) problems.push(found);
  });
  // Issue 19 (checkout 5): a hidden e-mail field could never be filled in: every order would be refused.
  if (settings.config.hide_email_field === true && settings.cmd_required_infos.client_info.email) {
    problems.push({ field: 'settings.config.hide_email_field', message: 'the e-mail is required (cmd_required_infos.client_info.email) but its field is hidden: require it or show it' });
  }
  return [...problems, ...checkoutQuestionProblems(settings)];
}
