import { preselectedOrderType } from '../../core/domain/group/group-delivery-details';
import { makeAutoObservable } from 'mobx';
import type { Basket } from '../../core/domain/basket/basket';
import { emptyBasket } from '../../core/domain/basket/basket';
import type { BasketTotals } from '../../core/domain/basket/basket-totals';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import { validateCheckout } from '../../core/domain/checkout/checkout-validation';
import type { PaymentChoice } from '../../core/domain/checkout/payment-choice';
import { selectedPayment } from '../../core/domain/payment/provider-selection';
import type { PaymentContext, PaymentProviderRegistry } from '../../core/ports/payment-provider';
import { PaymentViewModel } from './payment/payment-view-model';
import type { OrderTypeSettings, PaymentProviderEntry } from '../../core/domain/order-type/order-type';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { DeliveryAddressPart } from '../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS, deliveryAddressField } from '../../core/domain/order-type/delivery-address';
import { OrderTypeDetails } from './order-type/order-type-details';
import type { SignedInCustomer } from './contact-step';
import { ContactStep } from './contact-step';
import { CommentsAndOptionsStep } from './comments-and-options-step';
import type { ScheduleChoice } from '../../core/domain/schedule/schedule-choice';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { OrderPlaced, PendingOrder, PlaceOrder, PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import type { SendingState } from './order-sending';
import { refusalStep } from './order-sending';
import { OrderSubmission } from './order-submission';
import { ORDER_FOUND_AGAIN_STATE } from '../notifications/order-found-again';
import type { Timers } from '../notifications/notification-center';
import type { Navigate } from '../routing/restaurant-paths';
import { SCAN_TRACKING_TYPE, tracksAsScan } from '../../core/domain/tracking/scan-tracking';
import { paths } from '../routing/restaurant-paths';
import { usesHostedFields } from '../../core/domain/checkout/payment-choice';
import type { SavedInfos } from '../../core/domain/checkout/saved-infos';
import type { AddressSuggestion } from '../../core/domain/order-type/address-suggestion';

import { IN_PROGRESS_TIMEOUT_MS } from '../../core/domain/checkout/in-progress-timeout';

/** checkout 4 and 9: the in-progress screen turns to an error after 25000 ms without an answer (core rule). */
export { IN_PROGRESS_TIMEOUT_MS };

export type { SendingState } from './order-sending';
export type { SignedInCustomer } from './contact-step';

export interface CheckoutDeps {
  readonly computeTotals: Pick<ComputeTotals, 'execute'>;
  /** PlaceOrder is resolved lazily (config/bind-ordering-use-cases.ts): it carries the phone rules. */
  readonly placeOrder: () => Promise<Pick<PlaceOrder, 'execute'>>;
  readonly navigate: Navigate;
  /** The storefront's origin, for the payment return addresses of the payload. */
  readonly origin: string;
  readonly timers: Timers;
  readonly warn?: (message: string) => void;
  /** checkout 3: the last orders' infos, recalled and remembered (saved-infos); absent where nothing is kept. */
  readonly savedInfos?: { recall(): readonly SavedInfos[]; remember(infos: SavedInfos): void };
  /** checkout 4: the payment providers, loaded with the payment step only; none: payment on the spot only. */
  readonly paymentRegistry?: () => Promise<PaymentProviderRegistry>;
  /** Leaves for a provider's payment page (window.location.assign). */
  readonly leaveFor?: (url: string) => void;
  /** The visitor's language, for the provider's fields and page. */
  readonly locale?: () => string;
  /**
   * checkout 4: takes out of the basket the lines whose products cannot be ordered for that day (core
   * DropLinesNotAvailableOnDay) and gives the notice to show when any went.
   */
  readonly dropLinesNotAvailableOnDay?: (day: string) => Promise<string | null>;
  /** A toast for the customer (a message key). */
  readonly notify?: (key: string) => void;
  /** browsing 2.4: the order type chosen on the group's delivery-details menu (ui/group), preselected when offered. */
  readonly groupOrderTypeChoice?: string | null;
  /** checkout 2 and 3 (issue 8): the signed-in customer, whose details prefill the form; null for a visitor. */
  readonly signedInUser?: SignedInCustomer | null;
  /** Issue 15.5: what became of an order attempt left pending (core PlaceOrder.resume), asked when the page loads. */
  readonly resumePendingOrder?: () => Promise<PendingOrder>;
}

/**
 * The short checkout (checkout 2 to 5): contact details, order type, payment on the spot, comment,
 * terms, then PlaceOrder and what to do with its answer (checkout 4 and 8).
 */
export class CheckoutViewModel {
  roomNumber = '';
  orderTypeId: OrderTypeId | null;
  cgvAccepted: boolean;
  /** The problems shown, the sending state and its 25 s timer (shared with the group checkout). */
  readonly submission: OrderSubmission;
  /** checkout 3: the table number and the delivery address (ui/checkout/order-type). */
  readonly details = new OrderTypeDetails();
  /** checkout 3 scheduleSelected, set by the slot picker (ui/checkout/schedule). */
  timeSlot: ScheduleChoice | null = null;
  private cgvTouched = false;
  /** checkout 2: the general informations step (who orders). */
  readonly contact: ContactStep;
  /** checkout 2: the comments and options step (questions, options, cutlery, tip, comment). */
  readonly commentsAndOptions: CommentsAndOptionsStep;
  /** checkout 4: the provider choice and its card fields (ui/checkout/payment). */
  readonly paymentPanel: PaymentViewModel;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly basket: { readonly basket: Basket; replace(basket: Basket): void },
    private readonly deps: CheckoutDeps,
  ) {
    this.orderTypeId = preselectedOrderType(this.orderTypes.map((type) => type.id), deps.groupOrderTypeChoice ?? null);
    this.contact = new ContactStep({ settings, signedInUser: deps.signedInUser, savedInfos: deps.savedInfos, orderTypeId: () => this.orderTypeId, clearProblem: (field) => this.clearProblem(field) });
    this.commentsAndOptions = new CommentsAndOptionsStep(settings, () => this.totals.subtotal, (field) => this.clearProblem(field));
    // checkout 5: pre-checked for restaurant table and hotel room order types.
    this.cgvAccepted = isCgvPreChecked(this.orderTypeId);
    const registry = deps.paymentRegistry;
    this.paymentPanel = new PaymentViewModel({ registry: registry ?? (() => Promise.reject(new Error('no online payment here'))) });
    this.submission = new OrderSubmission({ restaurantId: settings.id, timers: deps.timers, ...(deps.warn && { warn: deps.warn }) });
    makeAutoObservable<CheckoutViewModel, 'settings' | 'basket' | 'deps'>(
      this,
      { settings: false, basket: false, deps: false, details: false, paymentPanel: false, contact: false, commentsAndOptions: false, submission: false },
      { autoBind: true },
    );
  }

  get orderTypes(): OrderTypeSettings[] {
    return [...this.settings.orderTypes];
  }

  get orderType(): OrderTypeSettings | null {
    return this.orderTypes.find((type) => type.id === this.orderTypeId) ?? null;
  }

  /** checkout 4: the provider chosen, else the order type's first provider if not disabled (core selectedPayment). */
  get payment(): PaymentChoice | null {
    return this.orderType ? selectedPayment(this.orderType, this.totals.total, this.paymentPanel.chosenProviderId) : null;
  }

  /** checkout 4 and 5: true only when the hosted card fields report complete. */
  get cardFieldsComplete(): boolean {
    return this.paymentPanel.cardFieldsComplete;
  }

  /** checkout 7: what the hosted fields need: amount (basket total + tips), currency, country FR. */
  get paymentContext(): PaymentContext | null {
    const payment = this.payment;
    if (!payment) return null;
    return {
      restaurantId: this.settings.id,
      providerId: payment.providerId,
      paymentTypeId: payment.paymentTypeId,
      amount: this.totals.total,
      currency: this.settings.currency,
      country: 'FR',
      locale: this.deps.locale?.() ?? 'fr',
    };
  }

  /** The screen shows: answers are followed. Its end (back to the menu) stops them from navigating. */
  start(): () => void {
    const end = this.submission.start();
    void this.deps.resumePendingOrder?.().then(this.resumed, () => undefined);
    return () => {
      end();
      this.paymentPanel.hideCardFields();
    };
  }

  get paymentProvider(): PaymentProviderEntry | null {
    const payment = this.payment;
    return payment ? (this.orderType?.order_type_providers.find((provider) => provider.provider_id === payment.providerId) ?? null) : null;
  }

  get asksRoomNumber(): boolean {
    return this.orderTypeId === OrderTypeId.roomDelivery;
  }

  get asksTableNumber(): boolean {
    return this.orderTypeId === OrderTypeId.onPlace;
  }

  get asksDeliveryAddress(): boolean {
    return this.orderTypeId === OrderTypeId.delivery;
  }

  get totals(): BasketTotals {
    return this.deps.computeTotals.execute({ basket: this.basket.basket, settings: this.settings, orderTypeId: this.orderTypeId });
  }

  get form(): CheckoutForm {
    return {
      fullName: this.contact.asksFullName ? this.contact.fullName : '',
      firstName: this.contact.asksFirstAndLastNames ? this.contact.firstName : '',
      lastName: this.contact.asksFirstAndLastNames ? this.contact.lastName : '',
      phone: this.contact.phone,
      email: this.contact.email,
      roomNumber: this.asksRoomNumber ? this.roomNumber : '',
      tableNumber: this.asksTableNumber ? this.details.tableNumber : '',
      deliveryAddress: this.asksDeliveryAddress ? this.details.deliveryAddress : EMPTY_DELIVERY_ADDRESS,
      deliveryPosition: this.asksDeliveryAddress ? this.details.deliveryPosition : null,
      timeSlot: this.timeSlot,
      orderTypeId: this.orderTypeId,
      payment: this.payment,
      cgvAccepted: this.cgvAccepted,
      comment: this.commentsAndOptions.comment,
      optInPromotions: false,
      answers: this.commentsAndOptions.answers,
      checkoutOptions: this.commentsAndOptions.checkoutOptions,
      nbCutlery: this.commentsAndOptions.nbCutlery,
      tips: this.commentsAndOptions.typedTips,
      hostedFieldsComplete: this.hostedFieldsComplete,
      ...(this.deps.signedInUser && { userId: this.deps.signedInUser.id }),
    };
  }

  // --- checkout hub (issue 7) ---

  /** checkout 5: every problem of the form as it is now, so the validate button can say what is missing. */
  get missing(): readonly CheckoutProblem[] {
    return validateCheckout(this.form, this.settings, this.totals);
  }

  get decimals(): number {
    return this.settings.config.nb_decimal_price;
  }

  get currency(): string {
    return this.settings.currency;
  }

  /** checkout 5: the hosted-fields provider is chosen, so its card form must be complete. */
  get needsHostedFields(): boolean {
    return this.payment !== null && usesHostedFields(this.payment);
  }

  /** checkout 2: any client info is asked, so the general informations step exists. */
  get asksClientInfo(): boolean {
    const required = this.settings.cmd_required_infos;
    return Object.values(required.client_info).some(Boolean) || required.room_number || required.table_number || this.orderTypes.length > 1;
  }

  /** checkout 2: the payment modes the customer chooses from (on spot, online). */
  get paymentModeCount(): number {
    return new Set((this.orderType?.order_type_providers ?? []).filter((provider) => !provider.disabled).map((provider) => provider.type)).size;
  }

  get inHousePay(): boolean {
    return this.settings.tastypay;
  }

  /** checkout 5: what the payment panel's hosted card fields report (one rule: core checkout-validation). */
  get hostedFieldsComplete(): boolean {
    return this.paymentPanel.cardFieldsComplete;
  }

  setHostedFieldsComplete(complete: boolean): void {
    this.paymentPanel.cardFieldsComplete = complete;
    this.clearProblem('hostedFields');
  }

  /** Shows the problems of some steps (a step that does not validate), and counts the round for the focus. */
  showProblems(problems: readonly CheckoutProblem[]): void {
    this.submission.showProblems(problems);
  }

  get state(): SendingState {
    return this.submission.state;
  }

  get problems(): readonly CheckoutProblem[] {
    return this.submission.problems;
  }

  get validationRound(): number {
    return this.submission.validationRound;
  }

  /** checkout 2: an empty basket sends the customer back to the menu (not once the order is placed). */
  get basketIsEmpty(): boolean {
    return this.basket.basket.basketProducts.length === 0;
  }

  get isSending(): boolean {
    return this.submission.isSending;
  }

  problemOf(field: CheckoutField): CheckoutProblem | null {
    return this.submission.problemOf(field);
  }

  setRoomNumber(value: string): void {
    this.roomNumber = value;
    this.clearProblem('roomNumber');
  }

  setTableNumber(value: string): void {
    this.details.setTableNumber(value);
    this.clearProblem('tableNumber');
  }

  setDeliveryPart(part: DeliveryAddressPart, value: string): void {
    this.details.setDeliveryPart(part, value);
    this.clearProblem(deliveryAddressField(part));
  }

  /** Ours (checkout 3 deliveryData): an address picked from the search fills street, post code, city and position. */
  pickDeliveryAddress(address: AddressSuggestion): void {
    this.details.pickDeliveryAddress(address);
    for (const part of ['street', 'postCode', 'city'] as const) this.clearProblem(deliveryAddressField(part));
  }

  setTimeSlot(choice: ScheduleChoice | null): void {
    this.timeSlot = choice;
    // The picker publishes null again when it mounts anew (after the in-progress screen): the problem stays.
    if (choice === null) return;
    this.clearProblem('timeSlot');
    // checkout 4: the products not sold that day leave the basket, with product_not_available_anymore,
    // and the problems shown are judged again on what is left.
    void this.deps.dropLinesNotAvailableOnDay?.(choice.day.date).then(this.dropped);
  }

  /** After lines left the basket for the chosen day: the notice, and the problems shown judged again. */
  dropped(notice: string | null): void {
    if (notice === null) return;
    this.deps.notify?.(notice);
    if (this.problems.length > 0) this.submission.setProblems(this.missing);
  }

  get restaurantSettings(): RestaurantSettings {
    return this.settings;
  }

  setCgvAccepted(value: boolean): void {
    this.cgvAccepted = value;
    this.cgvTouched = true;
    this.clearProblem('cgv');
  }

  chooseOrderType(id: OrderTypeId): void {
    if (!this.orderTypes.some((type) => type.id === id)) return;
    this.orderTypeId = id;
    if (!this.cgvTouched) this.cgvAccepted = isCgvPreChecked(id);
    // The problems of the fields of another order type go with it.
    const kept = (field: string) => !['orderType', 'roomNumber', 'tableNumber', 'payment'].includes(field) && !field.startsWith('delivery');
    this.submission.setProblems(this.problems.filter((problem) => kept(problem.field)));
  }

  /** checkout 2: the table-number modal placed the order; the emptied basket must not send back to the menu. */
  markPlaced(): void {
    this.submission.setState({ kind: 'placed' });
  }

  /** The in-progress, timed-out or failed screen goes back to the form. */
  backToForm(): void {
    this.submission.setState({ kind: 'editing' });
  }

  /** checkout 5 then checkout 4: every problem at once, or the order is sent. */
  async submit(): Promise<void> {
    if (this.state.kind === 'sending' || this.state.kind === 'placed' || this.state.kind === 'paying') return;
    await this.submission.send(validateCheckout(this.form, this.settings, this.totals), () => this.sendOrder());
  }

  private async sendOrder(): Promise<void> {
    const form = this.form;
    const payment = this.payment;
    const origin = this.deps.origin.replace(/\/$/, '');
    const trackingUrl = `${origin}${paths.tracking(this.settings.id, {})}`;
    const placeOrder = await this.deps.placeOrder();
    const result = await placeOrder.execute({
      settings: this.settings,
      form,
      // checkout 4: a provider sends the customer back to tracking, where the platform tells the outcome.
      returnUrls: { success: trackingUrl, cancel: payment?.mode === 'ONLINE' ? trackingUrl : `${origin}${paths.checkout(this.settings.id)}` },
    });
    if (result.ok && result.value.recovered) {
      this.recovered(result.value);
    } else if (result.ok && payment?.mode === 'ONLINE') {
      await this.payOnline(payment, result.value, { success: trackingUrl, cancel: trackingUrl });
    } else if (result.ok) {
      this.placed(result.value.orderNumber);
    } else {
      this.failed(result.error);
    }
  }

  /** Issue 15.5: the page loads with an attempt left pending; the order it took, if any, is shown. */
  private resumed(pending: PendingOrder): void {
    if (!this.submission.mayResume) return;
    if (pending.kind === 'found') this.recovered(pending.placed);
    else if (pending.kind === 'unknown') this.submission.setState({ kind: 'outcome_unknown' });
  }

  /**
   * Issue 15.5: an earlier attempt, whose answer was lost, had taken the order: the customer is taken to
   * it, and its page says that what changed since was not sent. Its payment, if online, is followed by tracking.
   */
  private recovered(placed: OrderPlaced): void {
    this.placed(placed.orderNumber, placed.payload.order_types_id, ORDER_FOUND_AGAIN_STATE);
  }

  private placed(orderNumber: string, orderTypeId: OrderTypeId | null = this.orderTypeId, pageState?: object): void {
    // checkout 4: PlaceOrder emptied the stored basket. Even after the 25 s error the order exists, so the
    // customer is taken to its tracking page, unless they went back to the menu meanwhile.
    this.submission.setState({ kind: 'placed' });
    this.contact.remember();
    this.basket.replace(emptyBasket(this.settings.id));
    if (this.submission.hasLeft) return;
    // checkout 4: a table or room order paid on the spot is tracked as the room and scan variant.
    const type = tracksAsScan(orderTypeId) ? SCAN_TRACKING_TYPE : undefined;
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: orderNumber, type }), { replace: true, ...(pageState && { state: pageState }) });
  }

  /**
   * checkout 4: the order is taken; the provider takes the payment. A redirect leaves for its page; in
   * place (hosted fields), tracking follows with the result, which the platform confirms there.
   */
  private async payOnline(payment: PaymentChoice, placed: OrderPlaced, returnUrls: { readonly success: string; readonly cancel: string }): Promise<void> {
    this.submission.setState({ kind: 'paying' });
    this.basket.replace(emptyBasket(this.settings.id));
    const context = this.paymentContext;
    if (!context) return;
    const outcome = await this.paymentPanel.pay(payment, {
      ...context,
      orderNumber: placed.orderNumber,
      redirectionUrl: placed.redirectionUrl,
      successUrl: returnUrls.success,
      cancelUrl: returnUrls.cancel,
    });
    if (this.submission.hasLeft) return;
    if (outcome.kind === 'redirect') {
      this.deps.leaveFor?.(outcome.url);
      return;
    }
    const result = outcome.kind === 'authorised' ? 'SUCCESSED' : outcome.kind === 'refused' ? 'REFUSED' : 'FAILED';
    this.paymentPanel.hideCardFields();
    this.submission.setState({ kind: 'placed' });
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: placed.orderNumber, providerId: String(payment.providerId), result }), { replace: true });
  }

  private failed(failure: PlaceOrderFailure): void {
    if (failure.kind === 'invalid') {
      this.submission.invalid(failure.problems);
      return;
    }
    if (failure.kind === 'gateway' || failure.kind === 'outcome_unknown') {
      this.submission.lost(failure.kind === 'gateway' ? 'failed' : 'outcome_unknown');
      return;
    }
    const step = refusalStep(this.settings.id, failure);
    if (step.kind === 'message') {
      this.submission.setState({ kind: 'refused', key: step.key });
      return;
    }
    this.submission.setState({ kind: 'editing' });
    if (step.state === undefined) this.deps.navigate(step.to);
    else this.deps.navigate(step.to, { state: step.state });
  }

  clearProblem(field: CheckoutField): void {
    this.submission.clearProblem(field);
  }
}
