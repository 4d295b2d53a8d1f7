/**
 * Issue 20.1 (ours, beyond the spec): the wallets an express checkout may offer. Apple Pay and Google Pay
 * come from Stripe or Adyen; the sandbox provider has a wallet of its own so the flow runs here.
 */
export type WalletKind = 'apple_pay' | 'google_pay' | 'sandbox_pay';

export const WALLET_KINDS: readonly WalletKind[] = ['apple_pay', 'google_pay', 'sandbox_pay'];

export function isWalletKind(value: unknown): value is WalletKind {
  return typeof value === 'string' && (WALLET_KINDS as readonly string[]).includes(value);
}

/** A wallet button: which wallet, through which of the order type's providers. */
export interface WalletOffer {
  readonly providerId: number;
  readonly wallet: WalletKind;
}

/**
 * A wallet is offered only when both sides can: the merchant enabled it at the provider, and this device
 * can pay with it. Anything unknown from either side is dropped; each wallet once, in the merchant's order.
 */
export function walletsOffered(merchant: readonly unknown[], device: readonly WalletKind[]): WalletKind[] {
  const offered: WalletKind[] = [];
  for (const wallet of merchant) {
    if (isWalletKind(wallet) && device.includes(wallet) && !offered.includes(wallet)) offered.push(wallet);
  }
  return offered;
}
