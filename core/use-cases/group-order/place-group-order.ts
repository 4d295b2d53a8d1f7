import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../domain/checkout/checkout-validation';
import type { GroupOrderPayload, GroupOutlet } from '../../domain/group/group-order';
import { buildGroupOrderPayload, groupOrderProblems, outletsWithLines } from '../../domain/group/group-order';
import type { RejectionOutcome } from '../../domain/order/order-rejection';
import { rejectionOutcome } from '../../domain/order/order-rejection';
import type { RestaurantId, RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import { asGatewayError } from '../../ports/gateway-error';
import type { GroupOrderGateway } from '../../ports/group-order-gateway';
import type { BasketStore } from '../basket/basket-store';
import type { OrderAttempts } from '../order/order-attempts';
import type { SubmitFailure } from '../order/submit-order-payload';

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
}

export type PlaceGroupOrderFailure =
  | { readonly kind: 'invalid'; readonly problems: readonly CheckoutProblem[] }
  | (Extract<SubmitFailure, { kind: 'rejected' }> & { readonly outcome: RejectionOutcome })
  | Exclude<SubmitFailure, { kind: 'rejected' }>;

/**
 * checkout 3, 4 and 7: one order for every outlet of a group whose basket holds something, sent once to
 * order/multiRestaurant. After success every one of those baskets is emptied; after any failure they are
 * all kept as they were (checkout 4), and so is the attempt: sending the same baskets and form again is
 * the same attempt (idempotency key), so an order whose answer was lost is taken once.
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
    const attempt = this.attempts.attemptFor(input.groupId, draft);
    const payload: GroupOrderPayload = { ...draft, metrics_uuid: attempt.metricsUuid };
    let answer;
    try {
      answer = await this.gateway.place(input.groupId, payload, { idempotencyKey: attempt.idempotencyKey });
    } catch (error) {
      const gatewayError = asGatewayError(error);
      return fail({ kind: 'gateway', error: gatewayError.kind, message: gatewayError.message, ...(gatewayError.field !== undefined && { field: gatewayError.field }) });
    }
    if (!answer.accepted) return fail({ kind: 'rejected', rejection: answer.rejection, outcome: rejectionOutcome(answer.rejection) });
    // checkout 4: every basket the order took is emptied; the other outlets' baskets are not touched.
    for (const outlet of outlets) this.basketStore.empty(outlet.settings.id);
    this.attempts.finish(input.groupId);
    return ok({ orderNumber: answer.order.order_number, redirectionUrl: answer.order.redirectionUrl, payload, outletIds: outlets.map((outlet) => outlet.settings.id) });
  }
}
