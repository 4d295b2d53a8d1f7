import { hasTimeSelection } from '../schedule/time-slot-settings';
import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { Basket } from '../basket/basket';
import type { BasketTotals } from '../basket/basket-totals';
import type { CheckoutField, CheckoutForm } from './checkout-form';
import { COMMENT_FORM_MAX_LENGTH } from './checkout-form';
import { OrderTypeId } from '../order-type/order-type';
import type { DeliveryAddressMessageKey } from '../order-type/delivery-address';
import { deliveryAddressProblems } from '../order-type/delivery-address';
import { deliveryCountryOf } from '../order-type/post-code-formats';
import type { ScheduleProblem } from '../schedule/offered-slots';
import { asksFullName, isEmailValid, showsEmailField, isPhoneValid, isPlaceNumberValid } from './contact-rules';
import { nameProblem } from './name-rules';
import { paymentChoiceProblem, usesHostedFields } from './payment-choice';
import { unansweredQuestions, unselectedOptions } from './checkout-questions';
import type { TipProblem } from './checkout-extras';
import { areSaucesOffered, isChopsticksCountValid, isCutleryCountValid, tipProblem } from './checkout-extras';

export type CheckoutMessageKey =
  | 'empty_basket'
  | 'order_type_unavailable'
  | 'order_possible_from'
  | 'full_name_min_length_error'
  | 'first_name_min_length_error'
  | 'last_name_min_length_error'
  | 'name_max_length_error'
  | 'name_invalid_characters_error'
  | 'incorrect_table_number'
  | 'incorrect_phone_number'
  | 'email_error'
  | 'incorrect_room_number'
  | 'missing_cgv_checked'
  | 'you_must_select_a_payment_method'
  | 'payment_type_does_not_exist'
  | 'restaurant_closed'
  | DeliveryAddressMessageKey
  | ScheduleProblem
  | 'missing_hosted_fields'
  | 'missing_mandatory_options'
  | 'one_or_more_answers_expected'
  | 'comment_too_long'
  | 'chopsticks_out_of_range'
  | 'sauce_not_offered'
  | TipProblem
  | 'tip_not_taken';

export interface CheckoutProblem {
  readonly field: CheckoutField;
  readonly key: CheckoutMessageKey;
}

/** checkout 5: a name of at least 2 characters; ours: at most 100, and no control or format character. */
function pushNameProblem(problems: CheckoutProblem[], field: CheckoutField, value: string, tooShortKey: CheckoutMessageKey): void {
  const problem = nameProblem(value);
  if (problem === null) return;
  const key = problem === 'too_short' ? tooShortKey : problem === 'too_long' ? 'name_max_length_error' : 'name_invalid_characters_error';
  problems.push({ field, key });
}

/** checkout 5, the rules of the comments-and-options step: questions, checkout options, cutlery, comment, tips. */
function optionProblems(form: CheckoutForm, settings: RestaurantSettings, totals: BasketTotals): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  for (const id of unansweredQuestions(settings.questions, form.answers ?? {})) problems.push({ field: `question-${id}`, key: 'one_or_more_answers_expected' });
  for (const id of unselectedOptions(settings.checkout_input_options, form.checkoutOptions ?? {})) problems.push({ field: `option-${id}`, key: 'missing_mandatory_options' });
  if (settings.ask_cutlery && !isCutleryCountValid(form.nbCutlery)) problems.push({ field: 'cutlery', key: 'missing_mandatory_options' });
  // checkout 9 (issue 19): the form offers 1 to 6 chopsticks where asked; a form from elsewhere is told.
  if (!isChopsticksCountValid(form.nbChopsticks) || (!settings.ask_chopsticks && (form.nbChopsticks ?? 0) !== 0)) problems.push({ field: 'chopsticks', key: 'chopsticks_out_of_range' });
  if (!areSaucesOffered(settings.sauce, form.sauces ?? [])) problems.push({ field: 'sauces', key: 'sauce_not_offered' });
  // The form stops at 280 characters; a form from elsewhere (CLI file) is told.
  if (form.comment.length > COMMENT_FORM_MAX_LENGTH) problems.push({ field: 'comment', key: 'comment_too_long' });
  const tips = form.tips ?? 0;
  // Issue 22.12: the customer is told why (negative, above the items ordered, not an amount).
  const tipKey = tips !== 0 && !settings.have_tip ? 'tip_not_taken' : tipProblem(tips, totals.subtotal);
  if (tipKey !== null) problems.push({ field: 'tips', key: tipKey });
  return problems;
}

/** checkout 5, the payment rules: only-online restaurants, the method and type exist, hosted fields complete. */
function paymentProblems(form: CheckoutForm, settings: RestaurantSettings): CheckoutProblem[] {
  const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId);
  if (!orderType) return [];
  // checkout 5: only-online restaurants reject the on-spot mode ('you must select a payment method').
  if (settings.online_payment_only && form.payment?.mode === 'ONSPOT') return [{ field: 'payment', key: 'you_must_select_a_payment_method' }];
  const paymentProblem = paymentChoiceProblem(form.payment, orderType);
  if (paymentProblem) return [{ field: 'payment', key: paymentProblem }];
  if (form.payment && usesHostedFields(form.payment) && form.hostedFieldsComplete !== true) return [{ field: 'hostedFields', key: 'missing_hosted_fields' }];
  return [];
}

/**
 * checkout 5: every rule. Every problem found is returned, so the form can show them all at once under
 * the invalid_information title, each next to its field.
 */
export function validateCheckout(form: CheckoutForm, settings: RestaurantSettings, totals: BasketTotals): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const required = settings.cmd_required_infos.client_info;
  const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId);

  if (totals.itemCount === 0) problems.push({ field: 'basket', key: 'empty_basket' });
  if (settings.is_closed) problems.push({ field: 'basket', key: 'restaurant_closed' });
  if (!orderType) problems.push({ field: 'orderType', key: 'order_type_unavailable' });
  else if (totals.belowMinimum) problems.push({ field: 'basket', key: 'order_possible_from' });
  if (asksFullName(settings)) pushNameProblem(problems, 'fullName', form.fullName, 'full_name_min_length_error');
  if (required.first_name) pushNameProblem(problems, 'firstName', form.firstName, 'first_name_min_length_error');
  if (required.last_name) pushNameProblem(problems, 'lastName', form.lastName, 'last_name_min_length_error');
  // A phone typed though not required must still be right: the restaurant calls it.
  if ((required.phone || form.phone.trim() !== '') && !isPhoneValid(form.phone, settings.phoneRegion)) {
    problems.push({ field: 'phone', key: 'incorrect_phone_number' });
  }
  // An e-mail typed though not required must still be right: it is where the receipt goes.
  if (showsEmailField(settings) && (required.email || form.email.trim() !== '') && !isEmailValid(form.email)) problems.push({ field: 'email', key: 'email_error' });
  // checkout 4 and 5: an order type with time slots needs one chosen; whether it is still offered now is
  // the schedule check before sending (it needs the clock).
  if (orderType && hasTimeSelection(orderType) && !form.timeSlot) problems.push({ field: 'timeSlot', key: 'timeslot_required' });
  if (form.orderTypeId === OrderTypeId.roomDelivery && settings.cmd_required_infos.room_number && !isPlaceNumberValid(form.roomNumber)) {
    problems.push({ field: 'roomNumber', key: 'incorrect_room_number' });
  }
  if (form.orderTypeId === OrderTypeId.onPlace && settings.cmd_required_infos.table_number && !isPlaceNumberValid(form.tableNumber)) {
    problems.push({ field: 'tableNumber', key: 'incorrect_table_number' });
  }
  if (form.orderTypeId === OrderTypeId.delivery) problems.push(...deliveryAddressProblems(form.deliveryAddress, deliveryCountryOf(settings)));
  problems.push(...optionProblems(form, settings, totals));
  problems.push(...paymentProblems(form, settings));
  if (!form.cgvAccepted) problems.push({ field: 'cgv', key: 'missing_cgv_checked' });
  return problems;
}

/**
 * checkout 5 (issue 16): a form judged once, with the basket and the totals it was judged on. A submit
 * shows its problems, and PlaceOrder sends what was judged without judging it again.
 */
export interface CheckedCheckout<Totals extends BasketTotals = BasketTotals> {
  readonly form: CheckoutForm;
  readonly basket: Basket;
  /** The storefront's are CheckoutTotals (checkout-totals.ts): with the discount and the amount to pay. */
  readonly totals: Totals;
  readonly problems: readonly CheckoutProblem[];
}

/** Judges the form against the basket, whose totals (core ComputeTotals) are computed once by the caller. */
export function checkCheckout<Totals extends BasketTotals>(form: CheckoutForm, settings: RestaurantSettings, basket: Basket, totals: Totals): CheckedCheckout<Totals> {
  return { form, basket, totals, problems: validateCheckout(form, settings, totals) };
}
