import { describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../../adapters/payment/stripe/fake-stripe';
import { StripePaymentProvider } from '../../../../adapters/payment/stripe/stripe-payment-provider';
import { SandboxWallet } from '../../../../adapters/payment/sandbox-hosted-fields/sandbox-wallet';
import { AdyenPaymentProvider } from '../../../../adapters/payment/adyen/adyen-payment-provider';
import { FakeAdyen } from '../../../../adapters/payment/adyen/fake-adyen';
import type { PaymentContext, PaymentRequest } from '../../../../core/ports/payment-provider';
import { kitPage } from '../../../contract/payment/kit-dom';

const context: PaymentContext = { restaurantId: 'le-comptoir', providerId: 5, paymentTypeId: 1, amount: 1200, currency: 'EUR', country: 'FR', locale: 'fr' };
const request = (redirectionUrl: string | null, amount = 1250): PaymentRequest => ({ ...context, amount, orderNumber: 'CH0000000001', redirectionUrl, successUrl: 'http://x/ok', cancelUrl: 'http://x/ko' });

function aStripeWallet() {
  const page = kitPage();
  const stripe = new FakeStripe(page.window);
  const provider = new StripePaymentProvider({ publishableKey: async () => 'pk_test_comptoir', loadStripe: stripe.loadStripe, host: page.window });
  return { stripe, wallet: provider.wallet };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('issue 20.1: Apple Pay and Google Pay through Stripe (Payment Request), against a fake of Stripe.js', () => {
  it('offers the wallets Stripe says this device and this merchant can pay with, none when it says none', async () => {
    const { stripe, wallet } = aStripeWallet();
    stripe.wallets = { applePay: true, googlePay: false };
    expect(await wallet.available(context)).toEqual(['apple_pay']);
    expect(stripe.paymentRequests[0]?.options).toEqual({ country: 'FR', currency: 'eur', total: { label: 'le-comptoir', amount: 1200 } });
    stripe.wallets = { googlePay: true };
    expect(await wallet.available(context)).toEqual(['google_pay']);
    stripe.wallets = null;
    expect(await wallet.available(context)).toEqual([]);
  });

  it('pays the order total with the PaymentMethod the wallet gave, closes the sheet with success, and says authorised', async () => {
    const { stripe, wallet } = aStripeWallet();
    stripe.wallets = { applePay: true };
    await wallet.available(context);
    const paying = wallet.pay(request('pi_123_secret_abc'), 'apple_pay');
    const sheet = stripe.paymentRequests[0]!;
    expect(sheet.shown).toBe(true);
    expect(sheet.total.amount).toBe(1250);
    sheet.approve('pm_wallet_1');
    expect(await paying).toEqual({ kind: 'authorised' });
    expect(sheet.completed).toBe('success');
    expect(stripe.walletConfirmations).toEqual([{ secret: 'pi_123_secret_abc', paymentMethod: 'pm_wallet_1', handleActions: false }]);
  });

  it('a card the bank declines closes the sheet with fail and is refused; a closed sheet is cancelled', async () => {
    const { stripe, wallet } = aStripeWallet();
    stripe.wallets = { googlePay: true };
    await wallet.available(context);
    stripe.stage('refuse');
    const refused = wallet.pay(request('pi_1_secret_a'), 'google_pay');
    stripe.paymentRequests[0]!.approve('pm_2');
    expect(await refused).toMatchObject({ kind: 'refused' });
    expect(stripe.paymentRequests[0]!.completed).toBe('fail');
    const cancelled = wallet.pay(request('pi_1_secret_a'), 'google_pay');
    await tick();
    stripe.paymentRequests[0]!.close();
    expect(await cancelled).toEqual({ kind: 'cancelled' });
  });

  it('a bank asking for 3-D Secure: the sheet closes, then Stripe.js plays the check, whose outcome counts', async () => {
    const { stripe, wallet } = aStripeWallet();
    stripe.wallets = { applePay: true };
    await wallet.available(context);
    stripe.queue.push({ paymentIntent: { status: 'requires_action' } }, { paymentIntent: { status: 'succeeded' } });
    const paying = wallet.pay(request('pi_9_secret_z'), 'apple_pay');
    stripe.paymentRequests[0]!.approve('pm_3');
    expect(await paying).toEqual({ kind: 'authorised' });
    expect(stripe.walletConfirmations.map((entry) => entry.paymentMethod)).toEqual(['pm_3', null]);
  });

  it('without a PaymentIntent for the order, or before it asked, or for a wallet Stripe has not, it fails without showing a sheet', async () => {
    const { stripe, wallet } = aStripeWallet();
    expect((await wallet.pay(request('pi_1_secret_a'), 'apple_pay')).kind).toBe('failed');
    stripe.wallets = { applePay: true };
    await wallet.available(context);
    expect((await wallet.pay(request(null), 'apple_pay')).kind).toBe('failed');
    expect((await wallet.pay(request('pi_1_secret_a'), 'sandbox_pay')).kind).toBe('failed');
    expect(stripe.paymentRequests[0]!.shown).toBe(false);
  });
});

describe("issue 20.1: the sandbox provider's own wallet", () => {
  const answering = (body: unknown, asked: string[]) => (async (url: string) => (asked.push(url), new Response(JSON.stringify(body), { status: 200 }))) as unknown as typeof fetch;

  it('a browser without the Payment Request API is offered no wallet, and the merchant is not even asked', async () => {
    const page = kitPage();
    const asked: string[] = [];
    const wallet = new SandboxWallet('http://127.0.0.1:4173/', page.window, answering({ wallets: ['sandbox_pay'] }, asked));
    expect(await wallet.available(context)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('with the Payment Request API: the wallets the merchant enabled that the sandbox has, nothing unknown', async () => {
    const page = kitPage();
    Object.assign(page.window, { PaymentRequest: class {} });
    const asked: string[] = [];
    expect(await new SandboxWallet('http://127.0.0.1:4173/', page.window, answering({ wallets: ['apple_pay', 'sandbox_pay', 'junk'] }, asked)).available(context)).toEqual(['sandbox_pay']);
    expect(asked).toEqual(['http://127.0.0.1:4173/sandbox/wallets/le-comptoir']);
    expect(await new SandboxWallet('http://127.0.0.1:4173/', page.window, answering({ wallets: [] }, [])).available(context)).toEqual([]);
  });

  it('pays in the sheet framed from the sandbox; only the sheet\'s own messages count, and it leaves nothing behind', async () => {
    const page = kitPage();
    const wallet = new SandboxWallet('http://127.0.0.1:4173/', page.window);
    const outcome = async (data: Record<string, unknown>, from: 'sheet' | 'elsewhere' = 'sheet') => {
      const paying = wallet.pay(request(null), 'sandbox_pay');
      const frame = page.document.querySelector('iframe')!;
      expect(frame.getAttribute('src')).toBe('http://127.0.0.1:4173/sandbox/wallet/CH0000000001?origin=http%3A%2F%2F127.0.0.1%3A4173&lang=fr');
      const message = (origin: string) => Object.assign(new Event('message'), { data: { type: 'sandbox-wallet', ...data }, origin, source: frame.contentWindow });
      if (from === 'elsewhere') page.window.dispatchEvent(message('https://evil.example'));
      page.window.dispatchEvent(message('http://127.0.0.1:4173'));
      const result = await paying;
      expect(page.document.querySelector('iframe')).toBeNull();
      return result;
    };
    expect(await outcome({ event: 'paid', decision: 'approve', ok: true, payment_status: 'paid' }, 'elsewhere')).toEqual({ kind: 'authorised' });
    expect(await outcome({ event: 'paid', decision: 'decline', ok: true, payment_status: 'rejected' })).toEqual({ kind: 'refused' });
    expect(await outcome({ event: 'paid', decision: 'cancel', ok: true, payment_status: 'rejected' })).toEqual({ kind: 'cancelled' });
    expect(await outcome({ event: 'closed' })).toEqual({ kind: 'cancelled' });
    expect(await outcome({ event: 'paid', decision: 'approve', ok: false, payment_status: null, message: 'order CH is canceled' })).toEqual({ kind: 'failed', message: 'order CH is canceled' });
  });
});

describe("issue 20.1: Apple Pay and Google Pay through Adyen's wallet components, against a fake of Adyen Web", () => {
  function anAdyenWallet(resultCode = 'Authorised') {
    const page = kitPage();
    const adyen = new FakeAdyen(page.window);
    const posted: { url: string; body: unknown }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ resultCode }), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = new AdyenPaymentProvider({ clientKey: async () => 'test_SANDBOXLECOMPTOIR', apiBaseUrl: 'http://127.0.0.1:4173/', loadAdyen: adyen.load, fetch: fetcher, host: page.window });
    return { adyen, posted, wallet: provider.wallet };
  }

  it('offers the wallets whose component says the device can pay, none otherwise', async () => {
    const { adyen, wallet } = anAdyenWallet();
    expect(await wallet.available(context)).toEqual([]);
    adyen.wallets = ['googlepay'];
    expect(await wallet.available(context)).toEqual(['google_pay']);
    adyen.wallets = ['applepay', 'googlepay'];
    expect(await wallet.available(context)).toEqual(['apple_pay', 'google_pay']);
  });

  it("sends the wallet's token to the platform's payment session for the order; Adyen's resultCode decides", async () => {
    const { adyen, posted, wallet } = anAdyenWallet();
    adyen.wallets = ['applepay'];
    await wallet.available(context);
    expect(await wallet.pay(request('api/adyen/session/CH0000000001'), 'apple_pay')).toEqual({ kind: 'authorised' });
    expect(adyen.sheetsOpened).toEqual(['applepay']);
    expect(posted[0]).toMatchObject({ url: 'http://127.0.0.1:4173/api/adyen/session/CH0000000001', body: { orderNumber: 'CH0000000001', paymentMethod: { type: 'applepay' } } });
    const refused = anAdyenWallet('Refused');
    refused.adyen.wallets = ['googlepay'];
    await refused.wallet.available(context);
    expect(await refused.wallet.pay(request('api/adyen/session/CH0000000001'), 'google_pay')).toEqual({ kind: 'refused' });
  });

  it('a closed sheet is cancelled; a wallet the device cannot pay with, or no payment session, fails without a sheet', async () => {
    const { adyen, wallet } = anAdyenWallet();
    adyen.wallets = ['googlepay'];
    await wallet.available(context);
    adyen.sheet = 'close';
    expect(await wallet.pay(request('api/adyen/session/CH0000000001'), 'google_pay')).toEqual({ kind: 'cancelled' });
    expect((await wallet.pay(request('api/adyen/session/CH0000000001'), 'apple_pay')).kind).toBe('failed');
    expect((await wallet.pay(request(null), 'google_pay')).kind).toBe('failed');
    expect(adyen.sheetsOpened).toEqual(['googlepay']);
  });
});
