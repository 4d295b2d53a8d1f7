import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletOffer } from '../../../core/domain/payment/wallets';
import type { PaymentContext, PaymentProvider } from '../../../core/ports/payment-provider';

/**
 * Issue 20.1, express checkout: the wallet buttons this device may show (each online provider's wallets
 * its merchant enabled and the device can pay with), and the one pressed while the order is checked.
 */
export class ExpressWalletViewModel {
  offers: WalletOffer[] = [];
  /** The wallet button pressed: the checkout's submit reads it (SummaryAndPaymentStep.paymentAt). */
  using: WalletOffer | null = null;
  private asked = 0;

  constructor(private readonly provider: (providerId: number) => Promise<PaymentProvider | null>) {
    makeAutoObservable<ExpressWalletViewModel, 'provider' | 'asked'>(this, { provider: false, asked: false }, { autoBind: true });
  }

  /** Asks each provider for its wallets; the last question's answer wins. A provider that cannot load offers none. */
  async look(providerIds: readonly number[], contextOf: (providerId: number) => PaymentContext | null): Promise<void> {
    const attempt = ++this.asked;
    const offers: WalletOffer[] = [];
    for (const providerId of providerIds) {
      const context = contextOf(providerId);
      try {
        const provider = context ? await this.provider(providerId) : null;
        const wallets = provider?.wallet && context ? await provider.wallet.available(context) : [];
        offers.push(...wallets.map((wallet) => ({ providerId, wallet })));
      } catch {
        // No button rather than a broken one: the card and the other methods stay.
      }
    }
    if (attempt === this.asked) runInAction(() => (this.offers = offers));
  }

  use(offer: WalletOffer | null): void {
    this.using = offer;
  }
}
