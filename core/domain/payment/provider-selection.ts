import type { Cents } from '../money/money';
import type { OrderTypeSettings, PaymentProviderEntry } from '../order-type/order-type';
import type { PaymentChoice } from '../checkout/payment-choice';
import { choosePaymentProvider, defaultPaymentChoice } from '../checkout/payment-choice';
import type { WalletOffer } from './wallets';

export interface ProviderOption {
  readonly provider: PaymentProviderEntry;
  /** Why it cannot be chosen now: the platform disabled it, or the basket is below its online minimum. */
  readonly unavailable: 'disabled' | 'below_online_minimum' | null;
}

/** checkout 4: online providers are disabled while the basket total is below the online minimum. */
export function providerOptions(orderType: OrderTypeSettings, total: Cents): ProviderOption[] {
  return orderType.order_type_providers.map((provider) => ({
    provider,
    unavailable: provider.disabled
      ? 'disabled'
      : provider.type === 'ONLINE' && total < (provider.minimum ?? 0)
        ? 'below_online_minimum'
        : null,
  }));
}

/**
 * checkout 4: the provider the customer chose, while it can still be chosen; otherwise, as on mount and
 * on order-type change, the first provider if it is not disabled (on the spot when the order type
 * lists none).
 */
export function selectedPayment(orderType: OrderTypeSettings, total: Cents, chosenProviderId: number | null): PaymentChoice | null {
  const options = providerOptions(orderType, total);
  const chosen = options.find((option) => option.provider.provider_id === chosenProviderId && option.unavailable === null);
  if (chosen) return choosePaymentProvider(chosen.provider);
  const first = options[0];
  if (first && first.unavailable === 'below_online_minimum') return null;
  return defaultPaymentChoice(orderType);
}

/**
 * Issue 20.1, express checkout: the payment a wallet button makes, through its provider while that
 * provider can be chosen for this total (its online minimum); null otherwise.
 */
export function walletPayment(orderType: OrderTypeSettings, total: Cents, offer: WalletOffer): PaymentChoice | null {
  const option = providerOptions(orderType, total).find((entry) => entry.provider.provider_id === offer.providerId && entry.unavailable === null);
  return option && option.provider.type === 'ONLINE' ? { ...choosePaymentProvider(option.provider), wallet: offer.wallet } : null;
}
