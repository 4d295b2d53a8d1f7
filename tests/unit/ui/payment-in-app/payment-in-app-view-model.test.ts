import { describe, expect, it } from 'vitest';
import { paymentKitEntry as sandbox } from '../../../../adapters/payment/sandbox-hosted-fields/sandbox-hosted-fields.payment-kit';
import type { InAppOrder } from '../../../../core/ports/in-app-payment-gateway';
import type { PaymentContext } from '../../../../core/ports/payment-provider';
import type { InAppPaymentQuery } from '../../../../ui/payment-in-app/payment-in-app-view-model';
import { PaymentInAppViewModel } from '../../../../ui/payment-in-app/payment-in-app-view-model';
import { kitPage } from '../../../contract/payment/kit-dom';

const ORDER: InAppOrder = { orderNumber: 'K7ORDER00001', displayOrderNumber: 'CH-007', amount: 1500, currency: 'EUR', paymentStatus: 'to_pay', publicKey: 'sandbox_pk_lecomptoir' };
const QUERY: InAppPaymentQuery = { orderNumber: ORDER.orderNumber, token: 'T'.repeat(32), publicKey: ORDER.publicKey };

async function aPage(query: InAppPaymentQuery, answer: () => Promise<InAppOrder | null>) {
  const page = kitPage();
  const harness = await sandbox.create(page.window);
  const asked: unknown[][] = [];
  const contexts: PaymentContext[] = [];
  const tracked: string[] = [];
  const provider = { ...harness.provider, name: harness.provider.name, hasCardFields: true, mountCardFields: (s: string, c: PaymentContext) => (contexts.push(c), harness.provider.mountCardFields(s, c)), pay: harness.provider.pay.bind(harness.provider) };
  const view = new PaymentInAppViewModel('le-comptoir', query, {
    gateway: async () => ({ find: (...args: unknown[]) => (asked.push(args), answer()) }),
    registry: async () => ({ load: async () => provider }),
    track: (orderNumber) => tracked.push(orderNumber),
    locale: () => 'en',
  });
  return { view, harness, asked, contexts, tracked, page };
}

describe('in-app payment page (checkout 2)', () => {
  it('a link without its order number, token or key, or with anything but plain tokens, is invalid without asking the platform', async () => {
    for (const query of [{ ...QUERY, token: null }, { ...QUERY, orderNumber: '' }, { ...QUERY, publicKey: null }, { ...QUERY, token: '<script>' }]) {
      const { view, asked } = await aPage(query, async () => ORDER);
      await view.open('#checkout-card-fields');
      expect(view.state).toBe('invalid');
      expect(asked).toEqual([]);
    }
  });

  it('the platform decides: an unknown token or another public key is invalid, a paid order is told, an unreachable platform too', async () => {
    const cases: [() => Promise<InAppOrder | null>, string][] = [
      [async () => null, 'invalid'],
      [async () => ({ ...ORDER, publicKey: 'sandbox_pk_other' }), 'invalid'],
      [async () => ({ ...ORDER, paymentStatus: 'paid' }), 'already_paid'],
      [() => Promise.reject(new Error('network')), 'unavailable'],
    ];
    for (const [answer, state] of cases) {
      const { view, asked } = await aPage(QUERY, answer);
      await view.open('#checkout-card-fields');
      expect(view.state).toBe(state);
      expect(asked[0]).toEqual(['le-comptoir', ORDER.orderNumber, QUERY.token]);
    }
  });

  it('draws the hosted fields for the amount of the order (checkout 7), pays once complete, tries again after a refusal, then tracks', async () => {
    const { view, harness, contexts, tracked, page } = await aPage(QUERY, async () => ORDER);
    await view.open('#checkout-card-fields');
    expect(view.state).toBe('ready');
    expect(contexts[0]).toMatchObject({ providerId: 8, amount: 1500, currency: 'EUR', country: 'FR', locale: 'en' });
    expect(view.canPay).toBe(false);
    harness.fillCardFields(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.canPay).toBe(true);
    harness.nextPayment('refuse');
    await view.pay();
    expect(view.state).toBe('refused');
    harness.nextPayment('succeed');
    await view.pay();
    expect(tracked).toEqual([ORDER.orderNumber]);
    view.close();
    expect(page.container.children).toHaveLength(0);
  });
});
