import { describe, expect, it } from 'vitest';
import type { WalletKind } from '../../../../core/domain/payment/wallets';
import type { PaymentContext, PaymentOutcome, PaymentProvider, PaymentProviderRegistry, PaymentRequest } from '../../../../core/ports/payment-provider';
import { PaymentViewModel } from '../../../../ui/checkout/payment/payment-view-model';

const context = (providerId: number): PaymentContext => ({ restaurantId: 'le-comptoir', providerId, paymentTypeId: 1, amount: 750, currency: 'EUR', country: 'FR', locale: 'fr' });
const request: PaymentRequest = { ...context(8), orderNumber: 'CH0000000001', redirectionUrl: null, successUrl: 'http://x/ok', cancelUrl: 'http://x/ko' };

/** A provider with a wallet that says what it was asked; provider 9 has none, provider 7 cannot load. */
function aRegistry(wallets: readonly WalletKind[]) {
  const paidWith: string[] = [];
  const provider: PaymentProvider = {
    name: 'with a wallet',
    hasCardFields: true,
    mountCardFields: () => Promise.reject(new Error('not here')),
    pay: async (): Promise<PaymentOutcome> => (paidWith.push('card'), { kind: 'authorised' }),
    wallet: {
      available: async () => wallets,
      pay: async (_request, wallet) => (paidWith.push(wallet), { kind: 'refused' }),
    },
  };
  const plain: PaymentProvider = { ...provider, name: 'no wallet', wallet: undefined };
  const registry: PaymentProviderRegistry = {
    load: async (providerId) => {
      if (providerId === 7) throw new Error('the SDK cannot load');
      return providerId === 8 ? provider : plain;
    },
  };
  return { registry, paidWith };
}

describe('issue 20.1: the express checkout in the payment panel', () => {
  it('offers a button per wallet of each provider that has some; a provider without wallets, or that cannot load, offers none', async () => {
    const { registry } = aRegistry(['sandbox_pay']);
    const panel = new PaymentViewModel({ registry: async () => registry });
    await panel.express.look([7, 8, 9], context);
    expect(panel.express.offers).toEqual([{ providerId: 8, wallet: 'sandbox_pay' }]);
    const none = new PaymentViewModel({ registry: async () => aRegistry([]).registry });
    await none.express.look([8, 9], context);
    expect(none.express.offers).toEqual([]);
  });

  it('a payment chosen with a wallet is paid by the wallet, never by the card fields; without one, by the card', async () => {
    const { registry, paidWith } = aRegistry(['sandbox_pay']);
    const panel = new PaymentViewModel({ registry: async () => registry });
    expect(await panel.pay({ mode: 'ONLINE', providerId: 8, paymentTypeId: 1, wallet: 'sandbox_pay' }, request)).toEqual({ kind: 'refused' });
    await panel.pay({ mode: 'ONLINE', providerId: 8, paymentTypeId: 1 }, request);
    expect(paidWith).toEqual(['sandbox_pay', 'card']);
    expect((await panel.pay({ mode: 'ONLINE', providerId: 9, paymentTypeId: 1, wallet: 'sandbox_pay' }, request)).kind).toBe('failed');
  });
});
