import type { RestaurantSettings } from '../restaurant/restaurant-settings';
import type { BasketTotals } from '../basket/basket-totals';
import type { CheckoutField, CheckoutForm } from './checkout-form';
import { OrderTypeId } from '../order-type/order-type';
import { isEmailValid, isPhoneValid, isPlaceNumberValid } from './contact-rules';
import { nameProblem } from './name-rules';
import { paymentChoiceProblem } from './payment-choice';

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
  | 'missing_hosted_fields'
  | 'restaurant_closed';

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

/**
 * checkout 5, the rules this storefront has so far. Every problem found is returned, so the form can
 * show them all at once under the invalid_information title.
 */
export function validateCheckout(form: CheckoutForm, settings: RestaurantSettings, totals: BasketTotals): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const required = settings.cmd_required_infos.client_info;
  const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId);

  if (totals.itemCount === 0) problems.push({ field: 'basket', key: 'empty_basket' });
  if (settings.is_closed) problems.push({ field: 'basket', key: 'restaurant_closed' });
  if (!orderType) problems.push({ field: 'orderType', key: 'order_type_unavailable' });
  else if (totals.belowMinimum) problems.push({ field: 'basket', key: 'order_possible_from' });
  if (required.full_name) pushNameProblem(problems, 'fullName', form.fullName, 'full_name_min_length_error');
  if (required.first_name) pushNameProblem(problems, 'firstName', form.firstName, 'first_name_min_length_error');
  if (required.last_name) pushNameProblem(problems, 'lastName', form.lastName, 'last_name_min_length_error');
  // A phone typed though not required must still be right: the restaurant calls it.
  if ((required.phone || form.phone.trim() !== '') && !isPhoneValid(form.phone, settings.phoneRegion)) {
    problems.push({ field: 'phone', key: 'incorrect_phone_number' });
  }
  // An e-mail typed though not required must still be right: it is where the receipt goes.
  if ((required.email || form.email.trim() !== '') && !isEmailValid(form.email)) problems.push({ field: 'email', key: 'email_error' });
  if (form.orderTypeId === OrderTypeId.roomDelivery && settings.cmd_required_infos.room_number && !isPlaceNumberValid(form.roomNumber)) {
    problems.push({ field: 'roomNumber', key: 'incorrect_room_number' });
  }
  if (form.orderTypeId === OrderTypeId.onPlace && settings.cmd_required_infos.table_number && !isPlaceNumberValid(form.tableNumber)) {
    problems.push({ field: 'tableNumber', key: 'incorrect_table_number' });
  }
  if (orderType) {
    const paymentProblem = paymentChoiceProblem(form.payment, orderType);
    if (paymentProblem) problems.push({ field: 'payment', key: paymentProblem });
  }
  if (!form.cgvAccepted) problems.push({ field: 'cgv', key: 'missing_cgv_checked' });
  return problems;
}
