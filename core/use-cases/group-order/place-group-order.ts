import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../domain/checkout/checkout-validation';
import type { GroupOrderPayload, GroupOutlet } from '../../domain/group/group-order';
import { buildGroupOrderPayload, groupOrderProblems, outletsWithLines } from '../../domain/group/group-order';
import type { RejectionOutcome } from '../../domain/order/order-rejection';
import { rejectionOutcome } from '../../domain/order/order-rejection';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { GroupOrderGateway } from '../../ports/group-order-gateway';
import type { BasketStore } from '../basket/basket-store';
import type { OrderAttempts } from '../order/order-attempts';
import type { SubmitFailure } from '../order/submit-order-payload';
import { gatewaySubmitFailure, mayHaveBeenTaken } from '../order/submit-order-payload';
import { settlePendingAttempt } from '../order/pending-order-attempt';
import type { OrderPayload, PlacedOrder } from '../../domain/order/order-payload';

export interface PlaceGroupOrderInput {
  readonly groupId: RestaurantId;
  /** The group's outlets (their settings); their baskets are read from the store, the source of truth. */
  readonly outlets: readonly RestaurantSettings[];
  readonly form: CheckoutForm;
}

export interface GroupOrderPlaced {
  readonly orderNumber: string;
  readonly redirectionUrl: string | null;
  readonly payload: GroupOrderPayload;
  /** The outlets the order went to (their baskets are now empty). */
  readonly outletIds: readonly RestaurantId[];
  /** Issue 15.5: the order an earlier attempt had taken, whose answer was lost (payload is what it sent). */
  readonly recovered?: true;
}

export type PlaceGroupOrderFailure =
  | { readonly kind: 'invalid'; readonly problems: readonly CheckoutProblem[] }
  | (Extract<SubmitFailure, { kind: 'rejected' }> & { readonly outcome: RejectionOutcome })
  /** Issue 15.5 (checkout 8 and 9): the order was sent and may have been taken; the attempt stays pending. */
  | { readonly kind: 'outcome_unknown'; readonly message: string }
  | Exclude<SubmitFailure, { kind: 'rejected' }>;

/** What a page that loads learns of the group's attempt left pending (issue 15.5). */
export type PendingGroupOrder =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly placed: GroupOrderPlaced }
  | { readonly kind: 'unknown'; readonly message: string };

/**
 * checkout 3, 4 and 7: one order for every outlet of a group whose basket holds something, sent once to
 * order/multiRestaurant. After success every one of those baskets is emptied; after any failure they are
 * all kept as they were (checkout 4), and so is the attempt: sending the same baskets and form again is
 * the same attempt (idempotency key), so an order whose answer was lost is taken once. Issue 15.5: as
 * for PlaceOrder, an attempt whose answer was lost is looked up before other baskets or another form
 * are sent under a new key, and the order it took, if any, is the answer.
 */
export class PlaceGroupOrder {
  constructor(
    private readonly basketStore: BasketStore,
    private readonly gateway: GroupOrderGateway,
    private readonly attempts: OrderAttempts,
  ) {}

  /** The outlets of the group with the basket the customer filled at each. */
  outlets(settings: readonly RestaurantSettings[]): GroupOutlet[] {
    return settings.map((outlet) => ({ settings: outlet, basket: this.basketStore.read(outlet.id).basket }));
  }

  async execute(input: PlaceGroupOrderInput): Promise<Result<GroupOrderPlaced, PlaceGroupOrderFailure>> {
    const outlets = outletsWithLines(this.outlets(input.outlets));
    const problems = groupOrderProblems(input.form, outlets);
    if (problems.length > 0 || input.form.orderTypeId === null) return fail({ kind: 'invalid', problems });

    const draft = buildGroupOrderPayload({ ...input.form, orderTypeId: input.form.orderTypeId }, { groupId: input.groupId, outlets, metricsUuid: '' });
    const pending = await settlePendingAttempt(this.attempts, this.gateway, input.groupId, draft);
    if (pending.kind === 'unknown') return fail({ kind: 'outcome_unknown', message: pending.message });
    if (pending.kind === 'taken') return ok(this.recovered(input.groupId, pending.order, pending.payload));

    const attempt = this.attempts.attemptFor(input.groupId, draft);
    const payload: GroupOrderPayload = { ...draft, metrics_uuid: attempt.metricsUuid };
    let answer;
    try {
      answer = await this.gateway.place(input.groupId, payload, { idempotencyKey: attempt.idempotencyKey });
    } catch (error) {
      const failure = gatewaySubmitFailure(error);
      if (mayHaveBeenTaken(failure)) return fail({ kind: 'outcome_unknown', message: failure.message });
      this.attempts.notTaken(input.groupId);
      return fail(failure);
    }
    if (!answer.accepted) {
      this.attempts.notTaken(input.groupId);
      return fail({ kind: 'rejected', rejection: answer.rejection, outcome: rejectionOutcome(answer.rejection) });
    }
    const outletIds = outlets.map((outlet) => outlet.settings.id);
    this.taken(input.groupId, outletIds);
    return ok({ orderNumber: answer.order.order_number, redirectionUrl: answer.order.redirectionUrl, payload, outletIds });
  }

  /** Issue 15.5: a page that loads asks what became of the group's attempt left pending, and takes the order it took, if any. */
  async resume(groupId: RestaurantId): Promise<PendingGroupOrder> {
    const pending = await settlePendingAttempt(this.attempts, this.gateway, groupId, null);
    if (pending.kind === 'taken') return { kind: 'found', placed: this.recovered(groupId, pending.order, pending.payload) };
    return pending.kind === 'unknown' ? pending : { kind: 'none' };
  }

  /** The order the pending attempt took: the outlets it named are those whose baskets go. */
  private recovered(groupId: RestaurantId, order: PlacedOrder, sent: OrderPayload): GroupOrderPlaced {
    // What the attempt sent was a group order payload (the group's attempts are kept under its id).
    const payload = sent as GroupOrderPayload;
    const outletIds = Array.isArray(payload.orders) ? payload.orders.map((part) => part.restaurant_child_token) : [];
    this.taken(groupId, outletIds);
    return { orderNumber: order.order_number, redirectionUrl: order.redirectionUrl, payload, outletIds, recovered: true };
  }

  /** checkout 4: every basket the order took is emptied; the other outlets' baskets are not touched. */
  private taken(groupId: RestaurantId, outletIds: readonly RestaurantId[]): void {
    for (const outletId of outletIds) this.basketStore.empty(outletId);
    this.attempts.finish(groupId);
  }
}
