import type { CardFields, PaymentContext, PaymentOutcome, PaymentProvider, PaymentRequest } from '../../../core/ports/payment-provider';
import { SandboxCardFields } from './sandbox-card-fields';
import { SandboxWallet } from './sandbox-wallet';
import { sandboxLanguage } from './sandbox-language';

/** checkout 9: the checkout looks for the hosted fields' load every 100 ms. */
const FIELD_LOAD_POLL_MS = 100;
const FIELD_LOAD_GIVE_UP_MS = 15_000;

const FRAME_TITLES: Readonly<Record<string, string>> = { fr: 'Champs de la carte bancaire', en: 'Card details' };

/**
 * checkout 4, hosted card fields (provider 8), played by the simulator's sandbox: its fields are a page
 * of the sandbox in a frame, so card data never enters the storefront's page. Two steps: the fields are
 * drawn before the order; once the platform took the order, the frame pays it.
 */
export class SandboxHostedFieldsProvider implements PaymentProvider {
  readonly name = 'sandbox hosted fields';
  readonly hasCardFields = true;
  /** Issue 20.1: the sandbox's own wallet (sandbox-wallet.ts). */
  readonly wallet: SandboxWallet;

  constructor(
    private readonly apiBaseUrl: string,
    // Read from globalThis: the registry may be built where no page exists (node tests, the CLI).
    private readonly host: Window = globalThis.window,
  ) {
    this.wallet = new SandboxWallet(apiBaseUrl, host);
  }

  async mountCardFields(selector: string, context: PaymentContext): Promise<CardFields> {
    const container = this.host.document.querySelector(selector);
    if (!container) throw new Error(`no element ${selector} to draw the card fields in`);
    const source = new URL('sandbox/card-fields', new URL(this.apiBaseUrl, this.host.location.href));
    source.searchParams.set('origin', this.host.location.origin);
    source.searchParams.set('lang', context.locale);
    const frame = this.host.document.createElement('iframe');
    frame.src = source.toString();
    frame.title = FRAME_TITLES[sandboxLanguage(context.locale)]!;
    frame.className = 'card-fields-frame';
    const fields = new SandboxCardFields(frame, source.origin, this.host);
    container.replaceChildren(frame);
    await this.loaded(fields);
    return fields;
  }

  async pay(request: PaymentRequest, fields: CardFields | null): Promise<PaymentOutcome> {
    if (!(fields instanceof SandboxCardFields)) return { kind: 'failed', message: 'the card fields are not drawn' };
    const payment = await fields.pay(request.orderNumber);
    if (!payment.ok) return { kind: 'failed', ...(payment.message && { message: payment.message }) };
    // A pending payment is taken in place too: the tracking page polls until the platform settles it.
    if (payment.paymentStatus === 'paid' || payment.paymentStatus === 'pending') return { kind: 'authorised' };
    return { kind: 'refused' };
  }

  private loaded(fields: SandboxCardFields): Promise<void> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const poll = this.host.setInterval(() => {
        if (fields.ready) {
          this.host.clearInterval(poll);
          resolve();
        } else if (Date.now() - started > FIELD_LOAD_GIVE_UP_MS) {
          this.host.clearInterval(poll);
          fields.unmount();
          reject(new Error('the card fields did not load'));
        }
      }, FIELD_LOAD_POLL_MS);
    });
  }
}
