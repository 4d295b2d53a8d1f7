import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { COMMENT_FORM_MAX_LENGTH, emptyCheckoutForm } from '../../core/domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import { preselectedOrderType } from '../../core/domain/group/group-delivery-details';
import { groupOrderProblems, groupOrderTypesFor, groupRefusalKey, groupTotals } from '../../core/domain/group/group-order';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { GroupOrderPlaced, PendingGroupOrder, PlaceGroupOrder, PlaceGroupOrderFailure } from '../../core/use-cases/group-order/place-group-order';
import type { Result } from '../../core/domain/result';
import type { Timers } from '../notifications/notification-center';
import type { Navigate } from '../routing/restaurant-paths';
import type { GroupBasketViewModel } from './group-basket-view-model';
import { groupOrderPath } from './group-order-paths';
import { ORDER_FOUND_AGAIN_STATE } from '../notifications/order-found-again';
import { OrderSubmission } from '../checkout/order-submission';

export type GroupSendingState =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  /** checkout 4 and 9: no answer after 25 s: the error state, its warning logged; every basket kept. */
  | { readonly kind: 'timed_out' }
  /** Not sent (it never left, or was refused as invalid): every basket is kept, the customer may try again. */
  | { readonly kind: 'failed' }
  /** Issue 15.5: sent, and its answer lost: it may have been taken. Every basket is kept; validating again asks first. */
  | { readonly kind: 'outcome_unknown' }
  /** The platform refused it (checkout 8): its message, every basket kept. */
  | { readonly kind: 'refused'; readonly key: string };

export interface GroupCheckoutDependencies {
  /** Resolved lazily: the group order's use case carries the phone rules. */
  readonly placeGroupOrder: () => Promise<Pick<PlaceGroupOrder, 'execute'>>;
  /** Issue 15.5: what became of the group's order attempt left pending (core PlaceGroupOrder.resume), asked when the page loads. */
  readonly resumePendingOrder?: () => Promise<PendingGroupOrder>;
  readonly navigate: Navigate;
  /** checkout 4: the in-progress screen's 25 s timer. */
  readonly timers: Timers;
  /** checkout 7: the in-progress timeout is reported to the platform (the client log use case). */
  readonly warn?: (message: string) => void;
}

/**
 * checkout 2 to 5 for a group (checkout 3 "orders", 7 "Place group order"): one checkout for the baskets
 * of every outlet of the group, each outlet's lines under its name, the totals across outlets, the
 * customer's details once, an order type every outlet takes (the group's choice preselected, browsing
 * 2.4), the terms; then PlaceGroupOrder and tracking of the group order.
 */
export class GroupCheckoutViewModel {
  fullName = '';
  phone = '';
  email = '';
  comment = '';
  cgvAccepted = false;
  chosenOrderType: OrderTypeId | null = null;
  /** The problems shown, the sending state and its 25 s timer (ui/checkout/order-submission.ts). */
  readonly submission: OrderSubmission;

  constructor(
    readonly basket: GroupBasketViewModel,
    private readonly groupId: RestaurantId,
    private readonly dependencies: GroupCheckoutDependencies,
    /** browsing 2.4: the order type chosen on the group's delivery-details menu (remembered per group). */
    private readonly groupChoice: string | null,
  ) {
    this.submission = new OrderSubmission({ restaurantId: groupId, timers: dependencies.timers, ...(dependencies.warn && { warn: dependencies.warn }) });
    makeAutoObservable<GroupCheckoutViewModel, 'groupId' | 'dependencies' | 'groupChoice'>(
      this,
      { basket: false, groupId: false, dependencies: false, groupChoice: false, submission: false },
      { autoBind: true },
    );
  }

  /** The screen shows: answers are followed. Its end (back to the menu) stops them from navigating. */
  start(): () => void {
    const end = this.submission.start();
    void this.dependencies.resumePendingOrder?.().then(this.resumed, () => undefined);
    return end;
  }

  /** checkout 4: the in-progress screen shows while the order is sent. */
  get inProgress(): boolean {
    return this.submission.isSending;
  }

  get state(): GroupSendingState {
    return this.submission.state as GroupSendingState;
  }

  get problems(): readonly CheckoutProblem[] {
    return this.submission.problems;
  }

  get validationRound(): number {
    return this.submission.validationRound;
  }

  /** The order types every outlet with a basket takes, paid on the spot. */
  get orderTypes(): OrderTypeId[] {
    return groupOrderTypesFor(this.basket.filled);
  }

  get orderTypeId(): OrderTypeId | null {
    if (this.chosenOrderType !== null && this.orderTypes.includes(this.chosenOrderType)) return this.chosenOrderType;
    return preselectedOrderType(this.orderTypes, this.groupChoice);
  }

  get totals() {
    return groupTotals(this.basket.filled, this.orderTypeId);
  }

  problemOf(field: string): CheckoutProblem | null {
    return this.submission.problemOf(field);
  }

  setFullName(value: string): void {
    this.fullName = value;
    this.clearProblem('fullName');
  }

  setPhone(value: string): void {
    this.phone = value;
    this.clearProblem('phone');
  }

  setEmail(value: string): void {
    this.email = value;
    this.clearProblem('email');
  }

  setComment(value: string): void {
    this.comment = value.slice(0, COMMENT_FORM_MAX_LENGTH);
  }

  setCgvAccepted(value: boolean): void {
    this.cgvAccepted = value;
    this.clearProblem('cgv');
  }

  chooseOrderType(id: OrderTypeId): void {
    this.chosenOrderType = id;
    this.clearProblem('orderType');
  }

  get form(): CheckoutForm {
    const { fullName, phone, email, orderTypeId, cgvAccepted, comment } = this;
    return { ...emptyCheckoutForm(), fullName, phone, email, orderTypeId, cgvAccepted, comment };
  }

  async submit(): Promise<void> {
    const { outlets } = this.basket;
    if (this.submission.isSending || outlets.status !== 'ready') return;
    // checkout 5: every problem at once, before the in-progress screen hides the form (the use case checks again).
    await this.submission.send(groupOrderProblems(this.form, this.basket.filled), async () => {
      const placeGroupOrder = await this.dependencies.placeGroupOrder();
      const result = await placeGroupOrder.execute({ groupId: this.groupId, outlets: outlets.value.map((outlet) => outlet.settings), form: this.form });
      runInAction(() => this.answered(result));
    });
  }

  /** Issue 15.5: the page loads with an attempt left pending; the order it took, if any, is shown. */
  private resumed(pending: PendingGroupOrder): void {
    if (!this.submission.mayResume) return;
    if (pending.kind === 'found') this.answered({ ok: true, value: pending.placed });
    else if (pending.kind === 'unknown') this.submission.setState({ kind: 'outcome_unknown' });
  }

  private answered(result: Result<GroupOrderPlaced, PlaceGroupOrderFailure>): void {
    this.basket.refresh();
    if (result.ok) {
      // checkout 4: even after the 25 s error the order exists, so its tracking opens, unless the
      // customer went back to the menu meanwhile. Issue 15.5: an order found again says what was not sent.
      this.submission.setState({ kind: 'editing' });
      const foundAgain = result.value.recovered && { state: ORDER_FOUND_AGAIN_STATE };
      if (!this.submission.hasLeft) this.dependencies.navigate(groupOrderPath(this.groupId, result.value.orderNumber), { replace: true, ...foundAgain });
      return;
    }
    const failure = result.error;
    if (failure.kind === 'invalid') this.submission.invalid(failure.problems);
    else if (failure.kind === 'rejected') this.submission.setState({ kind: 'refused', key: groupRefusalKey(failure.rejection) });
    else this.submission.lost(failure.kind === 'outcome_unknown' ? 'outcome_unknown' : 'failed');
  }

  private clearProblem(field: string): void {
    this.submission.clearProblem(field);
  }
}
