import { makeAutoObservable, runInAction } from 'mobx';
import type { PaymentChoice } from '../../../core/domain/checkout/payment-choice';
import { drawsCardFields } from '../../../core/domain/payment/payment-providers';
import type { CardFields, PaymentContext, PaymentOutcome, PaymentProvider, PaymentProviderRegistry, PaymentRequest } from '../../../core/ports/payment-provider';
import { ExpressWalletViewModel } from './express-wallet-view-model';

export interface PaymentPanelDeps {
  /** The registry is loaded with the payment step only (its adapters, lazily, on their first use). */
  readonly registry: () => Promise<PaymentProviderRegistry>;
}

export type CardFieldsState = 'none' | 'loading' | 'ready' | 'failed';

/**
 * The payment part of the checkout (checkout 4): the provider the customer chose, the provider's card
 * fields when it draws some, and the payment once the platform took the order. Card data never comes
 * here: only whether the fields are complete.
 */
export class PaymentViewModel {
  chosenProviderId: number | null = null;
  /** checkout 4: false on load, true only while the card fields report complete. */
  cardFieldsComplete = false;
  cardFieldsState: CardFieldsState = 'none';
  private fields: CardFields | null = null;
  private fieldsProviderId: number | null = null;
  private stopListening: (() => void) | null = null;
  private mounting = 0;
  /** Issue 20.1: the wallet buttons of the express checkout. */
  readonly express: ExpressWalletViewModel;

  constructor(private readonly deps: PaymentPanelDeps) {
    this.express = new ExpressWalletViewModel((providerId) => this.providerFor({ mode: 'ONLINE', providerId, paymentTypeId: 0 }));
    makeAutoObservable<PaymentViewModel, 'deps' | 'fields' | 'stopListening' | 'mounting' | 'fieldsProviderId'>(
      this,
      { deps: false, fields: false, stopListening: false, mounting: false, fieldsProviderId: false, express: false },
      { autoBind: true },
    );
  }

  choose(providerId: number): void {
    this.chosenProviderId = providerId;
  }

  /** checkout 4 and 9: provider 8 takes the card in hosted fields, Stripe (5) and Adyen (6) in their embedded forms. */
  needsCardFields(choice: PaymentChoice | null): boolean {
    return choice?.mode === 'ONLINE' && drawsCardFields(choice.providerId);
  }

  /** Draws the chosen provider's card fields in `selector` (the panel calls it once its element exists). */
  async showCardFields(choice: PaymentChoice, selector: string, context: PaymentContext): Promise<void> {
    if (this.fields && this.fieldsProviderId === choice.providerId) return;
    this.hideCardFields();
    const attempt = ++this.mounting;
    this.cardFieldsState = 'loading';
    try {
      const provider = await this.providerFor(choice);
      if (!provider?.hasCardFields) throw new Error(`provider ${choice.providerId} draws no card fields`);
      const fields = await provider.mountCardFields(selector, context);
      if (attempt !== this.mounting) return fields.unmount();
      runInAction(() => {
        this.fields = fields;
        this.fieldsProviderId = choice.providerId;
        this.cardFieldsComplete = fields.complete;
        this.cardFieldsState = 'ready';
      });
      this.stopListening = fields.onChange((complete) => runInAction(() => (this.cardFieldsComplete = complete)));
    } catch {
      if (attempt === this.mounting) runInAction(() => (this.cardFieldsState = 'failed'));
    }
  }

  hideCardFields(): void {
    this.mounting += 1;
    this.stopListening?.();
    this.stopListening = null;
    this.fields?.unmount();
    this.fields = null;
    this.fieldsProviderId = null;
    this.cardFieldsComplete = false;
    this.cardFieldsState = 'none';
  }

  /** After the platform took the order: the provider takes the payment (redirect, the fields, ...). */
  async pay(choice: PaymentChoice, request: PaymentRequest): Promise<PaymentOutcome> {
    try {
      const provider = await this.providerFor(choice);
      if (!provider) return { kind: 'failed', message: `no adapter for provider ${choice.providerId}` };
      // Issue 20.1: an express checkout pays with the wallet pressed, not the card fields.
      if (choice.wallet) return provider.wallet ? await provider.wallet.pay(request, choice.wallet) : { kind: 'failed', message: `provider ${choice.providerId} has no wallet` };
      return await provider.pay(request, this.fields);
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : 'the payment could not start' };
    }
  }

  private async providerFor(choice: PaymentChoice): Promise<PaymentProvider | null> {
    const registry = await this.deps.registry();
    return registry.load(choice.providerId, choice.mode);
  }
}
