import { makeAutoObservable } from 'mobx';
import type { CheckoutTotals } from '../../core/domain/checkout/checkout-totals';
import type { CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
import type { OwnPaymentLabels } from '../../core/domain/checkout/own-payment-label';
import type { PaymentChoice } from '../../core/domain/checkout/payment-choice';
import { usesHostedFields } from '../../core/domain/checkout/payment-choice';
import { inPlacePaymentReturn } from '../../core/domain/checkout/in-place-payment-return';
import { offersNewsletter } from '../../core/domain/checkout/newsletter-opt-in';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { Cents } from '../../core/domain/money/money';
import type { OrderTypeId, OrderTypeSettings, PaymentProviderEntry } from '../../core/domain/order-type/order-type';
import { selectedPayment, walletPayment } from '../../core/domain/payment/provider-selection';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { PaymentContext, PaymentProviderRegistry } from '../../core/ports/payment-provider';
import type { OrderPlaced } from '../../core/use-cases/order/place-order';
import type { Navigate } from '../routing/restaurant-paths';
import { paths } from '../routing/restaurant-paths';
import type { OrderSubmission } from './order-submission';
import { PaymentViewModel } from './payment/payment-view-model';

export interface SummaryAndPaymentStepDeps {
  readonly settings: RestaurantSettings;
  readonly orderType: () => OrderTypeSettings | null;
  /** Issue 18: what the customer pays (toPay: discount, delivery and tip counted) is the payment's amount. */
  readonly totals: () => CheckoutTotals;
  /** The problems shown and the sending state, shared with the checkout (order-submission.ts). */
  readonly submission: OrderSubmission;
  readonly navigate: Navigate;
  /** checkout 4: the payment providers, loaded with the payment step only; none: payment on the spot only. */
  readonly paymentRegistry?: () => Promise<PaymentProviderRegistry>;
  /** Leaves for a provider's payment page (window.location.assign). */
  readonly leaveFor?: (url: string) => void;
  /** The visitor's language, for the provider's fields and page. */
  readonly locale?: () => string;
  /** checkout 4: the order is taken (PlaceOrder emptied the stored basket): the basket shown is emptied too. */
  readonly emptyBasket: () => void;
}

/**
 * checkout 2 "summary and payment" step: the terms (checkout 5), the payment choice among the order
 * type's providers and their card fields (checkout 4 and 7), and, once the platform took the order,
 * the online payment (checkout 4).
 */
export class SummaryAndPaymentStep {
  cgvAccepted: boolean;
  /** checkout 3 opt_in_promotions: the newsletter checkbox, off by default (core newsletter-opt-in.ts). */
  optInPromotions = false;
  private cgvTouched = false;
  /** checkout 4: the provider choice and its card fields (ui/checkout/payment). */
  readonly paymentPanel: PaymentViewModel;

  constructor(private readonly deps: SummaryAndPaymentStepDeps) {
    // checkout 5: pre-checked for restaurant table and hotel room order types.
    this.cgvAccepted = isCgvPreChecked(deps.orderType()?.id ?? null);
    this.paymentPanel = new PaymentViewModel({ registry: deps.paymentRegistry ?? (() => Promise.reject(new Error('no online payment here'))) });
    makeAutoObservable<SummaryAndPaymentStep, 'deps' | 'contextOf'>(this, { deps: false, paymentPanel: false, paymentAt: false, formAt: false, contextOf: false, contextFor: false }, { autoBind: true });
  }

  /** checkout 4: the provider chosen, else the order type's first provider if not disabled (core selectedPayment). */
  get payment(): PaymentChoice | null {
    return this.paymentAt(this.deps.totals().toPay);
  }

  /** The payment chosen for an order of that total (online providers have a minimum): a submit's totals, computed once. */
  paymentAt(total: Cents): PaymentChoice | null {
    const orderType = this.deps.orderType();
    if (!orderType) return null;
    // Issue 20.1: a wallet button pressed pays with that wallet, whatever method is ticked below it.
    const express = this.paymentPanel.express.using;
    return (express && walletPayment(orderType, total, express)) ?? selectedPayment(orderType, total, this.paymentPanel.chosenProviderId);
  }

  /** Issue 20.1: what a provider's wallets need to know to say whether they can pay (the amount, the language). */
  contextFor(providerId: number): PaymentContext | null {
    const provider = this.deps.orderType()?.order_type_providers.find((entry) => entry.provider_id === providerId);
    return provider ? this.contextOf({ mode: provider.type, providerId, paymentTypeId: provider.payment_types[0]?.payment_type_id ?? 1 }, this.deps.totals().toPay) : null;
  }

  /** The checkout form's part for an order of that total: the payment, the card fields' completeness, the terms. */
  formAt(total: Cents): Pick<CheckoutForm, 'payment' | 'hostedFieldsComplete' | 'cgvAccepted' | 'optInPromotions'> {
    return { payment: this.paymentAt(total), hostedFieldsComplete: this.hostedFieldsComplete, cgvAccepted: this.cgvAccepted, optInPromotions: this.optInPromotions };
  }

  /** checkout 3 subscribe_newsletter: the checkbox shows only where the restaurant offers its newsletter. */
  get offersNewsletter(): boolean {
    return offersNewsletter(this.deps.settings);
  }

  /** checkout 3 subscribe_to_newsletter_text: the restaurant's own words for it, when it gives them. */
  get newsletterText(): LocalizedText | null {
    return this.deps.settings.restaurant_translations.subscribe_to_newsletter_text ?? null;
  }

  /** checkout 3: the restaurant's own payment labels (core own-payment-label picks and cleans one). */
  get ownPaymentLabels(): OwnPaymentLabels {
    return this.deps.settings.restaurant_translations;
  }

  setOptInPromotions(value: boolean): void {
    this.optInPromotions = value;
  }

  get paymentProvider(): PaymentProviderEntry | null {
    const payment = this.payment;
    return payment ? (this.deps.orderType()?.order_type_providers.find((provider) => provider.provider_id === payment.providerId) ?? null) : null;
  }

  /** checkout 7: what the hosted fields need: amount (basket total + tips, less the discount), currency, country FR. */
  get paymentContext(): PaymentContext | null {
    const payment = this.payment;
    return payment ? this.contextOf(payment, this.deps.totals().toPay) : null;
  }

  /** checkout 5: the hosted-fields provider is chosen, so its card form must be complete. */
  get needsHostedFields(): boolean {
    return this.payment !== null && usesHostedFields(this.payment);
  }

  /** checkout 5: what the payment panel's hosted card fields report (one rule: core checkout-validation). */
  get hostedFieldsComplete(): boolean {
    return this.paymentPanel.cardFieldsComplete;
  }

  setHostedFieldsComplete(complete: boolean): void {
    this.paymentPanel.cardFieldsComplete = complete;
    this.deps.submission.clearProblem('hostedFields');
  }

  /** checkout 2: the payment modes the customer chooses from (on spot, online). */
  get paymentModeCount(): number {
    const providers = this.deps.orderType()?.order_type_providers ?? [];
    return new Set(providers.filter((provider) => !provider.disabled).map((provider) => provider.type)).size;
  }

  get inHousePay(): boolean {
    return this.deps.settings.tastypay;
  }

  setCgvAccepted(value: boolean): void {
    this.cgvAccepted = value;
    this.cgvTouched = true;
    this.deps.submission.clearProblem('cgv');
  }

  /** checkout 5: another order type pre-checks the terms as its own, unless the customer ticked them already. */
  orderTypeChosen(id: OrderTypeId): void {
    if (!this.cgvTouched) this.cgvAccepted = isCgvPreChecked(id);
  }

  /**
   * checkout 4: the order is taken; the provider takes the payment, for the amount the submit judged (the
   * basket is emptied meanwhile). A redirect leaves for its page; in place (hosted fields), tracking
   * follows with the result, which the platform confirms there.
   */
  async payOnline(payment: PaymentChoice, placed: OrderPlaced, totals: CheckoutTotals, returnUrls: { readonly success: string; readonly cancel: string }): Promise<void> {
    const { submission, settings } = this.deps;
    submission.setState({ kind: 'paying' });
    this.deps.emptyBasket();
    const outcome = await this.paymentPanel.pay(payment, {
      ...this.contextOf(payment, totals.toPay),
      orderNumber: placed.orderNumber,
      redirectionUrl: placed.redirectionUrl,
      successUrl: returnUrls.success,
      cancelUrl: returnUrls.cancel,
    });
    if (submission.hasLeft) return;
    if (outcome.kind === 'redirect') {
      this.deps.leaveFor?.(outcome.url);
      return;
    }
    const { result, errorMsg } = inPlacePaymentReturn(payment.providerId, outcome);
    this.paymentPanel.hideCardFields();
    submission.setState({ kind: 'placed' });
    this.deps.navigate(paths.tracking(settings.id, { orderId: placed.orderNumber, providerId: String(payment.providerId), result, ...(errorMsg !== undefined && { errorMsg }) }), { replace: true });
  }

  private contextOf(payment: PaymentChoice, amount: Cents): PaymentContext {
    const { settings, locale } = this.deps;
    return { restaurantId: settings.id, providerId: payment.providerId, paymentTypeId: payment.paymentTypeId, amount, currency: settings.currency, country: 'FR', locale: locale?.() ?? 'fr' };
  }
}
