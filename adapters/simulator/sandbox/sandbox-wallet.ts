import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { WalletKind } from '../../../core/domain/payment/wallets';
import { isWalletKind } from '../../../core/domain/payment/wallets';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { SimulatorError } from '../engine/simulator-error';
import { SANDBOX_CARDS } from './sandbox-cards';

/**
 * Issue 20.1: the wallets each merchant enabled in its sandbox account, as a provider's dashboard keeps
 * them (ours). Only Le Comptoir pays online through the sandbox's card provider; another establishment
 * enables none, so its checkout shows no wallet button.
 */
const MERCHANT_WALLETS: Readonly<Record<RestaurantId, readonly WalletKind[]>> = { 'le-comptoir': ['sandbox_pay'] };

/** What the wallet's sheet answers: the customer approved, the wallet's bank declined, or the customer closed the sheet. */
export type WalletDecision = 'approve' | 'decline' | 'cancel';

const DECISIONS: readonly WalletDecision[] = ['approve', 'decline', 'cancel'];

/** How many answers are kept for a repeated request (the same Idempotency-Key); the oldest go first. */
const REMEMBERED_ANSWERS = 1_000;

/**
 * Issue 20.1, the sandbox's wallet: a wallet holds a card of its own and hands the provider a token for it,
 * never the number. Here the token stands for the sandbox's test cards: approved pays, declined and
 * cancelled are refused (the payment is not made, so the storefront gives the order up and the basket
 * back). The provider decides from its own record: the order must be one paid online through the
 * sandbox's card provider, its merchant must have enabled the wallet, and the amount is the order's.
 */
export class SandboxWallets {
  private readonly answers = new Map<string, PaymentState>();

  constructor(private readonly engine: SimulatorEngine) {}

  /** The wallets the establishment's merchant enabled (404 for an unknown establishment). */
  merchantWallets(restaurantId: RestaurantId): readonly WalletKind[] {
    const settings = this.engine.settings(restaurantId);
    return MERCHANT_WALLETS[settings.id] ?? [];
  }

  /**
   * Pays an order with the wallet. A request repeated with the same Idempotency-Key (a retry after a lost
   * answer) gets the first answer again instead of a second payment; the key is bound to its order.
   */
  pay(orderNumber: string, body: { readonly wallet?: unknown; readonly decision?: unknown }, idempotencyKey?: string): PaymentState {
    const key = idempotencyKey ? `${orderNumber}\n${idempotencyKey.slice(0, 100)}` : null;
    const known = key ? this.answers.get(key) : undefined;
    if (known) return known;
    if (!isWalletKind(body.wallet)) throw new SimulatorError('bad_request', 'wallet is apple_pay, google_pay or sandbox_pay', 'wallet');
    const decision = body.decision;
    if (typeof decision !== 'string' || !(DECISIONS as readonly string[]).includes(decision)) throw new SimulatorError('bad_request', 'decision is approve, decline or cancel', 'decision');
    const { settings } = this.engine.sandboxOrder(orderNumber);
    if (!this.merchantWallets(settings.id).includes(body.wallet)) throw new SimulatorError('unprocessable', `${body.wallet} is not enabled for this merchant`, 'wallet');
    const card = decision === 'approve' ? SANDBOX_CARDS.paid : SANDBOX_CARDS.refused;
    const state = this.engine.payWithCard(orderNumber, { number: card, expiry: '12/99', cvc: '123' });
    if (key) this.remember(key, state);
    return state;
  }

  private remember(key: string, state: PaymentState): void {
    if (this.answers.size >= REMEMBERED_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, state);
  }
}

const WALLETS = new WeakMap<SimulatorEngine, SandboxWallets>();

/** One sandbox wallet per engine (its remembered answers with it). */
export function sandboxWalletsOf(engine: SimulatorEngine): SandboxWallets {
  let wallets = WALLETS.get(engine);
  if (!wallets) {
    wallets = new SandboxWallets(engine);
    WALLETS.set(engine, wallets);
  }
  return wallets;
}
