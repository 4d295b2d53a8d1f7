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
 *
 * Issue 15.5: an attempt is pending from its sending until an answer says it took no order (or it is
 * finished). A pending attempt's key never changes: the caller first asks the platform what became of
 * it (settlePendingAttempt), and attemptFor refuses to start another meanwhile.
 */
export class OrderAttempts {
  private readonly inMemory = new Map<RestaurantId, OrderAttempt>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly ids: IdGenerator,
  ) {}

  /** The attempt that sends this payload, marked pending: the current one if it sends the same, else a new one. */
  attemptFor(restaurantId: RestaurantId, payload: OrderPayload): OrderAttempt {
    const fingerprint = attemptFingerprint(payload);
    const current = this.current(restaurantId);
    if (current?.fingerprint === fingerprint) return this.keep(restaurantId, { ...current, pending: true });
    // Exceptions are for bugs: a new key while the current attempt may have taken an order could order twice.
    if (current?.pending) throw new Error('a pending order attempt must be settled before a new one starts');
    return this.keep(restaurantId, { fingerprint, idempotencyKey: this.ids.next(), metricsUuid: this.ids.next(), pending: true });
  }

  /** The attempt that may have taken an order without this storefront knowing; null when there is none. */
  pendingAttempt(restaurantId: RestaurantId): OrderAttempt | null {
    const current = this.current(restaurantId);
    return current?.pending ? current : null;
  }

  /** An answer said the attempt took no order (a refusal, a request refused as invalid, or never sent): its key may change. */
  notTaken(restaurantId: RestaurantId): void {
    const current = this.current(restaurantId);
    if (current?.pending) this.keep(restaurantId, { ...current, pending: false });
  }

  /** The order was taken: the next order is a new attempt. */
  finish(restaurantId: RestaurantId): void {
    this.store.remove(orderAttemptStorageKey(restaurantId));
    this.inMemory.delete(restaurantId);
  }

  private current(restaurantId: RestaurantId): OrderAttempt | null {
    return readOrderAttempt(this.store.get(orderAttemptStorageKey(restaurantId))) ?? this.inMemory.get(restaurantId) ?? null;
  }

  private keep(restaurantId: RestaurantId, attempt: OrderAttempt): OrderAttempt {
    // A write refused leaves no older attempt in storage to be read instead of the one kept in memory.
    if (!this.store.set(orderAttemptStorageKey(restaurantId), JSON.stringify(attempt))) this.store.remove(orderAttemptStorageKey(restaurantId));
    this.inMemory.set(restaurantId, attempt);
    return attempt;
  }
}
