import type { PaymentProvider, PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { HOSTED_FIELDS_PROVIDER_ID } from '../../core/domain/payment/payment-providers';

/**
 * checkout 4 and 9: provider ids onto adapters, each loaded (with what it needs) only when the payment
 * step asks for it: provider 8 is card online through hosted fields; any other online provider sends
 * the customer to its page (the platform's redirectionUrl); every on-the-spot provider takes nothing
 * online. Adding a provider is one folder here plus one line below.
 */
export class LazyPaymentProviderRegistry implements PaymentProviderRegistry {
  private readonly loaded = new Map<string, Promise<PaymentProvider | null>>();

  constructor(private readonly apiBaseUrl: string) {}

  load(providerId: number, mode: 'ONLINE' | 'ONSPOT' = 'ONLINE'): Promise<PaymentProvider | null> {
    const key = mode === 'ONSPOT' ? 'onspot' : providerId === HOSTED_FIELDS_PROVIDER_ID ? 'hosted' : 'redirect';
    let provider = this.loaded.get(key);
    if (!provider) {
      provider = this.create(key);
      this.loaded.set(key, provider);
    }
    return provider;
  }

  private async create(key: string): Promise<PaymentProvider | null> {
    switch (key) {
      case 'onspot':
        return new (await import('./on-the-spot/on-the-spot-payment-provider')).OnTheSpotPaymentProvider();
      case 'hosted':
        return new (await import('./sandbox-hosted-fields/sandbox-hosted-fields-provider')).SandboxHostedFieldsProvider(this.apiBaseUrl);
      case 'redirect':
        return new (await import('./redirect/redirect-payment-provider')).RedirectPaymentProvider(this.apiBaseUrl);
      default:
        return null;
    }
  }
}
