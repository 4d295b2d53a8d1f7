import { computeBasketTotals } from '../../domain/basket/basket-totals';
import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { CheckedCheckout, CheckoutProblem } from '../../domain/checkout/checkout-validation';
import { checkCheckout } from '../../domain/checkout/checkout-validation';
import { buildOrderPayload } from '../../domain/order/build-order-payload';
import type { OrderPayload, PlacedOrder } from '../../domain/order/order-payload';
import type { RejectionOutcome } from '../../domain/order/order-rejection';
import { rejectionOutcome } from '../../domain/order/order-rejection';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from '../basket/basket-store';
import type { OrderAttempts } from './order-attempts';
import type { SubmitFailure, SubmitOrderPayload } from './submit-order-payload';
import { mayHaveBeenTaken } from './submit-order-payload';
import { settlePendingAttempt } from './pending-order-attempt';
import type { Clock } from '../../ports/clock';
import { scheduleProblem } from '../../domain/schedule/offered-slots';
import { closedForOrdering } from '../../domain/schedule/closed-for-ordering';
import { scheduleContextOf } from '../../domain/schedule/schedule-choice';
import type { LastOrderStore } from '../payment/last-order-store';

export type PlaceOrderInput = {
  readonly settings: RestaurantSettings;
  readonly returnUrls: { readonly success: string; readonly cancel: string };
} & (
  /** The form alone: PlaceOrder judges it against the stored basket. */
  | { readonly form: CheckoutForm }
  /**
   * Issue 16: the check a submit already made with core's rules (checkCheckout): its basket (the one the
   * customer saw, which the stored one mirrors), totals and problems are taken as they are, so a submit
   * validates and computes the totals once.
   */
  | { readonly checked: CheckedCheckout }
);

export interface OrderPlaced {
  readonly orderNumber: string;
  /** Where to send the customer to pay online; null to go straight to tracking (checkout 4). */
  readonly redirectionUrl: string | null;
  readonly payload: OrderPayload;
  /**
   * Issue 15.5: the order an earlier attempt had taken, whose answer was lost, found again (payload is
   * what that attempt sent); what this call was asked to send, if it changed since, was not sent.
   */
  readonly recovered?: true;
}

export type PlaceOrderFailure =
  | { readonly kind: 'invalid'; readonly problems: readonly CheckoutProblem[] }
  | (SubmitFailure & { readonly kind: 'rejected'; readonly outcome: RejectionOutcome })
  /** Issue 15.5 (checkout 8 and 9): the order was sent and may have been taken; the attempt stays pending. */
  | { readonly kind: 'outcome_unknown'; readonly message: string }
  | Exclude<SubmitFailure, { kind: 'rejected' }>;

/** What a page that loads learns of the attempt left pending in storage (issue 15.5). */
export type PendingOrder =
  | { readonly kind: 'none' }
  /** The attempt had taken this order: the basket is emptied, as after any order taken. */
  | { readonly kind: 'found'; readonly placed: OrderPlaced }
  | { readonly kind: 'unknown'; readonly message: string };

/**
 * checkout 4: validates the checkout (or takes a submit's check of it, issue 16), sends the order payload
 * and empties the basket once the order is accepted. On any failure the basket stays as it was, so
 * nothing the customer chose is lost, and the attempt too: sending the same basket and form again is the
 * same attempt (idempotency key).
 * Issue 15.5: a failure after the order left may hide an order taken (outcome_unknown); before another
 * basket or form is sent under a new key, the platform is asked what became of that attempt, and the
 * order it took, if any, is the answer (recovered), the basket emptied as after any order taken.
 */
export class PlaceOrder {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly submitOrderPayload: SubmitOrderPayload,
    private readonly attempts: OrderAttempts,
    /** checkout 4: the schedule and opening-time check before sending needs now; without a clock it is left to the platform. */
    private readonly clock: Clock | null = null,
    /** checkout 4: keeps the basket of an order paid online, to give it back if the payment fails. */
    private readonly lastOrders?: Pick<LastOrderStore, 'remember'>,
  ) {}

  async execute(input: PlaceOrderInput): Promise<Result<OrderPlaced, PlaceOrderFailure>> {
    const { settings } = input;
    const checked = 'checked' in input ? input.checked : this.check(settings, input.form);
    const { form, basket, totals } = checked;
    const problems = [...checked.problems];
    const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId) ?? null;
    if (orderType && this.clock) {
      // The rules already ask for a missing slot; this is whether the chosen one is still offered now.
      const context = scheduleContextOf(settings, orderType, this.clock.now());
      // Issue 22.4: closed, an order type that cannot be scheduled inside the opening hours sends nothing.
      if (closedForOrdering(context) && !problems.some((known) => known.key === 'restaurant_closed')) problems.push({ field: 'basket', key: 'restaurant_closed' });
      const problem = scheduleProblem(context, form.timeSlot);
      if (problem && !problems.some((known) => known.field === 'timeSlot')) problems.push({ field: 'timeSlot', key: problem });
    }
    if (problems.length > 0 || form.orderTypeId === null) return fail({ kind: 'invalid', problems });

    const draft = buildOrderPayload(
      { ...form, orderTypeId: form.orderTypeId },
      { settings, basket, totals, metricsUuid: '', returnUrls: input.returnUrls },
    );
    // Issue 15.5: an earlier attempt, sent with another basket or form, may have taken an order.
    const pending = await settlePendingAttempt(this.attempts, this.submitOrderPayload, settings.id, draft);
    if (pending.kind === 'unknown') return fail({ kind: 'outcome_unknown', message: pending.message });
    if (pending.kind === 'taken') return ok(this.recovered(settings.id, pending.order, pending.payload));

    // Pressing validate again after a lost answer repeats the same attempt: the platform takes it once.
    const attempt = this.attempts.attemptFor(settings.id, draft);
    const payload = { ...draft, metrics_uuid: attempt.metricsUuid };
    const submitted = await this.submitOrderPayload.execute({ restaurantId: settings.id, payload, idempotencyKey: attempt.idempotencyKey });
    if (!submitted.ok) {
      const failure = submitted.error;
      if (mayHaveBeenTaken(failure)) return fail({ kind: 'outcome_unknown', message: failure.kind === 'gateway' ? failure.message : '' });
      this.attempts.notTaken(settings.id);
      return fail(failure.kind === 'rejected' ? { ...failure, outcome: rejectionOutcome(failure.rejection) } : failure);
    }
    this.taken(settings.id, submitted.value.order_number, payload);
    return ok({ orderNumber: submitted.value.order_number, redirectionUrl: submitted.value.redirectionUrl, payload });
  }

  /** checkout 5: the form judged against the stored basket (the source of truth), for a caller that did not judge it. */
  private check(settings: RestaurantSettings, form: CheckoutForm): CheckedCheckout {
    const basket = this.basketStore.read(settings.id).basket;
    const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId) ?? null;
    return checkCheckout(form, settings, basket, computeBasketTotals(basket, orderType));
  }

  /** Issue 15.5: a page that loads asks what became of the attempt left pending, and takes the order it took, if any. */
  async resume(restaurantId: RestaurantId): Promise<PendingOrder> {
    const pending = await settlePendingAttempt(this.attempts, this.submitOrderPayload, restaurantId, null);
    if (pending.kind === 'taken') return { kind: 'found', placed: this.recovered(restaurantId, pending.order, pending.payload) };
    return pending.kind === 'unknown' ? pending : { kind: 'none' };
  }

  private recovered(restaurantId: RestaurantId, order: PlacedOrder, payload: OrderPayload): OrderPlaced {
    this.taken(restaurantId, order.order_number, payload);
    return { orderNumber: order.order_number, redirectionUrl: order.redirectionUrl, payload, recovered: true };
  }

  /** checkout 4: the basket is emptied after a successful order (kept aside first when paid online). */
  private taken(restaurantId: RestaurantId, orderNumber: string, payload: OrderPayload): void {
    if (payload.payement_infos.type === 'ONLINE') this.lastOrders?.remember(orderNumber, this.basketStore.read(restaurantId).basket);
    this.basketStore.empty(restaurantId);
    this.attempts.finish(restaurantId);
  }
}
