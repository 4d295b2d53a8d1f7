import type { CardFields } from '../../../core/ports/payment-provider';

/** The messages of the sandbox's card frame (adapters/simulator/sandbox/assets/card-fields.js). */
type FrameMessage =
  | { readonly type: 'sandbox-card-fields'; readonly event: 'ready' }
  | { readonly type: 'sandbox-card-fields'; readonly event: 'change'; readonly complete: boolean }
  | { readonly type: 'sandbox-card-fields'; readonly event: 'paid'; readonly ok: boolean; readonly payment_status: string | null; readonly message: string | null };

export type FramePayment = { readonly ok: boolean; readonly paymentStatus: string | null; readonly message: string | null };

function frameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<string, unknown>>;
  if (message.type !== 'sandbox-card-fields') return null;
  if (message.event === 'ready') return { type: 'sandbox-card-fields', event: 'ready' };
  if (message.event === 'change' && typeof message.complete === 'boolean') return { type: 'sandbox-card-fields', event: 'change', complete: message.complete };
  if (message.event === 'paid' && typeof message.ok === 'boolean') {
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : null);
    return { type: 'sandbox-card-fields', event: 'paid', ok: message.ok, payment_status: text(message.payment_status), message: text(message.message) };
  }
  return null;
}

/** How long the frame may take to take the payment before the checkout gives up on it. */
const PAYMENT_ANSWER_MS = 30_000;

/**
 * The sandbox's card fields in their frame. Only messages from that frame, from the sandbox's origin,
 * are heard; what is heard is "complete" or not, and the payment's outcome: never card data.
 */
export class SandboxCardFields implements CardFields {
  complete = false;
  ready = false;
  private readonly listeners = new Set<(complete: boolean) => void>();
  private paid: ((payment: FramePayment) => void) | null = null;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly frameOrigin: string,
    private readonly host: Window,
  ) {
    host.addEventListener('message', this.receive);
  }

  onChange(listener: (complete: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the frame to pay this order with the card typed in it; the sandbox answers the frame. */
  pay(orderNumber: string): Promise<FramePayment> {
    const target = this.frame.contentWindow;
    if (!target) return Promise.resolve({ ok: false, paymentStatus: null, message: 'the card fields are gone' });
    return new Promise<FramePayment>((resolve) => {
      const timer = this.host.setTimeout(() => finish({ ok: false, paymentStatus: null, message: 'the card fields did not answer' }), PAYMENT_ANSWER_MS);
      const finish = (payment: FramePayment) => {
        this.host.clearTimeout(timer);
        this.paid = null;
        resolve(payment);
      };
      this.paid = finish;
      target.postMessage({ type: 'sandbox-card-fields', event: 'pay', orderNumber }, this.frameOrigin);
    });
  }

  unmount(): void {
    this.host.removeEventListener('message', this.receive);
    this.listeners.clear();
    this.frame.remove();
  }

  private readonly receive = (event: MessageEvent): void => {
    if (event.origin !== this.frameOrigin || event.source !== this.frame.contentWindow) return;
    const message = frameMessage(event.data);
    if (!message) return;
    if (message.event === 'ready') this.ready = true;
    else if (message.event === 'change') {
      // The port tells changes of complete only (the frame repeats itself on every key).
      if (message.complete === this.complete) return;
      this.complete = message.complete;
      for (const listener of this.listeners) listener(message.complete);
    } else this.paid?.({ ok: message.ok, paymentStatus: message.payment_status, message: message.message });
  };
}
