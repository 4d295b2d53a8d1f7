import type { OrderTypeSettings, PaymentKind, PaymentProviderEntry } from '../order-type/order-type';
import { drawsCardFields } from '../payment/payment-providers';
import type { WalletKind } from '../payment/wallets';

/** checkout 9: default payment type id 1. */
export const DEFAULT_PAYMENT_TYPE_ID = 1;

export interface PaymentChoice {
  readonly mode: PaymentKind;
  readonly providerId: number;
  readonly paymentTypeId: number;
  /** Issue 20.1: paid with this wallet (express checkout) rather than the provider's card fields. */
  readonly wallet?: WalletKind;
}

export function availableProviders(orderType: OrderTypeSettings): PaymentProviderEntry[] {
  return orderType.order_type_providers.filter((provider) => !provider.disabled);
}

/** checkout 4: choosing a provider sets its id, its first payment type and the mode. */
export function choosePaymentProvider(provider: PaymentProviderEntry): PaymentChoice {
  return {
    mode: provider.type,
    providerId: provider.provider_id,
    paymentTypeId: provider.payment_types[0]?.payment_type_id ?? DEFAULT_PAYMENT_TYPE_ID,
  };
}

/** The provider id sent for an on-the-spot payment when the order type names no provider. */
export const NO_PROVIDER_ID = 0;

/**
 * checkout 4: on mount and on order-type change the first provider is chosen if not disabled. With no
 * per-order-type providers the payment is on the spot (this storefront has no other provider list).
 */
export function defaultPaymentChoice(orderType: OrderTypeSettings): PaymentChoice | null {
  if (orderType.order_type_providers.length === 0) {
    return { mode: 'ONSPOT', providerId: NO_PROVIDER_ID, paymentTypeId: DEFAULT_PAYMENT_TYPE_ID };
  }
  const first = orderType.order_type_providers[0];
  return first && !first.disabled ? choosePaymentProvider(first) : null;
}

/**
 * checkout 5: a payment method must be chosen among the order type's providers, and an online
 * payment type must exist in the provider's list.
 */
export function paymentChoiceProblem(
  choice: PaymentChoice | null,
  orderType: OrderTypeSettings,
): 'you_must_select_a_payment_method' | 'payment_type_does_not_exist' | null {
  if (orderType.order_type_providers.length === 0) {
    return choice?.mode === 'ONSPOT' && choice.providerId === NO_PROVIDER_ID ? null : 'you_must_select_a_payment_method';
  }
  const provider = choice && availableProviders(orderType).find((p) => p.provider_id === choice.providerId);
  if (!choice || !provider || provider.type !== choice.mode) return 'you_must_select_a_payment_method';
  const typeExists = provider.payment_types.some((t) => t.payment_type_id === choice.paymentTypeId);
  if (choice.mode === 'ONLINE' && !typeExists) return 'payment_type_does_not_exist';
  return null;
}

/** checkout 9: provider 8 is card online through hosted fields. */
export const HOSTED_FIELDS_PROVIDER_ID = 8;

/** checkout 5: the card fields drawn in the checkout (hosted fields, Stripe, Adyen) must be complete before the order is sent. */
export function usesHostedFields(choice: PaymentChoice): boolean {
  // Issue 20.1: a wallet gives the card itself; there are no fields to fill.
  return choice.mode === 'ONLINE' && choice.wallet === undefined && drawsCardFields(choice.providerId);
}
