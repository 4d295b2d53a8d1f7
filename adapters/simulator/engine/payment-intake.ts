import { DEFAULT_PAYMENT_TYPE_ID, NO_PROVIDER_ID, availableProviders, paymentChoiceProblem } from '../../../core/domain/checkout/payment-choice';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { OrderTypeSettings } from '../../../core/domain/order-type/order-type';
import { SimulatorError } from './simulator-error';

/**
 * The payment types a provider of this order type takes (checkout 3 Provider entry: payment_types); one
 * that lists none, or an order type without providers (paid on the spot), takes the default type only
 * (checkout 9: payment type id 1).
 */
function offeredPaymentTypes(orderType: OrderTypeSettings, providerId: number): readonly number[] {
  if (orderType.order_type_providers.length === 0) return providerId === NO_PROVIDER_ID ? [DEFAULT_PAYMENT_TYPE_ID] : [];
  const provider = availableProviders(orderType).find((candidate) => candidate.provider_id === providerId);
  if (!provider) return [];
  return provider.payment_types.length === 0 ? [DEFAULT_PAYMENT_TYPE_ID] : provider.payment_types.map((type) => type.payment_type_id);
}

/**
 * checkout 5 and 7 on the platform's side: the payment method is one the order type offers (400 naming the
 * provider), and its payment type one that provider takes, online or on the spot (400 naming it: core checks
 * the online ones only, the platform checks every one).
 */
export function checkPaymentChoice(orderType: OrderTypeSettings, payment: OrderPayload['payement_infos']): void {
  const { type, provider_id, payment_type_id } = payment;
  const problem = paymentChoiceProblem({ mode: type, providerId: provider_id, paymentTypeId: payment_type_id }, orderType);
  if (problem === 'you_must_select_a_payment_method') {
    throw new SimulatorError('bad_request', 'this payment method is not offered for this order type', 'payement_infos.provider_id');
  }
  if (problem !== null || !offeredPaymentTypes(orderType, provider_id).includes(payment_type_id)) {
    throw new SimulatorError('bad_request', `payment type ${payment_type_id} is not one this payment method takes`, 'payement_infos.payment_type_id');
  }
}

/** checkout 3 and 7: a group order is paid at each counter with the default payment type (core group-order.ts). */
export function checkGroupPayment(payment: OrderPayload['payement_infos']): void {
  if (payment.payment_type_id !== DEFAULT_PAYMENT_TYPE_ID) {
    throw new SimulatorError('bad_request', `a group order is paid on the spot with payment type ${DEFAULT_PAYMENT_TYPE_ID}`, 'payement_infos.payment_type_id');
  }
}
