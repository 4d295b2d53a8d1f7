import { preselectedOrderType } from '../../core/domain/group/group-delivery-details';
import { makeAutoObservable, toJS } from 'mobx';
import type { Basket } from '../../core/domain/basket/basket';
import { emptyBasket } from '../../core/domain/basket/basket';
import { basketSubtotal } from '../../core/domain/basket/basket-totals';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import type { CheckoutTotals } from '../../core/domain/checkout/checkout-totals';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import type { CheckedCheckout, CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import { checkCheckout, validateCheckout } from '../../core/domain/checkout/checkout-validation';
import type { OrderTypeId, OrderTypeSettings } from '../../core/domain/order-type/order-type';
import { OrderTypeDetails } from './order-type/order-type-details';
import { ContactStep } from './contact-step';
import { CommentsAndOptionsStep } from './comments-and-options-step';
import { SummaryAndPaymentStep } from './summary-and-payment-step';
import { PromoCodeStep, isPromotionErrorKey } from './promo-code-step';
import { LoyaltyStep } from './loyalty-step';
import type { CheckoutDeps } from './checkout-deps';
import type { ScheduleChoice } from '../../core/domain/schedule/schedule-choice';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { SendingState } from './order-sending';
import { OrderPlacing } from './order-placing';
import { OrderSubmission } from './order-submission';

import { IN_PROGRESS_TIMEOUT_MS } from '../../core/domain/checkout/in-progress-timeout';

/** checkout 4 and 9: the in-progress screen turns to an error after 25000 ms without an answer (core rule). */
export { IN_PROGRESS_TIMEOUT_MS };

export type { SendingState } from './order-sending';
export type { SignedInCustomer } from './contact-step';
export type { CheckoutDeps } from './checkout-deps';

/**
 * The checkout hub (checkout 2 to 5): the order type and what it asks, one class per step (contact,
 * comments and options, summary and payment), the form they make, then PlaceOrder and what to do with
 * its answer (checkout 4 and 8).
 */
export class CheckoutViewModel {
  orderTypeId: OrderTypeId | null;
  /** The problems shown, the sending state and its 25 s timer (shared with the group checkout). */
  readonly submission: OrderSubmission;
  /** checkout 3: the room or table number and the delivery address (ui/checkout/order-type). */
  readonly details = new OrderTypeDetails({ orderTypeId: () => this.orderTypeId, clearProblem: (field) => this.clearProblem(field) });
  /** checkout 3 scheduleSelected, set by the slot picker (ui/checkout/schedule). */
  timeSlot: ScheduleChoice | null = null;
  /** checkout 2: the general informations step (who orders). */
  readonly contact: ContactStep;
  /** checkout 2: the comments and options step (questions, options, cutlery, tip, comment). */
  readonly commentsAndOptions: CommentsAndOptionsStep;
  /** checkout 2: the summary and payment step (terms, payment choice, card fields, paying online). */
  readonly summaryAndPayment: SummaryAndPaymentStep;
  /** checkout 2 summary_and_payment, promo (issue 18): the promo code field and the code applied. */
  readonly promoCode: PromoCodeStep;
  readonly loyalty: LoyaltyStep;
  /** checkout 4 and 8: PlaceOrder and what to do with its answer. */
  private readonly placing: OrderPlacing;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly basket: { readonly basket: Basket; replace(basket: Basket): void },
    private readonly deps: CheckoutDeps,
  ) {
    this.orderTypeId = preselectedOrderType(this.orderTypes.map((type) => type.id), deps.groupOrderTypeChoice ?? null);
    this.contact = new ContactStep({ settings, signedInUser: deps.signedInUser, savedInfos: deps.savedInfos, orderTypeId: () => this.orderTypeId, clearProblem: (field) => this.clearProblem(field) });
    // The tip is bounded by the subtotal, and the totals count the tip: the bound reads the lines alone.
    this.commentsAndOptions = new CommentsAndOptionsStep(settings, () => basketSubtotal(this.basket.basket), (field) => this.clearProblem(field));
    this.promoCode = new PromoCodeStep({
      settings,
      checkPromoCode: deps.checkPromoCode ?? (() => Promise.reject(new Error('no promo code check here'))),
      lines: () => this.promoCodeLines,
      orderTypeId: () => this.orderTypeId ?? this.orderTypes[0]?.id ?? null,
      infos: () => ({ email: this.contact.email, phone: this.contact.phone, loyaltyCardNumber: '' }),
    });
    const programme = deps.loyaltyProgramme ?? (() => Promise.reject(new Error('no loyalty programme here')));
    this.loyalty = new LoyaltyStep({ settings, programme, lines: () => this.promoCodeLines, orderTypeId: () => this.orderTypeId, amounts: () => this.totals, timers: deps.timers });
    this.submission = new OrderSubmission({ restaurantId: settings.id, timers: deps.timers, ...(deps.warn && { warn: deps.warn }) });
    this.summaryAndPayment = new SummaryAndPaymentStep({
      ...deps,
      settings,
      orderType: () => this.orderType,
      totals: () => this.totals,
      submission: this.submission,
      emptyBasket: () => basket.replace(emptyBasket(settings.id)),
    });
    this.placing = new OrderPlacing({
      ...deps,
      settings,
      submission: this.submission,
      payment: this.summaryAndPayment,
      orderTypeId: () => this.orderTypeId,
      taken: () => {
        this.contact.remember();
        basket.replace(emptyBasket(settings.id));
      },
    });
    makeAutoObservable<CheckoutViewModel, 'settings' | 'basket' | 'deps' | 'placing' | 'formAt' | 'check'>(
      this,
      { settings: false, basket: false, deps: false, details: false, contact: false, commentsAndOptions: false, summaryAndPayment: false, promoCode: false, loyalty: false, submission: false, placing: false, formAt: false, check: false },
      { autoBind: true },
    );
  }

  get orderTypes(): OrderTypeSettings[] {
    return [...this.settings.orderTypes];
  }

  get promoCodeLines(): ReturnType<typeof lineCompositionsOf> {
    return lineCompositionsOf(this.basket.basket);
  }

  get orderType(): OrderTypeSettings | null {
    return this.orderTypes.find((type) => type.id === this.orderTypeId) ?? null;
  }

  /** The screen shows: answers are followed. Its end (back to the menu) stops them from navigating. */
  start(): () => void {
    const end = this.submission.start();
    const stopFollowing = [this.promoCode.follow(), this.loyalty.follow()];
    void this.deps.resumePendingOrder?.().then((pending) => this.placing.resumed(pending), () => undefined);
    return () => {
      end();
      stopFollowing.forEach((stop) => stop());
      this.summaryAndPayment.paymentPanel.hideCardFields();
    };
  }

  /** Issue 18: the basket's totals, the tip, the promo code's discount and the amount to pay (core ComputeTotals). */
  get totals(): CheckoutTotals {
    const { basket, settings, orderTypeId } = this;
    return this.deps.computeTotals.execute({ basket: basket.basket, settings, orderTypeId, tips: this.commentsAndOptions.tips, promotions: [...this.promoCode.promotions, ...this.loyalty.promotions], loyalty: this.loyalty.totalsLoyalty });
  }

  get form(): CheckoutForm {
    return this.formAt(this.totals);
  }

  /** The form, each step giving its part, for the basket's totals (the payment depends on the total): a submit computes them once. */
  private formAt(totals: CheckoutTotals): CheckoutForm {
    return {
      ...this.contact.form,
      ...this.details.form,
      timeSlot: this.timeSlot,
      orderTypeId: this.orderTypeId,
      ...this.commentsAndOptions.form,
      ...this.summaryAndPayment.formAt(totals.toPay),
      promoCode: this.promoCode.applied,
      loyalty: this.loyalty.payload(totals),
      ...(this.deps.signedInUser && { userId: this.deps.signedInUser.id }),
    };
  }

  // --- checkout hub (issue 7) ---

  /** checkout 5: every problem of the form as it is now, so the validate button can say what is missing. */
  get missing(): readonly CheckoutProblem[] {
    const totals = this.totals;
    return validateCheckout(this.formAt(totals), this.settings, totals);
  }

  get decimals(): number {
    return this.settings.config.nb_decimal_price;
  }

  get currency(): string {
    return this.settings.currency;
  }

  /** checkout 2: any client info is asked, so the general informations step exists. */
  get asksClientInfo(): boolean {
    const required = this.settings.cmd_required_infos;
    return Object.values(required.client_info).some(Boolean) || required.room_number || required.table_number || this.orderTypes.length > 1;
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

  chooseOrderType(id: OrderTypeId): void {
    if (!this.orderTypes.some((type) => type.id === id)) return;
    this.orderTypeId = id;
    this.summaryAndPayment.orderTypeChosen(id);
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

  /**
   * checkout 5 then checkout 4: every problem at once, or the order is sent. Issue 16: the totals are
   * computed and the form judged once (core checkCheckout); PlaceOrder sends that check on.
   */
  async submit(): Promise<void> {
    if (this.state.kind === 'sending' || this.state.kind === 'placed' || this.state.kind === 'paying') return;
    // Issue 20.3: a line the platform said sold out meanwhile is not sent: the customer is shown it first.
    if (this.deps.holdBackSoldOut?.()) return;
    const checked = this.check();
    await this.submission.send(checked.problems, () => this.placing.send(checked));
    // checkout 8: a promotion error is said at the promo field, the code removed.
    const state = this.state;
    if (state.kind === 'refused' && isPromotionErrorKey(state.key)) this.promoCode.refused(state.key);
  }

  private check(): CheckedCheckout<CheckoutTotals> {
    const totals = this.totals;
    // The basket the customer sees (the stored one's mirror), as plain data: it is what PlaceOrder sends.
    return checkCheckout(this.formAt(totals), this.settings, toJS(this.basket.basket), totals);
  }

  clearProblem(field: CheckoutField): void {
    this.submission.clearProblem(field);
  }
}
