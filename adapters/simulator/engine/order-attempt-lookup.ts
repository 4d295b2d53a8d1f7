import type { PlacedOrder } from '../../../core/domain/order/order-payload';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import { AttemptLimiter } from '../account/attempt-limiter';
import type { AttemptRule } from '../account/attempt-limiter';
import type { SimulatorStore } from '../store/simulator-store';
import { isIdempotencyKey } from './idempotency';
import { SimulatorError } from './simulator-error';

/**
 * Ours (issue 15.5): a client may ask 30 times a minute. A storefront asks once per page load or edit
 * after a lost answer; the keys are random (a UUID: 122 random bits), so guessing one is moot anyway, and
 * the limit only keeps the lookup from being a cheap way to load the store.
 */
export const ORDER_ATTEMPT_LOOKUP_RATE: AttemptRule = { max: 30, windowMs: 60_000 };

export type OrderAttemptAnswer = { readonly kind: 'found'; readonly order: PlacedOrder } | { readonly kind: 'rate_limited' };

interface OrderAttemptLookupDeps {
  readonly store: SimulatorStore;
  readonly clock: Clock;
  /** Throws not_found for an establishment the simulator does not serve. */
  readonly checkEstablishment: (restaurantId: RestaurantId) => void;
}

/**
 * Ours (issue 15.5), read-only: the order an attempt took, by the idempotency key it was sent with
 * (POST {id}/order/ or order/multiRestaurant), at this establishment or group only: a key is looked up
 * under the establishment of the address, so no answer tells anything of another establishment's keys.
 * 404 unless that attempt took an order that still exists (a refusal recorded under the key is no order).
 */
export class OrderAttemptLookup {
  private readonly limiter: AttemptLimiter;

  constructor(
    private readonly deps: OrderAttemptLookupDeps,
    rule: AttemptRule = ORDER_ATTEMPT_LOOKUP_RATE,
  ) {
    this.limiter = new AttemptLimiter(deps.clock, rule);
  }

  /** `client` is who is rate limited (the caller's address). */
  find(restaurantId: RestaurantId, idempotencyKey: unknown, client: string): OrderAttemptAnswer {
    this.deps.checkEstablishment(restaurantId);
    if (typeof idempotencyKey !== 'string' || !isIdempotencyKey(idempotencyKey)) {
      throw new SimulatorError('bad_request', 'an idempotency key is 1 to 100 letters, digits, dots, dashes, underscores or colons', 'idempotencyKey');
    }
    if (!this.limiter.take(client)) return { kind: 'rate_limited' };
    const record = this.deps.store.findIdempotency(restaurantId, idempotencyKey);
    const answer = record?.answer as { accepted?: unknown; order?: PlacedOrder } | undefined;
    const order = answer?.accepted === true && answer.order ? answer.order : null;
    if (!order || !this.stillExists(restaurantId, order.order_number)) {
      throw new SimulatorError('not_found', 'no order was taken under this idempotency key here');
    }
    return { kind: 'found', order: { order_number: order.order_number, redirectionUrl: order.redirectionUrl } };
  }

  /** The order (or group order) of that number is still there, and is this establishment's (or group's). */
  private stillExists(restaurantId: RestaurantId, orderNumber: string): boolean {
    const { store } = this.deps;
    return store.findOrder(orderNumber)?.restaurantId === restaurantId || store.findGroupOrder(orderNumber)?.groupId === restaurantId;
  }
}
