import type { PaymentKitEntry, PaymentKitStage } from '../payment-kit-entry';
import { SandboxHostedFieldsProvider } from './sandbox-hosted-fields-provider';

type FrameWindow = EventTarget & { postMessage(data: unknown, targetOrigin: string): void };

/** What the sandbox's card page answers to "pay" (the `paid` message of card-fields.js). */
export type SandboxFramePayment = { readonly ok: boolean; readonly payment_status: string | null; readonly message: string | null };

/**
 * Plays the sandbox's card page (adapters/simulator/sandbox/assets/card-fields.js) in a kit page: the
 * frame the provider creates says it is ready, reports "complete" as the customer types, and answers
 * "pay" with what `pay` gives (the card typed stays here, as it stays in the real frame).
 */
export function playSandboxFrame(host: Window, pay: (orderNumber: string, frameOrigin: string) => Promise<SandboxFramePayment>) {
  let frame: { origin: string; window: FrameWindow } | null = null;
  const fromFrame = (data: Record<string, unknown>) => {
    if (!frame) return;
    host.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'sandbox-card-fields', ...data }, origin: frame.origin, source: frame.window }));
  };
  const createElement = host.document.createElement.bind(host.document);
  host.document.createElement = ((tag: string) => {
    const element = createElement(tag);
    if (tag !== 'iframe') return element;
    host.setTimeout(() => {
      const iframe = element as HTMLIFrameElement;
      const origin = new URL(iframe.src).origin;
      frame = { origin, window: iframe.contentWindow as unknown as FrameWindow };
      frame.window.addEventListener('message', (event) => {
        const message = (event as MessageEvent).data as { event?: string; orderNumber?: unknown } | null;
        if (message?.event !== 'pay' || typeof message.orderNumber !== 'string') return;
        void pay(message.orderNumber, origin).then((paid) => fromFrame({ event: 'paid', ...paid }));
      });
      fromFrame({ event: 'ready' });
    }, 0);
    return element;
  }) as typeof host.document.createElement;
  return { typed: (complete: boolean) => fromFrame({ event: 'change', complete }) };
}

/** The sandbox's hosted fields (provider 8), its frame played with a staged verdict. */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'sandbox hosted fields (provider 8)',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create(host) {
    let next: PaymentKitStage = 'succeed';
    const frame = playSandboxFrame(host, async () =>
      next === 'fail' ? { ok: false, payment_status: null, message: 'network' } : { ok: true, payment_status: next === 'succeed' ? 'paid' : 'rejected', message: null },
    );
    return {
      provider: new SandboxHostedFieldsProvider('http://127.0.0.1:4173/', host),
      cardNumber: '4242424242424242',
      fillCardFields: frame.typed,
      nextPayment: (stage) => (next = stage),
      redirectionUrl: () => null,
      sentRequests: () => [],
    };
  },
};
