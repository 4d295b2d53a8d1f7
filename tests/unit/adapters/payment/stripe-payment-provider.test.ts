import { describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../../adapters/payment/stripe/fake-stripe';
import { stripeClientSecret } from '../../../../adapters/payment/stripe/stripe-client-secret';
import { StripePaymentProvider, stripeOutcome } from '../../../../adapters/payment/stripe/stripe-payment-provider';
import type { PaymentContext } from '../../../../core/ports/payment-provider';
import { kitPage } from '../../../contract/payment/kit-dom';

const context = (locale: string): PaymentContext => ({ restaurantId: 'le-comptoir', providerId: 5, paymentTypeId: 1, amount: 1200, currency: 'EUR', country: 'FR', locale });

function aStripe() {
  const page = kitPage();
  const stripe = new FakeStripe(page.window);
  const keys: PaymentContext[] = [];
  const provider = new StripePaymentProvider({ publishableKey: async (c) => (keys.push(c), 'pk_test_comptoir'), loadStripe: stripe.loadStripe, host: page.window });
  return { page, stripe, provider, keys };
}

describe('Stripe adapter (provider 5, checkout 4 and 9)', () => {
  it('loads Stripe with the restaurant publishable key and the visitor language, for Elements too', async () => {
    const { stripe, provider, keys } = aStripe();
    await provider.mountCardFields('#checkout-card-fields', context('en'));
    expect(keys[0]?.providerId).toBe(5);
    expect(stripe.loaded).toEqual([{ key: 'pk_test_comptoir', locale: 'en' }]);
    expect(stripe.elementsLocales).toEqual(['en']);
  });

  it('offline (loadStripe rejects): the fields cannot be drawn, and nothing is left in the page', async () => {
    const { page, stripe, provider } = aStripe();
    stripe.offline = true;
    await expect(provider.mountCardFields('#checkout-card-fields', context('fr'))).rejects.toThrow('Failed to load Stripe.js');
    expect(page.container.children).toHaveLength(0);
  });

  it('pays with confirmCardPayment on the client secret of the order answer', async () => {
    const { stripe, provider } = aStripe();
    const fields = await provider.mountCardFields('#checkout-card-fields', context('fr'));
    const request = { ...context('fr'), orderNumber: 'A1', successUrl: 's', cancelUrl: 'c' };
    const viaUrl = await provider.pay({ ...request, redirectionUrl: 'https://pay.example/return?payment_intent_client_secret=pi_3Abc_secret_Xyz' }, fields);
    expect(viaUrl).toEqual({ kind: 'authorised' });
    expect(stripe.confirmed).toEqual(['pi_3Abc_secret_Xyz']);
    expect(await provider.pay({ ...request, redirectionUrl: 'sandbox/pay/A1' }, fields)).toMatchObject({ kind: 'failed' });
    stripe.next = new Error('network down');
    expect(await provider.pay({ ...request, redirectionUrl: 'pi_3Abc_secret_Xyz' }, fields)).toEqual({ kind: 'failed', message: 'network down' });
  });

  it("maps Stripe's results: succeeded -> authorised, card_error -> refused, api errors -> failed, canceled -> cancelled", () => {
    expect(stripeOutcome({ paymentIntent: { status: 'succeeded' } })).toEqual({ kind: 'authorised' });
    expect(stripeOutcome({ paymentIntent: { status: 'processing' } })).toEqual({ kind: 'authorised' });
    expect(stripeOutcome({ error: { type: 'card_error', message: 'Your card was declined.' } })).toEqual({ kind: 'refused', message: 'Your card was declined.' });
    expect(stripeOutcome({ error: { type: 'api_error' } })).toEqual({ kind: 'failed' });
    expect(stripeOutcome({ paymentIntent: { status: 'canceled' } })).toEqual({ kind: 'cancelled' });
    expect(stripeOutcome({ paymentIntent: { status: 'requires_action' } }).kind).toBe('failed');
  });

  it('reads a client secret only where it has the shape of one', () => {
    expect(stripeClientSecret('pi_1_secret_2')).toBe('pi_1_secret_2');
    expect(stripeClientSecret('/x?payment_intent_client_secret=pi_1_secret_2')).toBe('pi_1_secret_2');
    expect(stripeClientSecret('/x?payment_intent_client_secret=<script>')).toBeNull();
    expect(stripeClientSecret(null)).toBeNull();
  });
});
