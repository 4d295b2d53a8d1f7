import { computeBasketTotals } from '../../domain/basket/basket-totals';
import type { CheckoutProblem } from '../../domain/checkout/checkout-validation';
import { OrderTypeId } from '../../domain/order-type/order-type';
import { buildTableOnlyPayload, tableOnlyProblem } from '../../domain/order-type/table-only-order';
import { rejectionOutcome } from '../../domain/order/order-rejection';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { BasketStore } from '../basket/basket-store';
import type { OrderAttempts } from './order-attempts';
import type { OrderPlaced, PlaceOrderFailure } from './place-order';
import type { SubmitOrderPayload } from './submit-order-payload';
import { mayHaveBeenTaken } from './submit-order-payload';
import { settlePendingAttempt } from './pending-order-attempt';

/**
 * checkout 2 "Table-number modal": asks for a table number, then sends a table-only order at once
 * (checkout 3), paid on the spot. Like PlaceOrder: the basket is emptied only once the order is taken,
 * and pressing send again after a lost answer is the same attempt.
 */
export class PlaceTableOnlyOrder {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly submitOrderPayload: SubmitOrderPayload,
    private readonly attempts: OrderAttempts,
  ) {}

  async execute(input: { settings: RestaurantSettings; tableNumber: string }): Promise<Result<OrderPlaced, PlaceOrderFailure>> {
    const { settings } = input;
    const basket = this.basketStore.read(settings.id).basket;
    const problems: CheckoutProblem[] = [];
    if (basket.basketProducts.length === 0) problems.push({ field: 'basket', key: 'empty_basket' });
    const problem = tableOnlyProblem(settings, input.tableNumber);
    if (problem) problems.push({ field: problem === 'incorrect_table_number' ? 'tableNumber' : 'orderType', key: problem });
    if (problems.length > 0) return fail({ kind: 'invalid', problems });

    const onPlace = settings.orderTypes.find((type) => type.id === OrderTypeId.onPlace) ?? null;
    const draft = buildTableOnlyPayload(settings, input.tableNumber, { basket, totals: computeBasketTotals(basket, onPlace), metricsUuid: '' });
    // Issue 15.5: an earlier attempt (this modal's or the checkout's) may have taken an order unknown to us.
    const pending = await settlePendingAttempt(this.attempts, this.submitOrderPayload, settings.id, draft);
    if (pending.kind === 'unknown') return fail({ kind: 'outcome_unknown', message: pending.message });
    if (pending.kind === 'taken') {
      this.basketStore.empty(settings.id);
      return ok({ orderNumber: pending.order.order_number, redirectionUrl: pending.order.redirectionUrl, payload: pending.payload, recovered: true });
    }
    const attempt = this.attempts.attemptFor(settings.id, draft);
    const payload = { ...draft, metrics_uuid: attempt.metricsUuid };
    const submitted = await this.submitOrderPayload.execute({ restaurantId: settings.id, payload, idempotencyKey: attempt.idempotencyKey });
    if (!submitted.ok) {
      const failure = submitted.error;
      if (mayHaveBeenTaken(failure)) return fail({ kind: 'outcome_unknown', message: failure.kind === 'gateway' ? failure.message : '' });
      this.attempts.notTaken(settings.id);
      return fail(failure.kind === 'rejected' ? { ...failure, outcome: rejectionOutcome(failure.rejection) } : failure);
    }
    this.basketStore.empty(settings.id);
    this.attempts.finish(settings.id);
    return ok({ orderNumber: submitted.value.order_number, redirectionUrl: submitted.value.redirectionUrl, payload });
  }
}
