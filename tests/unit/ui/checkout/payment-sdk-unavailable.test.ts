import { describe, expect, it } from 'vitest';
import { FakeAdyen } from '../../../../adapters/payment/adyen/fake-adyen';
import { AdyenPaymentProvider } from '../../../../adapters/payment/adyen/adyen-payment-provider';
import { FakeStripe } from '../../../../adapters/payment/stripe/fake-stripe';
import { StripePaymentProvider } from '../../../../adapters/payment/stripe/stripe-payment-provider';
import type { PaymentProvider } from '../../../../core/ports/payment-provider';
import { PaymentViewModel } from '../../../../ui/checkout/payment/payment-view-model';
import en from '../../../../ui/locales/pages/en-GB.json';
import fr from '../../../../ui/locales/pages/fr.json';
import { kitPage } from '../../../contract/payment/kit-dom';

const context = { restaurantId: 'le-comptoir', providerId: 5, paymentTypeId: 1, amount: 1500, currency: 'EUR', country: 'FR', locale: 'fr' };

function panelWith(provider: (host: Window) => PaymentProvider) {
  const page = kitPage();
  return { page, panel: new PaymentViewModel({ registry: async () => ({ load: async () => provider(page.window) }) }) };
}

describe('issue 7: a payment SDK that cannot load (offline here) does not break the checkout', () => {
  it('Stripe (provider 5): the card fields are required, and their failure is told, with nothing left in the page', async () => {
    const { page, panel } = panelWith((host) => {
      const stripe = new FakeStripe(host);
      stripe.offline = true;
      return new StripePaymentProvider({ publishableKey: async () => 'pk_test_x', loadStripe: stripe.loadStripe, host });
    });
    const choice = { mode: 'ONLINE' as const, providerId: 5, paymentTypeId: 1 };
    expect(panel.needsCardFields(choice)).toBe(true);
    await panel.showCardFields(choice, '#checkout-card-fields', context);
    expect(panel.cardFieldsState).toBe('failed');
    expect(panel.cardFieldsComplete).toBe(false);
    expect(page.container.children).toHaveLength(0);
    // Another method is chosen: the failure is gone with the fields.
    panel.hideCardFields();
    expect(panel.cardFieldsState).toBe('none');
  });

  it('Adyen (provider 6): the same', async () => {
    const { panel } = panelWith((host) => {
      const adyen = new FakeAdyen(host);
      adyen.offline = true;
      return new AdyenPaymentProvider({ clientKey: async () => 'test_X', apiBaseUrl: 'http://127.0.0.1:4173/', loadAdyen: adyen.load, host });
    });
    await panel.showCardFields({ mode: 'ONLINE', providerId: 6, paymentTypeId: 1 }, '#checkout-card-fields', { ...context, providerId: 6 });
    expect(panel.cardFieldsState).toBe('failed');
  });

  it('says so in French and in English (payment_method_cannot_load)', () => {
    expect(fr.payment_method_cannot_load).toMatch(/ne peut pas être chargé/);
    expect(en.payment_method_cannot_load).toMatch(/cannot be loaded/);
  });
});
