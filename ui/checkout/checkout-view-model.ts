import { preselectedOrderType } from '../../core/domain/group/group-delivery-details';
import { makeAutoObservable } from 'mobx';
import type { Basket } from '../../core/domain/basket/basket';
import { emptyBasket } from '../../core/domain/basket/basket';
import type { BasketTotals } from '../../core/domain/basket/basket-totals';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { COMMENT_FORM_MAX_LENGTH, isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
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
import type { ScheduleChoice } from '../../core/domain/schedule/schedule-choice';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { OrderPlaced, PendingOrder, PlaceOrder, PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import type { SendingState } from './order-sending';
import { refusalStep } from './order-sending';
import { ORDER_FOUND_AGAIN_STATE } from '../tracking/order-found-again';
import type { Timers } from '../notifications/notification-center';
import type { Navigate } from '../routing/restaurant-paths';
import { SCAN_TRACKING_TYPE, tracksAsScan } from '../../core/domain/tracking/scan-tracking';
import { paths } from '../routing/restaurant-paths';
import type { CheckoutOptionChoices, QuestionAnswers } from '../../core/domain/checkout/checkout-questions';
import { CUTLERY_CHOICES, isTipValid, parseTip } from '../../core/domain/checkout/checkout-extras';
import { usesHostedFields } from '../../core/domain/checkout/payment-choice';
import type { SavedInfos } from '../../core/domain/checkout/saved-infos';
import type { AddressSuggestion } from '../../core/domain/order-type/address-suggestion';

import { IN_PROGRESS_TIMEOUT_MS, inProgressTimeoutWarning } from '../../core/domain/checkout/in-progress-timeout';

/** checkout 4 and 9: the in-progress screen turns to an error after 25000 ms without an answer (core rule). */
export { IN_PROGRESS_TIMEOUT_MS };

export type { SendingState } from './order-sending';

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

export interface SignedInCustomer {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/**
 * The short checkout (checkout 2 to 5): contact details, order type, payment on the spot, comment,
 * terms, then PlaceOrder and what to do with its answer (checkout 4 and 8).
 */
export class CheckoutViewModel {
  fullName = '';
  firstName = '';
  lastName = '';
  phone = '';
  email = '';
  roomNumber = '';
  comment = '';
  orderTypeId: OrderTypeId | null;
  cgvAccepted: boolean;
  problems: readonly CheckoutProblem[] = [];
  /** Counts the submits that found problems, so the screen can move the focus to them each time. */
  validationRound = 0;
  state: SendingState = { kind: 'editing' };
  /** checkout 3: the table number and the delivery address (ui/checkout/order-type). */
  readonly details = new OrderTypeDetails();
  /** checkout 3 scheduleSelected, set by the slot picker (ui/checkout/schedule). */
  timeSlot: ScheduleChoice | null = null;
  private cgvTouched = false;
  // --- checkout hub (issue 7): comments and options step, hosted fields, saved infos ---
  answers: QuestionAnswers = {};
  checkoutOptions: CheckoutOptionChoices = {};
  nbCutlery: number | null = null;
  /** The tip as typed, in major units; checkout 9: default 0. */
  tipText = '';
  /** checkout 2: the recovery notice, until the customer uses or dismisses it. */
  savedInfosDismissed = false;
  /** checkout 4: the provider choice and its card fields (ui/checkout/payment). */
  readonly paymentPanel: PaymentViewModel;
  /** The screen went away (back to the menu): an answer coming later must not pull the customer back. */
  private left = false;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly basket: { readonly basket: Basket; replace(basket: Basket): void },
    private readonly deps: CheckoutDeps,
  ) {
    this.orderTypeId = preselectedOrderType(this.orderTypes.map((type) => type.id), deps.groupOrderTypeChoice ?? null);
    // checkout 3 (issue 8): a profile prefills personal data.
    const user = deps.signedInUser;
    if (user) {
      this.firstName = user.firstName;
      this.lastName = user.lastName;
      this.fullName = `${user.firstName} ${user.lastName}`.trim();
      this.email = user.email;
      this.phone = user.phone;
    }
    // checkout 5: pre-checked for restaurant table and hotel room order types.
    this.cgvAccepted = isCgvPreChecked(this.orderTypeId);
    const registry = deps.paymentRegistry;
    this.paymentPanel = new PaymentViewModel({ registry: registry ?? (() => Promise.reject(new Error('no online payment here'))) });
    makeAutoObservable<CheckoutViewModel, 'settings' | 'basket' | 'deps' | 'left'>(
      this,
      { settings: false, basket: false, deps: false, details: false, paymentPanel: false, left: false },
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
    this.left = false;
    void this.deps.resumePendingOrder?.().then(this.resumed, () => undefined);
    return () => {
      this.left = true;
      this.paymentPanel.hideCardFields();
    };
  }

  get paymentProvider(): PaymentProviderEntry | null {
    const payment = this.payment;
    return payment ? (this.orderType?.order_type_providers.find((provider) => provider.provider_id === payment.providerId) ?? null) : null;
  }

  /** checkout 5: first and last names are asked instead of the full name when the restaurant requires them. */
  get asksFirstAndLastNames(): boolean {
    const required = this.settings.cmd_required_infos.client_info;
    return required.first_name || required.last_name;
  }

  /** The full name is asked when required, and whenever first and last names are not: an order carries a name. */
  get asksFullName(): boolean {
    return this.settings.cmd_required_infos.client_info.full_name || !this.asksFirstAndLastNames;
  }

  get requiresPhone(): boolean {
    return this.settings.cmd_required_infos.client_info.phone;
  }

  get requiresEmail(): boolean {
    return this.settings.cmd_required_infos.client_info.email;
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

  get commentLength(): number {
    return this.comment.length;
  }

  get form(): CheckoutForm {
    return {
      fullName: this.asksFullName ? this.fullName : '',
      firstName: this.asksFirstAndLastNames ? this.firstName : '',
      lastName: this.asksFirstAndLastNames ? this.lastName : '',
      phone: this.phone,
      email: this.email,
      roomNumber: this.asksRoomNumber ? this.roomNumber : '',
      tableNumber: this.asksTableNumber ? this.details.tableNumber : '',
      deliveryAddress: this.asksDeliveryAddress ? this.details.deliveryAddress : EMPTY_DELIVERY_ADDRESS,
      deliveryPosition: this.asksDeliveryAddress ? this.details.deliveryPosition : null,
      timeSlot: this.timeSlot,
      orderTypeId: this.orderTypeId,
      payment: this.payment,
      cgvAccepted: this.cgvAccepted,
      comment: this.comment,
      optInPromotions: false,
      answers: this.answers,
      checkoutOptions: this.checkoutOptions,
      nbCutlery: this.nbCutlery,
      // A tip that does not read as an amount is sent to the rules as NaN, which they refuse (invalid_tip).
      tips: parseTip(this.tipText, this.settings.config.nb_decimal_price) ?? Number.NaN,
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

  /** The tip as it is added to the total (issue 22.12: 0 while what is typed is out of bounds, as the field says). */
  get tips(): number {
    const tips = parseTip(this.tipText, this.decimals);
    return this.settings.have_tip && tips !== null && isTipValid(tips, this.totals.subtotal) ? tips : 0;
  }

  get questions() {
    return this.settings.questions;
  }

  get checkoutInputOptions() {
    return this.settings.checkout_input_options;
  }

  get asksCutlery(): boolean {
    return this.settings.ask_cutlery;
  }

  get asksComment(): boolean {
    return this.settings.ask_comment_order;
  }

  get takesTips(): boolean {
    return this.settings.have_tip;
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

  /** checkout 2: saved infos are offered to visitors not signed in (no accounts here yet) and not in table mode. */
  get savedInfos(): readonly SavedInfos[] {
    // checkout 2: saved infos are not recovered for a signed-in customer (the profile prefills instead).
    if (this.savedInfosDismissed || this.orderTypeId === OrderTypeId.onPlace || this.deps.signedInUser) return [];
    return this.deps.savedInfos?.recall() ?? [];
  }

  useSavedInfos(infos: SavedInfos): void {
    this.setFullName(infos.fullName);
    this.setFirstName(infos.firstName);
    this.setLastName(infos.lastName);
    this.setPhone(infos.phone);
    this.setEmail(infos.email);
    this.savedInfosDismissed = true;
  }

  dismissSavedInfos(): void {
    this.savedInfosDismissed = true;
  }

  answerQuestion(questionId: number, answerId: number, chosen: boolean): void {
    const question = this.settings.questions.find((candidate) => candidate.id === questionId);
    if (!question) return;
    const current = this.answers[questionId] ?? [];
    const next = question.multiple ? (chosen ? [...current, answerId] : current.filter((id) => id !== answerId)) : chosen ? [answerId] : [];
    this.answers = { ...this.answers, [questionId]: next };
    this.clearProblem(`question-${questionId}`);
  }

  chooseCheckoutOption(optionId: number, value: string, chosen: boolean): void {
    const option = this.settings.checkout_input_options.find((candidate) => candidate.id === optionId);
    if (!option) return;
    const current = this.checkoutOptions[optionId] ?? [];
    const next = option.type === 'checkbox' ? (chosen ? [...current, value] : current.filter((item) => item !== value)) : chosen && value !== '' ? [value] : [];
    this.checkoutOptions = { ...this.checkoutOptions, [optionId]: next };
    this.clearProblem(`option-${optionId}`);
  }

  /** checkout 9: cutlery choices 0 to 20. */
  setCutlery(value: number | null): void {
    this.nbCutlery = value === null ? null : Math.min(CUTLERY_CHOICES.max, Math.max(CUTLERY_CHOICES.min, value));
    this.clearProblem('cutlery');
  }

  setTipText(value: string): void {
    this.tipText = value;
    this.clearProblem('tips');
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
    this.problems = problems;
    if (problems.length > 0) this.validationRound += 1;
  }

  /** checkout 2: an empty basket sends the customer back to the menu (not once the order is placed). */
  get basketIsEmpty(): boolean {
    return this.basket.basket.basketProducts.length === 0;
  }

  get isSending(): boolean {
    return this.state.kind === 'sending';
  }

  problemOf(field: CheckoutField): CheckoutProblem | null {
    return this.problems.find((problem) => problem.field === field) ?? null;
  }

  setFullName(value: string): void {
    this.fullName = value;
    this.clearProblem('fullName');
  }

  setFirstName(value: string): void {
    this.firstName = value;
    this.clearProblem('firstName');
  }

  setLastName(value: string): void {
    this.lastName = value;
    this.clearProblem('lastName');
  }

  setPhone(value: string): void {
    this.phone = value;
    this.clearProblem('phone');
  }

  setEmail(value: string): void {
    this.email = value;
    this.clearProblem('email');
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
    if (this.problems.length > 0) this.problems = this.missing;
  }

  get restaurantSettings(): RestaurantSettings {
    return this.settings;
  }

  /** checkout 5: the comment field takes at most 280 characters. */
  setComment(value: string): void {
    this.comment = value.slice(0, COMMENT_FORM_MAX_LENGTH);
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
    this.problems = this.problems.filter((problem) => kept(problem.field));
  }

  /** checkout 2: the table-number modal placed the order; the emptied basket must not send back to the menu. */
  markPlaced(): void {
    this.state = { kind: 'placed' };
  }

  /** The in-progress, timed-out or failed screen goes back to the form. */
  backToForm(): void {
    this.state = { kind: 'editing' };
  }

  /** checkout 5 then checkout 4: every problem at once, or the order is sent. */
  async submit(): Promise<void> {
    if (this.state.kind === 'sending' || this.state.kind === 'placed' || this.state.kind === 'paying') return;
    const problems = validateCheckout(this.form, this.settings, this.totals);
    this.problems = problems;
    if (problems.length > 0) {
      this.validationRound += 1;
      this.state = { kind: 'editing' };
      return;
    }
    this.state = { kind: 'sending' };
    const timer = this.deps.timers.setTimeout(() => this.giveUpWaiting(), IN_PROGRESS_TIMEOUT_MS);
    const form = this.form;
    const payment = this.payment;
    const origin = this.deps.origin.replace(/\/$/, '');
    const trackingUrl = `${origin}${paths.tracking(this.settings.id, {})}`;
    try {
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
        this.deps.timers.clearTimeout(timer);
        await this.payOnline(payment, result.value, { success: trackingUrl, cancel: trackingUrl });
      } else if (result.ok) {
        this.placed(result.value.orderNumber);
      } else {
        this.failed(result.error);
      }
    } catch {
      // Only a bug or a chunk that failed to load ends here: the order was not sent.
      this.failed({ kind: 'gateway', error: 'network', message: 'the checkout could not start' });
    } finally {
      this.deps.timers.clearTimeout(timer);
    }
  }

  private giveUpWaiting(): void {
    if (this.state.kind !== 'sending') return;
    this.deps.warn?.(inProgressTimeoutWarning(this.settings.id));
    this.state = { kind: 'timed_out' };
  }

  /** Issue 15.5: the page loads with an attempt left pending; the order it took, if any, is shown. */
  private resumed(pending: PendingOrder): void {
    // A submit under way asks the same question and follows its own answer.
    const waiting = this.state.kind === 'editing' || this.state.kind === 'failed' || this.state.kind === 'outcome_unknown';
    if (pending.kind === 'found' && waiting) this.recovered(pending.placed);
    else if (pending.kind === 'unknown' && waiting) this.state = { kind: 'outcome_unknown' };
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
    this.state = { kind: 'placed' };
    this.deps.savedInfos?.remember({ fullName: this.fullName, firstName: this.firstName, lastName: this.lastName, phone: this.phone, email: this.email });
    this.basket.replace(emptyBasket(this.settings.id));
    if (this.left) return;
    // checkout 4: a table or room order paid on the spot is tracked as the room and scan variant.
    const type = tracksAsScan(orderTypeId) ? SCAN_TRACKING_TYPE : undefined;
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: orderNumber, type }), { replace: true, ...(pageState && { state: pageState }) });
  }

  /**
   * checkout 4: the order is taken; the provider takes the payment. A redirect leaves for its page; in
   * place (hosted fields), tracking follows with the result, which the platform confirms there.
   */
  private async payOnline(payment: PaymentChoice, placed: OrderPlaced, returnUrls: { readonly success: string; readonly cancel: string }): Promise<void> {
    this.state = { kind: 'paying' };
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
    if (this.left) return;
    if (outcome.kind === 'redirect') {
      this.deps.leaveFor?.(outcome.url);
      return;
    }
    const result = outcome.kind === 'authorised' ? 'SUCCESSED' : outcome.kind === 'refused' ? 'REFUSED' : 'FAILED';
    this.paymentPanel.hideCardFields();
    this.state = { kind: 'placed' };
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: placed.orderNumber, providerId: String(payment.providerId), result }), { replace: true });
  }

  private failed(failure: PlaceOrderFailure): void {
    if (failure.kind === 'invalid') {
      this.problems = failure.problems;
      this.validationRound += 1;
      this.state = { kind: 'editing' };
      return;
    }
    if (failure.kind === 'gateway' || failure.kind === 'outcome_unknown') {
      // After the 25 s error, a late failure changes nothing: the error screen stays.
      if (this.state.kind === 'sending') this.state = { kind: failure.kind === 'gateway' ? 'failed' : 'outcome_unknown' };
      return;
    }
    const step = refusalStep(this.settings.id, failure);
    if (step.kind === 'message') {
      this.state = { kind: 'refused', key: step.key };
      return;
    }
    this.state = { kind: 'editing' };
    if (step.state === undefined) this.deps.navigate(step.to);
    else this.deps.navigate(step.to, { state: step.state });
  }

  clearProblem(field: CheckoutField): void {
    if (this.problems.some((problem) => problem.field === field)) {
      this.problems = this.problems.filter((problem) => problem.field !== field);
    }
  }
}
