import type { WalletKind } from '../../../core/domain/payment/wallets';
import { walletsOffered } from '../../../core/domain/payment/wallets';
import type { PaymentContext, PaymentOutcome, PaymentRequest, WalletCapability } from '../../../core/ports/payment-provider';
import { sandboxLanguage } from './sandbox-language';

/** The sheet's messages (adapters/simulator/sandbox/assets/wallet-sheet.js). */
type SheetMessage =
  | { readonly event: 'ready' | 'closed' }
  | { readonly event: 'paid'; readonly decision: string; readonly ok: boolean; readonly paymentStatus: string | null; readonly message: string | null };

function sheetMessage(data: unknown): SheetMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<string, unknown>>;
  if (message.type !== 'sandbox-wallet') return null;
  if (message.event === 'ready' || message.event === 'closed') return { event: message.event };
  if (message.event !== 'paid' || typeof message.ok !== 'boolean') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : null);
  return { event: 'paid', decision: text(message.decision) ?? '', ok: message.ok, paymentStatus: text(message.payment_status), message: text(message.message) };
}

/** How long the customer may keep the sheet open before the checkout gives up on it. */
const SHEET_ANSWER_MS = 5 * 60_000;

const SHEET_TITLES: Readonly<Record<string, string>> = { fr: 'Portefeuille Sandbox Wallet', en: 'Sandbox Wallet' };

/**
 * Issue 20.1: the sandbox provider's own wallet, so that the express checkout runs here. Offered where the
 * merchant enabled it in its sandbox account and the browser has the Payment Request API (what a real
 * wallet needs too); paid in the wallet's sheet, a page of the sandbox framed over the checkout, where the
 * sandbox alone decides the payment. The storefront hears the outcome, and the platform confirms it.
 */
export class SandboxWallet implements WalletCapability {
  constructor(
    private readonly apiBaseUrl: string,
    private readonly host: Window,
    private readonly fetcher: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {}

  async available(context: PaymentContext): Promise<readonly WalletKind[]> {
    if (!('PaymentRequest' in this.host)) return [];
    const answer = await this.fetcher(this.url(`sandbox/wallets/${encodeURIComponent(context.restaurantId)}`).toString());
    if (!answer.ok) return [];
    const body = (await answer.json()) as { wallets?: unknown };
    return Array.isArray(body.wallets) ? walletsOffered(body.wallets.slice(0, 10), ['sandbox_pay']) : [];
  }

  pay(request: PaymentRequest, wallet: WalletKind): Promise<PaymentOutcome> {
    if (wallet !== 'sandbox_pay') return Promise.resolve({ kind: 'failed', message: `the sandbox has no ${wallet}` });
    const source = this.url(`sandbox/wallet/${encodeURIComponent(request.orderNumber)}`);
    source.searchParams.set('origin', this.host.location.origin);
    source.searchParams.set('lang', request.locale);
    const document = this.host.document;
    // The sheet covers the page as a wallet's does; the frame is the sandbox's, the backdrop ours.
    const backdrop = document.createElement('div');
    backdrop.className = 'wallet-sheet-backdrop';
    const frame = document.createElement('iframe');
    frame.src = source.toString();
    frame.title = SHEET_TITLES[sandboxLanguage(request.locale)]!;
    frame.className = 'wallet-sheet-frame';
    backdrop.appendChild(frame);
    document.body.appendChild(backdrop);
    return new Promise<PaymentOutcome>((resolve) => {
      const finish = (outcome: PaymentOutcome) => {
        this.host.clearTimeout(timer);
        this.host.removeEventListener('message', receive);
        backdrop.remove();
        resolve(outcome);
      };
      const timer = this.host.setTimeout(() => finish({ kind: 'cancelled' }), SHEET_ANSWER_MS);
      const receive = (event: MessageEvent) => {
        if (event.origin !== source.origin || event.source !== frame.contentWindow) return;
        const message = sheetMessage(event.data);
        if (!message) return;
        if (message.event === 'paid') finish(walletOutcome(message));
        else if (message.event === 'closed') finish({ kind: 'cancelled' });
        else frame.focus();
      };
      this.host.addEventListener('message', receive);
    });
  }

  private url(path: string): URL {
    return new URL(path, new URL(this.apiBaseUrl, this.host.location.href));
  }
}

/** The sheet's word onto ours; the platform's confirmation decides (checkout 4). */
function walletOutcome(message: Extract<SheetMessage, { event: 'paid' }>): PaymentOutcome {
  if (!message.ok) return { kind: 'failed', ...(message.message && { message: message.message }) };
  if (message.paymentStatus === 'paid' || message.paymentStatus === 'pending') return { kind: 'authorised' };
  return message.decision === 'cancel' ? { kind: 'cancelled' } : { kind: 'refused' };
}
