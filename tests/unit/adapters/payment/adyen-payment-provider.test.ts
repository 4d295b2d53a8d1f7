import { describe, expect, it } from 'vitest';
import { AdyenPaymentProvider, adyenOutcome } from '../../../../adapters/payment/adyen/adyen-payment-provider';
import { FakeAdyen } from '../../../../adapters/payment/adyen/fake-adyen';
import type { PaymentContext } from '../../../../core/ports/payment-provider';
import { kitPage } from '../../../contract/payment/kit-dom';

const context: PaymentContext = { restaurantId: 'le-comptoir', providerId: 6, paymentTypeId: 1, amount: 2450, currency: 'EUR', country: 'FR', locale: 'en' };

function anAdyen(answer: () => Response | Promise<Response>) {
  const page = kitPage();
  const adyen = new FakeAdyen(page.window);
  const sent: { url: string; body: unknown }[] = [];
  const platform: typeof fetch = async (url, init) => (sent.push({ url: String(url), body: JSON.parse(String(init?.body)) }), answer());
  const provider = new AdyenPaymentProvider({ clientKey: async () => 'live_ABC', apiBaseUrl: 'http://127.0.0.1:4173/', loadAdyen: adyen.load, fetch: platform, host: page.window });
  return { page, adyen, provider, sent };
}

describe('Adyen adapter (provider 6, checkout 4 and 9)', () => {
  it('starts AdyenCheckout with the client key, its environment, the locale and the amount (checkout 7)', async () => {
    const { adyen, provider } = anAdyen(() => Response.json({ resultCode: 'Authorised' }));
    await provider.mountCardFields('#checkout-card-fields', context);
    expect(adyen.configs[0]).toMatchObject({ clientKey: 'live_ABC', environment: 'live', locale: 'en-US', countryCode: 'FR', amount: { value: 2450, currency: 'EUR' } });
  });

  it('sends the encrypted state to the platform session of the order, and maps its resultCode', async () => {
    const { adyen, provider, sent } = anAdyen(() => Response.json({ resultCode: 'Cancelled' }));
    const fields = await provider.mountCardFields('#checkout-card-fields', context);
    adyen.type(true);
    const outcome = await provider.pay({ ...context, orderNumber: 'A1', redirectionUrl: 'adyen/sessions/A1', successUrl: 's', cancelUrl: 'c' }, fields);
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(sent[0]?.url).toBe('http://127.0.0.1:4173/adyen/sessions/A1');
    expect(sent[0]?.body).toMatchObject({ orderNumber: 'A1', paymentMethod: { type: 'scheme', encryptedCardNumber: expect.stringMatching(/^adyenjs_/) } });
  });

  it.each([
    ['answers 502', () => new Response('', { status: 502 }), 'the platform answered 502'],
    ['answers without a resultCode', () => Response.json({}), 'the platform gave no resultCode'],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('a platform that %s ends the payment as failed, in words', async (_case, answer, message) => {
    const { adyen, provider } = anAdyen(answer);
    const fields = await provider.mountCardFields('#checkout-card-fields', context);
    adyen.type(true);
    const outcome = await provider.pay({ ...context, orderNumber: 'A2', redirectionUrl: 'adyen/sessions/A2', successUrl: 's', cancelUrl: 'c' }, fields);
    expect(outcome).toEqual({ kind: 'failed', message });
  });

  it('offline: the SDK does not load and the fields cannot be drawn', async () => {
    const { adyen, provider, page } = anAdyen(() => Response.json({}));
    adyen.offline = true;
    await expect(provider.mountCardFields('#checkout-card-fields', context)).rejects.toThrow();
    expect(page.container.children).toHaveLength(0);
  });

  it('Authorised -> authorised, Refused -> refused, Cancelled -> cancelled, Error -> failed', () => {
    expect(adyenOutcome({ resultCode: 'Authorised' })).toEqual({ kind: 'authorised' });
    expect(adyenOutcome({ resultCode: 'Refused' })).toEqual({ kind: 'refused' });
    expect(adyenOutcome({ resultCode: 'Cancelled' })).toEqual({ kind: 'cancelled' });
    expect(adyenOutcome({ resultCode: 'Error' }).kind).toBe('failed');
    expect(adyenOutcome(undefined).kind).toBe('failed');
  });
});
