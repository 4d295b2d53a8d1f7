import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import { PLATFORM_PATHS } from '../platform-api/platform-api';

/**
 * checkout 7 "Payment public key": the restaurant's public key for a provider (Stripe's publishable
 * key, Adyen's client key), asked of the platform when the provider's fields are drawn.
 */
export async function fetchPaymentPublicKey(apiBaseUrl: string, restaurantId: RestaurantId, providerId: number, fetcher: typeof fetch = globalThis.fetch): Promise<string> {
  const answer = await fetcher(new URL(PLATFORM_PATHS.paymentPublicKey(restaurantId, providerId), apiBaseUrl).toString());
  if (!answer.ok) throw new Error(`the platform gave no public key for provider ${providerId} (${answer.status})`);
  const body = (await answer.json()) as { public_key?: unknown };
  if (typeof body.public_key !== 'string' || body.public_key === '' || body.public_key.length > 200) throw new Error('the platform answered no usable public key');
  return body.public_key;
}
