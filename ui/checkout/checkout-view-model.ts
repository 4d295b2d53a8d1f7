import { makeAutoObservable } from 'mobx';
import type { Basket } from '../../core/domain/basket/basket';
import { emptyBasket } from '../../core/domain/basket/basket';
import type { BasketTotals } from '../../core/domain/basket/basket-totals';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { COMMENT_FORM_MAX_LENGTH, isCgvPreChecked } from '../../core/domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import { validateCheckout } from '../../core/domain/checkout/checkout-validation';
import type { PaymentChoice } from '../../core/domain/checkout/payment-choice';
import { defaultPaymentChoice } from '../../core/domain/checkout/payment-choice';
import { limitationTitleKey } from '../../core/domain/order/limitation-title';
import { readLimitationEntities } from '../limitation/limitation-view-model';
import type { OrderTypeSettings, PaymentProviderEntry } from '../../core/domain/order-type/order-type';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { DeliveryAddressPart } from '../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS, deliveryAddressField } from '../../core/domain/order-type/delivery-address';
import { OrderTypeDetails } from './order-type/order-type-details';
import type { ScheduleChoice } from '../../core/domain/schedule/schedule-choice';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ComputeTotals } from '../../core/use-cases/basket/compute-totals';
import type { PlaceOrder, PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import type { Timers } from '../app/notifications/notification-center';
import type { Navigate } from '../app/restaurant/restaurant-paths';
import { paths } from '../app/restaurant/restaurant-paths';

/** checkout 4 and 9: the in-progress screen turns to an error after 25000 ms without an answer. */
export const IN_PROGRESS_TIMEOUT_MS = 25_000;

export type SendingState =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  /** checkout 4: no answer in time; the customer can go back to the menu. */
  | { readonly kind: 'timed_out' }
  /** The order could not be sent (network, server): the basket is untouched and the customer may retry. */
  | { readonly kind: 'failed' }
  /** The platform refused the order with a message shown here (limitation, promotion: checkout 8). */
  | { readonly kind: 'refused'; readonly key: string }
  | { readonly kind: 'placed' };

export interface CheckoutDeps {
  readonly computeTotals: Pick<ComputeTotals, 'execute'>;
  /** PlaceOrder is resolved lazily (config/bind-ordering-use-cases.ts): it carries the phone rules. */
  readonly placeOrder: () => Promise<Pick<PlaceOrder, 'execute'>>;
  readonly navigate: Navigate;
  /** The storefront's origin, for the payment return addresses of the payload. */
  readonly origin: string;
  readonly timers: Timers;
  readonly warn?: (message: string) => void;
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

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly basket: { readonly basket: Basket; replace(basket: Basket): void },
    private readonly deps: CheckoutDeps,
  ) {
    this.orderTypeId = this.orderTypes[0]?.id ?? null;
    // checkout 5: pre-checked for restaurant table and hotel room order types.
    this.cgvAccepted = isCgvPreChecked(this.orderTypeId);
    makeAutoObservable<CheckoutViewModel, 'settings' | 'basket' | 'deps'>(
      this,
      { settings: false, basket: false, deps: false, details: false },
      { autoBind: true },
    );
  }

  get orderTypes(): OrderTypeSettings[] {
    return [...this.settings.orderTypes];
  }

  get orderType(): OrderTypeSettings | null {
    return this.orderTypes.find((type) => type.id === this.orderTypeId) ?? null;
  }

  /** checkout 4: the order type's first provider, if not disabled, is the payment. */
  get payment(): PaymentChoice | null {
    return this.orderType ? defaultPaymentChoice(this.orderType) : null;
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
      timeSlot: this.timeSlot,
      orderTypeId: this.orderTypeId,
      payment: this.payment,
      cgvAccepted: this.cgvAccepted,
      comment: this.comment,
      optInPromotions: false,
    };
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

  setTimeSlot(choice: ScheduleChoice | null): void {
    this.timeSlot = choice;
    // The picker publishes null again when it mounts anew (after the in-progress screen): the problem stays.
    if (choice !== null) this.clearProblem('timeSlot');
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
    if (this.state.kind === 'sending' || this.state.kind === 'placed') return;
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
    const origin = this.deps.origin.replace(/\/$/, '');
    try {
      const placeOrder = await this.deps.placeOrder();
      const result = await placeOrder.execute({
        settings: this.settings,
        form,
        returnUrls: { success: `${origin}${paths.tracking(this.settings.id, {})}`, cancel: `${origin}${paths.checkout(this.settings.id)}` },
      });
      if (result.ok) {
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
    this.deps.warn?.(`order validation of ${this.settings.id} without answer after ${IN_PROGRESS_TIMEOUT_MS} ms`);
    this.state = { kind: 'timed_out' };
  }

  private placed(orderNumber: string): void {
    // checkout 4: PlaceOrder emptied the stored basket. Even after the 25 s error the order exists, so the
    // customer is taken to its tracking page.
    this.state = { kind: 'placed' };
    this.basket.replace(emptyBasket(this.settings.id));
    this.deps.navigate(paths.tracking(this.settings.id, { orderId: orderNumber }), { replace: true });
  }

  private failed(failure: PlaceOrderFailure): void {
    if (failure.kind === 'invalid') {
      this.problems = failure.problems;
      this.validationRound += 1;
      this.state = { kind: 'editing' };
      return;
    }
    if (failure.kind === 'gateway') {
      if (this.state.kind === 'sending') this.state = { kind: 'failed' };
      return;
    }
    const outcome = failure.outcome;
    switch (outcome.kind) {
      case 'out_of_stock':
        // browsing 2.8: the out-of-stock page lists and removes the products.
        this.state = { kind: 'editing' };
        this.deps.navigate(paths.outOfStock(this.settings.id), { state: { entities: outcome.entities } });
        return;
      case 'tracking_error':
        this.state = { kind: 'editing' };
        this.deps.navigate(paths.tracking(this.settings.id, { type: outcome.type, ...(failure.rejection.data && { data: failure.rejection.data }) }));
        return;
      case 'limitation':
        // browsing 2.7: the limitation page lists what was limited and takes it out of the basket; without
        // entities to show, the title alone tells what was limited (browsing 8).
        if (readLimitationEntities({ entities: outcome.entities })) {
          this.state = { kind: 'editing' };
          this.deps.navigate(paths.limitation(this.settings.id, outcome.type), { state: { entities: outcome.entities } });
          return;
        }
        this.state = { kind: 'refused', key: limitationTitleKey(outcome.type) ?? 'an_error_has_occurred' };
        return;
      case 'promotion':
        this.state = { kind: 'refused', key: outcome.key };
        return;
    }
  }

  private clearProblem(field: CheckoutField): void {
    if (this.problems.some((problem) => problem.field === field)) {
      this.problems = this.problems.filter((problem) => problem.field !== field);
    }
  }
}
