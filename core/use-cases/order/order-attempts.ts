import type { OrderAttempt } from '../../domain/order/order-attempt';
import { attemptFingerprint, orderAttemptStorageKey, readOrderAttempt } from '../../domain/order/order-attempt';
import type { OrderPayload } from '../../domain/order/order-payload';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { IdGenerator } from '../../ports/id-generator';
import type { KeyValueStore } from '../../ports/key-value-store';

/**
 * The order attempts of this storefront, kept in local storage so that a retry after a reload is the
 * same attempt: the platform then takes the order once, whatever happened to the first answer. When
 * storage refuses the write, retries within the page still reuse the attempt kept in memory.
 */
export class OrderAttempts {
  private readonly inMemory = new Map<RestaurantId, OrderAttempt>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly ids: IdGenerator,
  ) {}

  /** The attempt that sends this payload: the current one if it sends the same, else a new one. */
  attemptFor(restaurantId: RestaurantId, payload: OrderPayload): OrderAttempt {
    const fingerprint = attemptFingerprint(payload);
    const current = readOrderAttempt(this.store.get(orderAttemptStorageKey(restaurantId))) ?? this.inMemory.get(restaurantId);
    if (current?.fingerprint === fingerprint) return current;
    const attempt: OrderAttempt = { fingerprint, idempotencyKey: this.ids.next(), metricsUuid: this.ids.next() };
    this.store.set(orderAttemptStorageKey(restaurantId), JSON.stringify(attempt));
    this.inMemory.set(restaurantId, attempt);
    return attempt;
  }

  /** The order was taken: the next order is a new attempt. */
  finish(restaurantId: RestaurantId): void {
    this.store.remove(orderAttemptStorageKey(restaurantId));
    this.inMemory.delete(restaurantId);
  }
}
