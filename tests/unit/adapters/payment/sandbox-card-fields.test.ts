import { describe, expect, it } from 'vitest';
import { SandboxCardFields } from '../../../../adapters/payment/sandbox-hosted-fields/sandbox-card-fields';
import { SandboxHostedFieldsProvider } from '../../../../adapters/payment/sandbox-hosted-fields/sandbox-hosted-fields-provider';
import { RedirectPaymentProvider } from '../../../../adapters/payment/redirect/redirect-payment-provider';
import { LazyPaymentProviderRegistry } from '../../../../adapters/payment/lazy-payment-provider-registry';
import type { PaymentRequest } from '../../../../core/ports/payment-provider';

const SANDBOX = 'http://127.0.0.1:4173';

/** The frame's window: records what the checkout posts to it. */
function aFrame() {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const contentWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  let removed = false;
  const frame = { contentWindow, remove: () => (removed = true) } as unknown as HTMLIFrameElement;
  return { frame, contentWindow, posted, removed: () => removed };
}

/** The checkout's window: an event target that the tests post messages to, as a browser would. */
function aHost() {
  const target = new EventTarget();
  const host = Object.assign(target, { setTimeout, clearTimeout }) as unknown as Window;
  const deliver = (data: unknown, origin: string, source: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { host, deliver };
}

const change = (complete: boolean) => ({ type: 'sandbox-card-fields', event: 'change', complete });

describe('sandbox hosted fields (checkout 4): only the frame, from its origin, is heard', () => {
  it('checkout 4: complete only when the frame reports it; listeners told of each change', () => {
    const { frame, contentWindow } = aFrame();
    const { host, deliver } = aHost();
    const fields = new SandboxCardFields(frame, SANDBOX, host);
    const seen: boolean[] = [];
    fields.onChange((complete) => seen.push(complete));
    expect(fields.complete).toBe(false);
    deliver(change(true), SANDBOX, contentWindow);
    deliver(change(false), SANDBOX, contentWindow);
    deliver(change(true), SANDBOX, contentWindow);
    expect(seen).toEqual([true, false, true]);
    expect(fields.complete).toBe(true);
  });

  it('ignores a message from another origin, or from another window of the sandbox origin', () => {
    const { frame, contentWindow } = aFrame();
    const { host, deliver } = aHost();
    const fields = new SandboxCardFields(frame, SANDBOX, host);
    deliver(change(true), 'https://evil.example', contentWindow);
    deliver(change(true), SANDBOX, { postMessage: () => undefined });
    deliver({ type: 'other', event: 'change', complete: true }, SANDBOX, contentWindow);
    expect(fields.complete).toBe(false);
  });

  it('asks the frame to pay with the order number only, to the sandbox origin only, and hears the outcome', async () => {
    const { frame, contentWindow, posted } = aFrame();
    const { host, deliver } = aHost();
    const fields = new SandboxCardFields(frame, SANDBOX, host);
    const paying = fields.pay('ORDER1');
    expect(posted).toEqual([{ message: { type: 'sandbox-card-fields', event: 'pay', orderNumber: 'ORDER1' }, targetOrigin: SANDBOX }]);
    deliver({ type: 'sandbox-card-fields', event: 'paid', ok: true, payment_status: 'rejected', message: null }, SANDBOX, contentWindow);
    await expect(paying).resolves.toEqual({ ok: true, paymentStatus: 'rejected', message: null });
  });

  it('the provider maps the outcome: paid or pending is authorised (the platform confirms), rejected refused, an error failed', async () => {
    const provider = new SandboxHostedFieldsProvider(SANDBOX + '/', aHost().host);
    const request = {} as PaymentRequest;
    const answering = (answer: { ok: boolean; paymentStatus: string | null; message: string | null }) =>
      Object.assign(Object.create(SandboxCardFields.prototype) as SandboxCardFields, { pay: async () => answer });
    expect(await provider.pay(request, answering({ ok: true, paymentStatus: 'paid', message: null }))).toEqual({ kind: 'authorised' });
    expect(await provider.pay(request, answering({ ok: true, paymentStatus: 'pending', message: null }))).toEqual({ kind: 'authorised' });
    expect(await provider.pay(request, answering({ ok: true, paymentStatus: 'rejected', message: null }))).toEqual({ kind: 'refused' });
    expect(await provider.pay(request, answering({ ok: false, paymentStatus: null, message: 'the expiry date is not valid' }))).toEqual({ kind: 'failed', message: 'the expiry date is not valid' });
    expect(await provider.pay(request, null)).toMatchObject({ kind: 'failed' });
  });
});

describe('redirect provider (checkout 4)', () => {
  const request = (redirectionUrl: string | null) => ({ redirectionUrl, locale: 'en' }) as PaymentRequest;

  it("leaves for the platform's page, relative to the API", async () => {
    const provider = new RedirectPaymentProvider(`${SANDBOX}/`);
    expect(await provider.pay(request('sandbox/pay/ORDER1'))).toEqual({ kind: 'redirect', url: `${SANDBOX}/sandbox/pay/ORDER1?lang=en` });
  });

  it('never leaves for a script address, and fails without a page', async () => {
    const provider = new RedirectPaymentProvider(`${SANDBOX}/`);
    expect(await provider.pay(request('javascript:alert(1)'))).toMatchObject({ kind: 'failed' });
    expect(await provider.pay(request(null))).toMatchObject({ kind: 'failed' });
  });
});

describe('lazy provider registry (checkout 9)', () => {
  it('provider 8 is hosted fields, 5 Stripe, 6 Adyen, another online provider a redirect, any on-the-spot provider takes nothing online', async () => {
    const registry = new LazyPaymentProviderRegistry(`${SANDBOX}/`);
    expect((await registry.load(8))?.hasCardFields).toBe(true);
    expect((await registry.load(5))?.name).toBe('Stripe');
    expect((await registry.load(6))?.name).toBe('Adyen');
    expect((await registry.load(9))?.name).toBe('redirect');
    expect((await registry.load(8, 'ONSPOT'))?.name).toBe('on the spot');
    expect(await registry.load(9)).toBe(await registry.load(4));
  });
});
