import type { PaymentKitEntry, PaymentKitStage } from '../payment-kit-entry';
import { SandboxHostedFieldsProvider } from './sandbox-hosted-fields-provider';

type FrameWindow = EventTarget & { postMessage(data: unknown, targetOrigin: string): void };

/**
 * The sandbox's hosted fields (provider 8). The frame is played by a double speaking the protocol of
 * the sandbox's card-fields.js (ready, change, pay, paid); the card typed stays in the double.
 */
export const paymentKitEntry: PaymentKitEntry = {
  name: 'sandbox hosted fields (provider 8)',
  success: 'authorised',
  stages: ['succeed', 'refuse', 'fail'],
  create(host) {
    let next: PaymentKitStage = 'succeed';
    let frame: { origin: string; window: FrameWindow } | null = null;
    const fromFrame = (data: Record<string, unknown>) => {
      if (!frame) return;
      host.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'sandbox-card-fields', ...data }, origin: frame.origin, source: frame.window }));
    };
    // The frame the provider creates loads and says it is ready, as the sandbox's page does.
    const createElement = host.document.createElement.bind(host.document);
    host.document.createElement = ((tag: string) => {
      const element = createElement(tag);
      if (tag === 'iframe') {
        host.setTimeout(() => {
          const iframe = element as HTMLIFrameElement;
          frame = { origin: new URL(iframe.src).origin, window: iframe.contentWindow as unknown as FrameWindow };
          frame.window.addEventListener('message', (event) => {
            if ((event as MessageEvent).data?.event !== 'pay') return;
            if (next === 'fail') fromFrame({ event: 'paid', ok: false, payment_status: null, message: 'the sandbox could not be reached' });
            else fromFrame({ event: 'paid', ok: true, payment_status: next === 'succeed' ? 'paid' : 'rejected', message: null });
          });
          fromFrame({ event: 'ready' });
        }, 0);
      }
      return element;
    }) as typeof host.document.createElement;
    return {
      provider: new SandboxHostedFieldsProvider('http://127.0.0.1:4173/', host),
      cardNumber: '4242424242424242',
      fillCardFields: (complete) => fromFrame({ event: 'change', complete }),
      nextPayment: (stage) => (next = stage),
      redirectionUrl: () => null,
      sentRequests: () => [],
    };
  },
};
