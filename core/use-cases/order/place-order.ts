import { computeBasketTotals } from '../../domain/basket/basket-totals';
import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../domain/checkout/checkout-validation';
import { validateCheckout } from '../../domain/checkout/checkout-validation';
import { buildOrderPayload } from '../../domain/order/build-order-payload';
import type { OrderPayload } from '../../domain/order/order-payload';
import type { RejectionOutcome } from '../../domain/order/order-rejection';
import { rejectionOutcome } from '../../domain/order/order-rejection';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from '../basket/basket-store';
import type { OrderAttempts } from './order-attempts';
import type { SubmitFailure, SubmitOrderPayload } from './submit-order-payload';
import type { Clock } from '../../ports/clock';
import { scheduleProblem } from '../../domain/schedule/offered-slots';
import { scheduleContextOf } from '../../domain/schedule/schedule-choice';
import type { LastOrderStore } from '../payment/last-order-store';

export interface PlaceOrderInput {
  readonly settings: RestaurantSettings;
  readonly form: CheckoutForm;
  readonly returnUrls: { readonly success: string; readonly cancel: string };
}

export interface OrderPlaced {
  readonly orderNumber: string;
  /** Where to send the customer to pay online; null to go straight to tracking (checkout 4). */
  readonly redirectionUrl: string | null;
  readonly payload: OrderPayload;
}

export type PlaceOrderFailure =
  | { readonly kind: 'invalid'; readonly problems: readonly CheckoutProblem[] }
  | (SubmitFailure & { readonly kind: 'rejected'; readonly outcome: RejectionOutcome })
  | Exclude<SubmitFailure, { kind: 'rejected' }>;

/**
 * checkout 4: validates the checkout, sends the order payload and empties the basket once the order
 * is accepted. On any failure the basket stays as it was, so nothing the customer chose is lost, and
 * the attempt too: sending the same basket and form again is the same attempt (idempotency key).
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
    const { settings, form } = input;
    const basket = this.basketStore.read(settings.id).basket;
    const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId) ?? null;
    const totals = computeBasketTotals(basket, orderType);
    const problems = validateCheckout(form, settings, totals);
    if (orderType && this.clock) {
      // The rules already ask for a missing slot; this is whether the chosen one is still offered now.
      const problem = scheduleProblem(scheduleContextOf(settings, orderType, this.clock.now()), form.timeSlot);
      if (problem && !problems.some((known) => known.field === 'timeSlot')) problems.push({ field: 'timeSlot', key: problem });
    }
    if (problems.length > 0 || form.orderTypeId === null) return fail({ kind: 'invalid', problems });

    const draft = buildOrderPayload(
      { ...form, orderTypeId: form.orderTypeId },
      { settings, basket, totals, metricsUuid: '', returnUrls: input.returnUrls },
    );
    // Pressing validate again after a lost answer repeats the same attempt: the platform takes it once.
    const attempt = this.attempts.attemptFor(settings.id, draft);
    const payload = { ...draft, metrics_uuid: attempt.metricsUuid };
    const submitted = await this.submitOrderPayload.execute({ restaurantId: settings.id, payload, idempotencyKey: attempt.idempotencyKey });
    if (!submitted.ok) {
      const failure = submitted.error;
      return fail(failure.kind === 'rejected' ? { ...failure, outcome: rejectionOutcome(failure.rejection) } : failure);
    }
    if (payload.payement_infos.type === 'ONLINE') this.lastOrders?.remember(submitted.value.order_number, basket);
    // checkout 4: the basket is emptied after a successful order.
    this.basketStore.empty(settings.id);
    this.attempts.finish(settings.id);
    return ok({ orderNumber: submitted.value.order_number, redirectionUrl: submitted.value.redirectionUrl, payload });
  }
}
