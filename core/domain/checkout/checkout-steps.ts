import type { CheckoutField } from './checkout-form';
import type { CheckoutProblem } from './checkout-validation';

/**
 * checkout 2: the hub's steps. `comments_and_summary` is the combined short mobile step: comments,
 * options, summary and payment on one page.
 */
export type CheckoutStepId = 'general_informations' | 'comments_and_options' | 'summary_and_payment' | 'comments_and_summary';

export interface CheckoutStepInput {
  /** Whether any client info (name, phone, e-mail, room or table number) is asked. */
  readonly asksClientInfo: boolean;
  /** How many payment modes the customer can choose from. */
  readonly paymentModeCount: number;
  /** The in-house pay feature (tastypay): the payment happens elsewhere. */
  readonly inHousePay: boolean;
}

/**
 * checkout 2: the first step is skipped when no client info is required; the third is dropped when only
 * one payment mode exists (the summary then joins the comments: the combined step); with in-house pay
 * the last step is removed (and with it the summary the combined step carried).
 */
export function checkoutSteps(input: CheckoutStepInput): CheckoutStepId[] {
  const steps: CheckoutStepId[] = input.asksClientInfo ? ['general_informations'] : [];
  if (input.inHousePay) steps.push('comments_and_options');
  else if (input.paymentModeCount <= 1) steps.push('comments_and_summary');
  else steps.push('comments_and_options', 'summary_and_payment');
  return steps;
}

// The time slot and the delivery address are asked with the order type, in general informations.
const GENERAL: readonly CheckoutField[] = [
  'fullName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'roomNumber',
  'tableNumber',
  'orderType',
  'basket',
  'timeSlot',
  'deliveryStreet',
  'deliveryPostCode',
  'deliveryCity',
  'deliveryFloor',
  'deliveryDoorCode',
  'deliveryIntercom',
];
const COMMENTS: readonly CheckoutField[] = ['comment', 'cutlery', 'tips'];
const SUMMARY: readonly CheckoutField[] = ['payment', 'cgv', 'hostedFields'];

function isCommentsField(field: CheckoutField): boolean {
  return COMMENTS.includes(field) || field.startsWith('question-') || field.startsWith('option-');
}

/** The step a field is filled in; a field of a step that is not shown belongs to the last one. */
export function stepOfField(field: CheckoutField, steps: readonly CheckoutStepId[]): CheckoutStepId {
  const wanted: CheckoutStepId[] = GENERAL.includes(field)
    ? ['general_informations']
    : isCommentsField(field)
      ? ['comments_and_options', 'comments_and_summary']
      : SUMMARY.includes(field)
        ? ['summary_and_payment', 'comments_and_summary']
        : [];
  return steps.find((step) => wanted.includes(step)) ?? steps[steps.length - 1] ?? 'comments_and_summary';
}

/** checkout 4: a step moves forward only if it validates: the problems of the steps up to this one. */
export function problemsUpToStep(problems: readonly CheckoutProblem[], steps: readonly CheckoutStepId[], index: number): CheckoutProblem[] {
  return problems.filter((problem) => steps.indexOf(stepOfField(problem.field, steps)) <= index);
}
