import { describe, expect, it } from 'vitest';
import { usesHostedFields } from '../../../../../core/domain/checkout/payment-choice';
import type { OrderTypeSettings } from '../../../../../core/domain/order-type/order-type';
import { walletPayment } from '../../../../../core/domain/payment/provider-selection';
import { walletsOffered } from '../../../../../core/domain/payment/wallets';

describe('issue 20.1: the wallets an express checkout offers', () => {
  it('only what the merchant enabled and the device can pay with, each once, nothing unknown', () => {
    expect(walletsOffered(['apple_pay', 'google_pay', 'sandbox_pay'], ['google_pay', 'sandbox_pay'])).toEqual(['google_pay', 'sandbox_pay']);
    expect(walletsOffered(['sandbox_pay', 'sandbox_pay', 'bitcoin', 3, null], ['sandbox_pay'])).toEqual(['sandbox_pay']);
    expect(walletsOffered(['apple_pay'], [])).toEqual([]);
    expect(walletsOffered([], ['apple_pay'])).toEqual([]);
  });

  it('a wallet pays through its provider, which needs no card fields then, while the provider can be chosen for the total', () => {
    const orderType = {
      order_type_providers: [
        { provider_id: 1, type: 'ONSPOT', disabled: false, payment_types: [{ payment_type_id: 1 }] },
        { provider_id: 8, type: 'ONLINE', disabled: false, minimum: 500, payment_types: [{ payment_type_id: 3 }] },
      ],
    } as unknown as OrderTypeSettings;
    const choice = walletPayment(orderType, 750, { providerId: 8, wallet: 'sandbox_pay' });
    expect(choice).toEqual({ mode: 'ONLINE', providerId: 8, paymentTypeId: 3, wallet: 'sandbox_pay' });
    expect(usesHostedFields(choice!)).toBe(false);
    expect(usesHostedFields({ mode: 'ONLINE', providerId: 8, paymentTypeId: 3 })).toBe(true);
    // Below the online minimum, or a provider paid on the spot: no wallet payment.
    expect(walletPayment(orderType, 400, { providerId: 8, wallet: 'sandbox_pay' })).toBeNull();
    expect(walletPayment(orderType, 750, { providerId: 1, wallet: 'sandbox_pay' })).toBeNull();
  });
});
