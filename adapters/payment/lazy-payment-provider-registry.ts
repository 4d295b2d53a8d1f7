import type { PaymentContext, PaymentProvider, PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { ADYEN_PROVIDER_ID, HOSTED_FIELDS_PROVIDER_ID, STRIPE_PROVIDER_ID } from '../../core/domain/payment/payment-providers';
import { fetchPaymentPublicKey } from './payment-public-key';

/** checkout 9: the online providers with an adapter of their own; any other sends the customer to its page. */
const ONLINE_ADAPTERS: Readonly<Record<number, string>> = { [HOSTED_FIELDS_PROVIDER_ID]: 'hosted', [STRIPE_PROVIDER_ID]: 'stripe', [ADYEN_PROVIDER_ID]: 'adyen' };

/**
 * checkout 4 and 9: provider ids onto adapters, each loaded (with what it needs) only when the payment
 * step asks for it: provider 8 is card online through hosted fields, 5 is Stripe and 6 Adyen (each SDK in
 * its own chunk, with the restaurant's public key); any other online provider sends
 * the customer to its page (the platform's redirectionUrl); every on-the-spot provider takes nothing
 * online. Adding a provider is one folder here plus one line below.
 */
export class LazyPaymentProviderRegistry implements PaymentProviderRegistry {
  private readonly loaded = new Map<string, Promise<PaymentProvider | null>>();

  constructor(private readonly apiBaseUrl: string) {}

  load(providerId: number, mode: 'ONLINE' | 'ONSPOT' = 'ONLINE'): Promise<PaymentProvider | null> {
    const key = mode === 'ONSPOT' ? 'onspot' : (ONLINE_ADAPTERS[providerId] ?? 'redirect');
    let provider = this.loaded.get(key);
    if (!provider) {
      provider = this.create(key);
      this.loaded.set(key, provider);
    }
    return provider;
  }

  private readonly publicKey = (context: PaymentContext) => fetchPaymentPublicKey(this.apiBaseUrl, context.restaurantId, context.providerId);

  private async create(key: string): Promise<PaymentProvider | null> {
    switch (key) {
      case 'onspot':
        return new (await import('./on-the-spot/on-the-spot-payment-provider')).OnTheSpotPaymentProvider();
      case 'hosted':
        return new (await import('./sandbox-hosted-fields/sandbox-hosted-fields-provider')).SandboxHostedFieldsProvider(this.apiBaseUrl);
      case 'stripe':
        return new (await import('./stripe/stripe-payment-provider')).StripePaymentProvider({ publishableKey: this.publicKey });
      case 'adyen':
        return new (await import('./adyen/adyen-payment-provider')).AdyenPaymentProvider({ clientKey: this.publicKey, apiBaseUrl: this.apiBaseUrl });
      case 'redirect':
        return new (await import('./redirect/redirect-payment-provider')).RedirectPaymentProvider(this.apiBaseUrl);
      default:
        return null;
    }
  }
}
